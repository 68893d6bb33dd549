import { beforeEach, describe, expect, it, vi } from "vitest";
import { optOutCopy } from "./opt-out-copy";

const optedOut = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/db/settings", () => ({
  getOrCreateSetting: async () => "a-fixed-signing-key",
}));
vi.mock("./store", () => ({
  optOutOfReviews: async (email: string) => void optedOut.push(email),
}));

const { reviewOptOutUrl } = await import("./opt-out-link");
const { GET, POST } = await import("@/app/api/review-opt-out/route");

const post = (url: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return POST(new Request(url, { method: "POST", body }));
};

beforeEach(() => {
  optedOut.length = 0;
});

describe("the review opt-out in the homeowner's language", () => {
  it("words the Spanish page like the English one, with no English left", () => {
    const { en, es } = optOutCopy;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    const texts = [
      es.title,
      es.description,
      es.confirm.heading,
      es.confirm.text("lucia@example.com"),
      es.confirm.button,
      es.done.heading,
      es.done.text,
      es.invalid.heading,
      es.invalid.text,
      es.unsubscribed,
    ];
    for (const text of texts) expect(text).not.toMatch(/\b(review|request|the|you|stop|link)\b/i);
    expect(es.confirm.text("lucia@example.com")).toContain("lucia@example.com");
  });

  it("gives a Spanish lead a link to the Spanish page, and an English lead the same link as before", async () => {
    const spanish = new URL(await reviewOptOutUrl("Lucia@Example.com", "es"));
    const english = new URL(await reviewOptOutUrl("Lucia@Example.com"));
    expect(spanish.searchParams.get("lang")).toBe("es");
    expect(english.searchParams.has("lang")).toBe(false);
    expect(spanish.searchParams.get("t")).toBe(english.searchParams.get("t"));

    const opened = GET(new Request(spanish));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toMatch(/^\/es\/review-opt-out\?e=[\w-]+&t=[\w-]+$/);
    expect(GET(new Request(english)).headers.get("Location")).toMatch(/^\/review-opt-out\?e=/);
  });

  it("confirms a Spanish click on the Spanish page, and refuses a forged one in Spanish", async () => {
    const link = new URL(await reviewOptOutUrl("lucia@example.com", "es"));
    const fields = { e: link.searchParams.get("e")!, t: link.searchParams.get("t")!, lang: "es" };
    const done = await post("https://x.test/api/review-opt-out", fields);
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/es/review-opt-out?done=1");
    expect(optedOut).toEqual(["lucia@example.com"]);

    const forged = await post("https://x.test/api/review-opt-out", { ...fields, t: "forged" });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe(
      `${optOutCopy.es.invalid.heading}. ${optOutCopy.es.invalid.text}`,
    );

    const english = await post("https://x.test/api/review-opt-out", { ...fields, lang: "" });
    expect(english.headers.get("Location")).toBe("/review-opt-out?done=1");
  });

  it("answers a mail client's one-click unsubscribe in the link's language", async () => {
    const link = await reviewOptOutUrl("lucia@example.com", "es");
    const answer = await post(link, { "List-Unsubscribe": "One-Click" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(optOutCopy.es.unsubscribed);
  });
});
