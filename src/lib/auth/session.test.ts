import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminConfig, adminStartupMessage } from "./config";
import { passwordMatches } from "./password";
import { SESSION_TTL_MS, signSession, verifySession } from "./session";

const key = "k".repeat(64);
const now = Date.UTC(2026, 10, 20, 15);

describe("admin session tokens", () => {
  it("verifies a token it signed, with an expiry 8 hours out", () => {
    const payload = verifySession(key, signSession(key, now), now + 1000);
    expect(payload).toEqual({
      v: 2,
      sid: expect.any(String),
      iat: now,
      exp: now + 8 * 60 * 60_000,
    });
    expect(SESSION_TTL_MS).toBe(8 * 60 * 60_000);
  });

  it("gives every session its own random id, which log out revokes", () => {
    const ids = new Set(
      Array.from({ length: 50 }, () => verifySession(key, signSession(key, now), now)?.sid),
    );
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[\w-]{22}$/);
  });

  it("refuses an authentic token without a session id, which could not be revoked", () => {
    const body = Buffer.from(JSON.stringify({ v: 1, iat: now, exp: now + 1000 })).toString(
      "base64url",
    );
    const signature = createHmac("sha256", key).update(`admin-session.${body}`).digest("base64url");
    expect(verifySession(key, `${body}.${signature}`, now)).toBeUndefined();
  });

  it("refuses a token once it has expired", () => {
    const token = signSession(key, now);
    expect(verifySession(key, token, now + SESSION_TTL_MS - 1)).toMatchObject({
      exp: now + SESSION_TTL_MS,
    });
    expect(verifySession(key, token, now + SESSION_TTL_MS)).toBeUndefined();
  });

  it("refuses a token signed with another key", () => {
    expect(verifySession(key, signSession("x".repeat(64), now), now)).toBeUndefined();
  });

  it("refuses a tampered payload, a tampered signature and garbage", () => {
    const token = signSession(key, now);
    const [body = "", signature = ""] = token.split(".");
    const longer = Buffer.from(
      JSON.stringify({ v: 2, sid: "a".repeat(22), iat: now, exp: now + 365 * 24 * 3600_000 }),
    ).toString("base64url");
    expect(verifySession(key, `${longer}.${signature}`, now)).toBeUndefined();
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(verifySession(key, `${body}.${flipped}`, now)).toBeUndefined();
    expect(verifySession(key, `${token}.extra`, now)).toBeUndefined();
    for (const junk of [undefined, "", ".", "abc", "abc.def", `${body}.`])
      expect(verifySession(key, junk, now)).toBeUndefined();
  });
});

describe("admin password", () => {
  it("matches only the exact password", () => {
    expect(passwordMatches("correct horse", "correct horse")).toBe(true);
    expect(passwordMatches("correct hors", "correct horse")).toBe(false);
    expect(passwordMatches("", "correct horse")).toBe(false);
    expect(passwordMatches("Correct horse", "correct horse")).toBe(false);
  });
});

describe("admin configuration", () => {
  const secret = "s".repeat(32);

  it("is disabled without ADMIN_PASSWORD", () => {
    expect(adminConfig({})).toEqual({ state: "disabled" });
    expect(adminConfig({ ADMIN_PASSWORD: "  ", SESSION_SECRET: secret })).toEqual({
      state: "disabled",
    });
  });

  it("refuses to work with a missing or short SESSION_SECRET, and says why", () => {
    for (const SESSION_SECRET of [undefined, "", "s".repeat(31)]) {
      const config = adminConfig({ ADMIN_PASSWORD: "pw", SESSION_SECRET });
      expect(config.state).toBe("misconfigured");
      expect(adminStartupMessage({ ADMIN_PASSWORD: "pw", SESSION_SECRET })).toMatchObject({
        level: "error",
        text: expect.stringContaining("SESSION_SECRET is missing or shorter than 32 characters"),
      });
    }
  });

  it("derives a signing key that changes with the password, so a new password signs sessions out", () => {
    const one = adminConfig({ ADMIN_PASSWORD: "one", SESSION_SECRET: secret });
    const two = adminConfig({ ADMIN_PASSWORD: "two", SESSION_SECRET: secret });
    if (one.state !== "enabled" || two.state !== "enabled") throw new Error("expected enabled");
    expect(one.sessionKey).not.toBe(two.sessionKey);
    expect(verifySession(two.sessionKey, signSession(one.sessionKey, now), now)).toBeUndefined();
  });
});
