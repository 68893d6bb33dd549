import { describe, expect, it } from "vitest";
import { defaultSiteFacts } from "@/business/site-facts";
import { reviewRequestEmail } from "./email";

const REVIEW_URL = "https://g.page/r/example/review";

describe("the review request e-mail", () => {
  it("says the same words to every customer; only the opt-out link is theirs", () => {
    const happy = reviewRequestEmail(
      { email: "a@example.com" },
      defaultSiteFacts,
      REVIEW_URL,
      "https://x.test/out?e=a",
    );
    const unhappy = reviewRequestEmail(
      { email: "b@example.com" },
      defaultSiteFacts,
      REVIEW_URL,
      "https://x.test/out?e=b",
    );
    const same = (text: string) => text.replace(/https:\/\/x\.test\/out\?e=\w/g, "<opt-out>");
    expect(same(happy.text)).toBe(same(unhappy.text));
    expect(same(happy.html)).toBe(same(unhappy.html));
    expect(happy.subject).toBe(unhappy.subject);
  });

  it("carries the review link, offers nothing in return and asks nothing first", () => {
    const email = reviewRequestEmail(
      { email: "a@example.com" },
      defaultSiteFacts,
      REVIEW_URL,
      "https://x.test/out",
    );
    expect(email.text).toContain(REVIEW_URL);
    expect(email.html).toContain(`href="${REVIEW_URL}"`);
    expect(email.unsubscribeUrl).toBe("https://x.test/out");
    for (const lure of [/discount/i, /gift/i, /reward/i, /\bif you were happy\b/i, /5 stars/i])
      expect(email.text).not.toMatch(lure);
  });
});
