import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { clientIpFrom, SlidingWindowLimiter } from "./rate-limit";

describe("rate limit", () => {
  it("allows the limit per window per client, then refuses with a retry time", () => {
    const limiter = new SlidingWindowLimiter(2, 10_000);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 1000).allowed).toBe(true);
    expect(limiter.hit("a", 2000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit("b", 2000).allowed).toBe(true);
    expect(limiter.hit("a", 10_001).allowed).toBe(true);
  });

  it("takes the client address the server stamped, never X-Forwarded-For", () => {
    expect(clientIpFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.5" }))).toBe(
      "203.0.113.5",
    );
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "6.6.6.6" }))).toBe("unknown");
  });
});
