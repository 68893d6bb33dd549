import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeFirstTouch,
  encodeFirstTouch,
  FIRST_TOUCH_MAX_AGE,
  firstTouchFrom,
  type FirstTouch,
} from "./attribution";

const now = new Date("2026-11-21T12:00:00Z");
const at = "2026-11-20T09:30:00.000Z";
const cookie = (fields: Record<string, unknown>) =>
  JSON.stringify({ landingPage: "/x", at, ...fields });
const decode = (fields: Record<string, unknown>) => decodeFirstTouch(cookie(fields), now);

describe("first-touch attribution", () => {
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

  it("drops a referrer from the site itself, or one that is not a web address", () => {
    const url = new URL("https://site.example/faq");
    expect(firstTouchFrom(url, "https://site.example/", now).referrer).toBeUndefined();
    expect(firstTouchFrom(url, "javascript:alert(1)", now).referrer).toBeUndefined();
    expect(firstTouchFrom(url, "not a url", now).referrer).toBeUndefined();
  });

  it("caps UTM tags at 100 characters and drops ones with control characters", () => {
    const touch = firstTouchFrom(
      new URL(`https://site.example/?utm_source=${"g".repeat(150)}&utm_medium=cpc%00x`),
      null,
      now,
    );
    expect(touch.utmSource).toBe("g".repeat(100));
    expect(touch.utmMedium).toBeUndefined();
  });

  it("round-trips through the cookie and ignores anything malformed", () => {
    const touch = firstTouchFrom(new URL("https://site.example/?utm_source=x"), null, now);
    expect(decodeFirstTouch(encodeFirstTouch(touch), now)).toEqual(touch);
    for (const raw of [undefined, "", "not json", "null", "[]", '"/x"', "42", "x".repeat(5000)])
      expect(decodeFirstTouch(raw, now), String(raw)).toBeUndefined();
    expect(decode({ landingPage: 5 })).toBeUndefined();
    expect(decode({ utmSource: { evil: true } })).toEqual({ landingPage: "/x", at });
  });
});

describe("forged first-touch cookies", () => {
  it("are ignored without a real time stamp from the cookie's lifetime", () => {
    for (const stamp of [
      undefined,
      0,
      "",
      "yesterday",
      "2026-11-20",
      "2026-11-20T09:30:00Z",
      "2026-02-30T09:30:00.000Z",
      "2026-11-20T25:30:00.000Z",
      "2026-13-01T00:00:00.000Z",
      "2026-11-20T09:30:00.000+01:00",
      "2027-01-01T00:00:00.000Z",
      new Date(0).toISOString(),
      new Date(now.getTime() - FIRST_TOUCH_MAX_AGE * 1000 - 3600_000).toISOString(),
    ])
      expect(decode({ at: stamp }), String(stamp)).toBeUndefined();
    expect(decode({ at: now.toISOString() })).toEqual({ landingPage: "/x", at: now.toISOString() });
  });

  it("are ignored when the landing page is not a path on this site", () => {
    for (const landingPage of [
      "",
      "x",
      "https://evil.example/",
      "//evil.example/phish",
      "/\\evil.example",
      "javascript:alert(1)",
      "/a b",
      "/a\u0000b",
      "/caf\u00e9",
      "/page#top",
      "/../etc/passwd",
      `/${"a".repeat(300)}`,
    ])
      expect(decode({ landingPage }), landingPage).toBeUndefined();
    for (const landingPage of ["/", "/services/kitchen-remodeling?utm_source=x&a=%20b"])
      expect(decode({ landingPage })?.landingPage).toBe(landingPage);
  });

  it("lose a referrer that is not an http(s) address", () => {
    for (const referrer of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://files.example/",
      "not a url",
      "https://ok.example/ x",
      "https://ok.example/\n",
      `https://ok.example/${"a".repeat(300)}`,
      42,
    ])
      expect(decode({ referrer }), String(referrer)).toEqual({ landingPage: "/x", at });
    expect(decode({ referrer: "https://www.bing.com/search?q=remodel" })?.referrer).toBe(
      "https://www.bing.com/search?q=remodel",
    );
  });

  it("lose UTM tags that are long, blank or not plain text, and every unknown field", () => {
    for (const tag of ["a".repeat(101), "   ", "cpc\u0000", "cpc\u202e", "a\u2028b", 7, ["x"]])
      expect(decode({ utmSource: tag, utmTerm: tag }), String(tag)).toEqual({
        landingPage: "/x",
        at,
      });
    expect(decode({ utmSource: "a".repeat(100) })?.utmSource).toBe("a".repeat(100));
    expect(decode({ isAdmin: true, email: "x@example.com", constructor: "x" })).toEqual({
      landingPage: "/x",
      at,
    });
    expect(decodeFirstTouch(`{"landingPage":"/x","at":"${at}","__proto__":{"a":1}}`, now)).toEqual({
      landingPage: "/x",
      at,
    });
  });

  const fieldValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary-ascii" }),
    fc.webUrl(),
    fc.webPath(),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constant(at),
    fc.anything(),
  );
  /** Mostly a plausible value, so forged fields sit next to ones the decoder accepts. */
  const orForged = <T>(plausible: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: fieldValue, weight: 1 });
  const allowed = /^(landingPage|referrer|utm(Source|Medium|Campaign|Term|Content)|at)$/;

  const expectSafe = (touch: FirstTouch) => {
    for (const key of Object.keys(touch)) expect(key).toMatch(allowed);
    expect(new Date(touch.at).toISOString()).toBe(touch.at);
    expect(Date.parse(touch.at)).toBeLessThanOrEqual(now.getTime() + 5 * 60_000);
    expect(touch.landingPage).toMatch(/^\/(?![/\\])[\x21-\x7E]*$/);
    expect(touch.landingPage).not.toMatch(/#/);
    if (touch.referrer !== undefined) expect(touch.referrer).toMatch(/^https?:\/\/[\x21-\x7E]+$/);
    for (const field of ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"] as const)
      if (touch[field] !== undefined) {
        expect(touch[field].length).toBeLessThanOrEqual(100);
        expect(touch[field]).not.toMatch(/[\p{C}]/u);
      }
  };

  it("whatever a forged cookie holds, what comes out is safe", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            landingPage: orForged(fc.oneof(fc.constant("/x"), fc.webPath())),
            at: orForged(fc.constant(at)),
            referrer: orForged(fc.webUrl()),
            utmSource: orForged(fc.string({ maxLength: 120 })),
            utmContent: fieldValue,
            extra: fieldValue,
          },
          { requiredKeys: [] },
        ),
        (fields) => {
          const touch = decodeFirstTouch(JSON.stringify(fields), now);
          if (touch) expectSafe(touch);
        },
      ),
    );
    fc.assert(fc.property(fc.string(), (raw) => void decodeFirstTouch(raw, now)));
  });

  it("whatever the first request looks like, its cookie reads back unchanged", () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.option(fc.oneof(fc.webUrl(), fc.string())),
        fc.dictionary(fc.constantFrom("utm_source", "utm_medium", "utm_term"), fc.string()),
        (address, referrer, tags) => {
          const url = new URL(address);
          for (const [param, value] of Object.entries(tags)) url.searchParams.set(param, value);
          const touch = firstTouchFrom(url, referrer, now);
          expectSafe(touch);
          expect(decodeFirstTouch(encodeFirstTouch(touch), now)).toEqual(touch);
        },
      ),
    );
  });
});
