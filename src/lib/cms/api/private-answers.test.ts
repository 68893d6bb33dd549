import { describe, expect, it } from "vitest";
import { isPrivateAnswer, keepPrivateAnswersUncached } from "./private-answers";

const ask = (path: string, init: RequestInit = {}) =>
  new Request(`https://www.example.com${path}`, init);
const ok = (headers: HeadersInit = {}) => new Response("{}", { headers });

describe("isPrivateAnswer", () => {
  it("is private when asked with the sign-in cookie or a token", () => {
    expect(
      isPrivateAnswer(ask("/api/posts", { headers: { cookie: "a=1; payload-token=x" } }), ok()),
    ).toBe(true);
    expect(isPrivateAnswer(ask("/api/posts", { headers: { authorization: "JWT x" } }), ok())).toBe(
      true,
    );
    expect(
      isPrivateAnswer(ask("/api/posts", { headers: { cookie: "not-payload-token=x" } }), ok()),
    ).toBe(false);
  });

  it("is private when it signs someone in or out, answers a write, or is about people", () => {
    const signedIn = ok({ "set-cookie": "payload-token=x; Path=/; HttpOnly" });
    expect(isPrivateAnswer(ask("/api/users/login", { method: "POST" }), signedIn)).toBe(true);
    expect(isPrivateAnswer(ask("/api/reviews", { method: "POST" }), ok())).toBe(true);
    for (const path of ["/api/leads/4", "/api/users", "/api/users/me", "/api/access"])
      expect(isPrivateAnswer(ask(path), ok()), path).toBe(true);
  });

  it("leaves a public file public, whoever asks", () => {
    const photo = ok({ "cache-control": "public, max-age=86400" });
    const signedIn = { headers: { cookie: "payload-token=x" } };
    expect(isPrivateAnswer(ask("/api/media/file/patio.webp", signedIn), photo)).toBe(false);
    expect(isPrivateAnswer(ask("/api/media/file/patio.webp", signedIn), ok())).toBe(true);
    expect(isPrivateAnswer(ask("/api/media/1", signedIn), photo)).toBe(true);
  });

  it("leaves public reads without credentials as they are", () => {
    expect(isPrivateAnswer(ask("/api/posts?limit=1"), ok())).toBe(false);
    expect(isPrivateAnswer(ask("/api/media/file/patio.webp"), ok())).toBe(false);
    expect(isPrivateAnswer(ask("/api/leadsheets"), ok())).toBe(false);
  });
});

describe("keepPrivateAnswersUncached", () => {
  it("marks a private answer no-store and keeps its status, body and cookies", async () => {
    const response = new Response('{"user":null}', {
      status: 201,
      headers: [
        ["set-cookie", "a=1"],
        ["set-cookie", "b=2"],
        ["cache-control", "public, max-age=60"],
      ],
    });
    const kept = await keepPrivateAnswersUncached(ask("/api/users/me"), response);
    expect(kept.status).toBe(201);
    expect(kept.headers.get("cache-control")).toBe("private, no-store");
    expect(kept.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await kept.text()).toBe('{"user":null}');
  });

  it("hands a public answer on untouched", async () => {
    const response = ok({ "cache-control": "public, max-age=86400" });
    expect(await keepPrivateAnswersUncached(ask("/api/media/file/a.webp"), response)).toBe(
      response,
    );
  });
});
