import { describe, expect, it } from "vitest";
import { decodeFirstTouch, encodeFirstTouch, firstTouchFrom } from "./attribution";

describe("first-touch attribution", () => {
  const now = new Date("2026-11-21T12:00:00Z");

  it("keeps the landing page, an outside referrer and UTM tags", () => {
    const touch = firstTouchFrom(
      new URL(
        "https://site.example/services/kitchen-remodeling?utm_source=google&utm_medium=cpc&utm_campaign=fall",
      ),
      "https://www.google.com/",
      now,
    );
    expect(touch).toEqual({
      landingPage:
        "/services/kitchen-remodeling?utm_source=google&utm_medium=cpc&utm_campaign=fall",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "fall",
      at: now.toISOString(),
    });
  });

  it("drops a referrer from the site itself", () => {
    expect(
      firstTouchFrom(new URL("https://site.example/faq"), "https://site.example/", now).referrer,
    ).toBeUndefined();
  });

  it("round-trips through the cookie and ignores anything malformed", () => {
    const touch = firstTouchFrom(new URL("https://site.example/?utm_source=x"), null, now);
    expect(decodeFirstTouch(encodeFirstTouch(touch))).toEqual(touch);
    expect(decodeFirstTouch("not json")).toBeUndefined();
    expect(decodeFirstTouch(JSON.stringify({ landingPage: 5 }))).toBeUndefined();
    expect(
      decodeFirstTouch(JSON.stringify({ landingPage: "/x", utmSource: { evil: true } })),
    ).toEqual({ landingPage: "/x", at: new Date(0).toISOString() });
  });
});
