import { describe, expect, it } from "vitest";
import { clientIpFrom, parseRateLimit, SlidingWindowLimiter } from "./rate-limit";

describe("rate limit", () => {
  it("reads LEAD_RATE_LIMIT as count/seconds with a 5/600 default", () => {
    expect(parseRateLimit(undefined)).toEqual({ limit: 5, windowMs: 600_000 });
    expect(parseRateLimit("3/60")).toEqual({ limit: 3, windowMs: 60_000 });
    expect(parseRateLimit("nonsense")).toEqual({ limit: 5, windowMs: 600_000 });
  });

  it("allows the limit per window per client, then refuses with a retry time", () => {
    const limiter = new SlidingWindowLimiter(2, 10_000);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 1000).allowed).toBe(true);
    expect(limiter.hit("a", 2000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit("b", 2000).allowed).toBe(true);
    expect(limiter.hit("a", 10_001).allowed).toBe(true);
  });

  it("takes the client address from X-Forwarded-For", () => {
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "203.0.113.5, 10.0.0.1" }))).toBe(
      "203.0.113.5",
    );
    expect(clientIpFrom(new Headers())).toBe("unknown");
  });
});
