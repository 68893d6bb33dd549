import { describe, expect, it } from "vitest";
import { originOf } from "./channel";

const from = (landingPage: string, referrer?: string, utmSource?: string, utmMedium?: string) =>
  originOf({ landingPage, referrer, utmSource, utmMedium }, "dallasremodel.example");

describe("originOf", () => {
  it("counts a click id as paid, named by its network unless a tag names it", () => {
    expect(from("/?gclid=abc", "https://www.google.com/")).toEqual({
      channel: "paid",
      source: "google",
    });
    expect(from("/?msclkid=1")).toEqual({ channel: "paid", source: "microsoft" });
    expect(from("/?gclid=abc", undefined, "Google Ads")).toEqual({
      channel: "paid",
      source: "google ads",
    });
  });

  it("counts a bought medium as paid whatever the referrer", () => {
    expect(from("/", "https://www.facebook.com/", "facebook", "paid_social")).toEqual({
      channel: "paid",
      source: "facebook",
    });
    expect(from("/", undefined, "angi", "cpc")).toEqual({ channel: "paid", source: "angi" });
    expect(from("/", undefined, undefined, "CPC")).toEqual({ channel: "paid", source: "untagged" });
  });

  it("does not take Facebook's fbclid for an ad", () => {
    expect(from("/?fbclid=x", "https://l.facebook.com/")).toEqual({
      channel: "social",
      source: "facebook",
    });
  });

  it("reads a tagged source by what its name says", () => {
    expect(from("/", undefined, "google", "organic")).toEqual({
      channel: "search",
      source: "google",
    });
    expect(from("/", undefined, "nextdoor", "post")).toEqual({
      channel: "social",
      source: "nextdoor",
    });
    expect(from("/", undefined, "spring-newsletter", "email")).toEqual({
      channel: "referral",
      source: "spring-newsletter",
    });
  });

  it("names search engines, social networks and referring sites by their host", () => {
    expect(from("/", "https://www.google.com/")).toEqual({ channel: "search", source: "google" });
    expect(from("/", "https://www.google.com.mx/")).toEqual({
      channel: "search",
      source: "google",
    });
    expect(from("/", "https://duckduckgo.com/")).toEqual({
      channel: "search",
      source: "duckduckgo",
    });
    expect(from("/", "https://t.co/abc")).toEqual({ channel: "social", source: "x" });
    expect(from("/", "https://m.facebook.com/")).toEqual({ channel: "social", source: "facebook" });
    expect(from("/", "https://www.yelp.com/biz/x")).toEqual({
      channel: "referral",
      source: "yelp.com",
    });
    // A host that only ends like a search engine is not one.
    expect(from("/", "https://notgoogle.com/")).toEqual({
      channel: "referral",
      source: "notgoogle.com",
    });
  });

  it("counts no referrer, this site and unreadable referrers as direct", () => {
    expect(from("/")).toEqual({ channel: "direct", source: "direct" });
    expect(from("/", "https://www.dallasremodel.example/faq")).toEqual({
      channel: "direct",
      source: "direct",
    });
    expect(from("/", "android-app://com.google")).toEqual({ channel: "direct", source: "direct" });
    expect(from("/", "not an address")).toEqual({ channel: "direct", source: "direct" });
  });

  it("keeps a long or spaced tag short and in one form", () => {
    expect(from("/", undefined, `  Spring   ${"x".repeat(100)}`).source).toHaveLength(60);
    expect(from("/", undefined, "  Spring   Mailer ").source).toBe("spring mailer");
  });
});
