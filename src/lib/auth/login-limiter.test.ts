import { describe, expect, it } from "vitest";
import { FailedLoginLimiter } from "./login-limiter";

const minute = 60_000;
const start = Date.UTC(2026, 10, 20, 15);

describe("failed sign-in limiter", () => {
  it("refuses an address after five failures in 15 minutes, until the oldest leaves the window", () => {
    const limiter = new FailedLoginLimiter(5, 15 * minute);
    for (let i = 0; i < 5; i++) {
      expect(limiter.check("a", start + i * minute).allowed).toBe(true);
      limiter.recordFailure("a", start + i * minute);
    }
    expect(limiter.check("a", start + 5 * minute)).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
    });
    expect(limiter.check("b", start + 5 * minute).allowed).toBe(true);
    expect(limiter.check("a", start + 15 * minute).allowed).toBe(true);
  });

  it("does not count a check, only a recorded failure", () => {
    const limiter = new FailedLoginLimiter(5, 15 * minute);
    for (let i = 0; i < 20; i++) expect(limiter.check("a", start + i).allowed).toBe(true);
  });

  it("forgets an address's failures when they are cleared", () => {
    const limiter = new FailedLoginLimiter(5, 15 * minute);
    for (let i = 0; i < 5; i++) limiter.recordFailure("a", start);
    limiter.recordFailure("b", start);
    expect(limiter.check("a", start).allowed).toBe(false);
    limiter.clear("a");
    expect(limiter.check("a", start).allowed).toBe(true);
    for (let i = 0; i < 4; i++) limiter.recordFailure("b", start);
    expect(limiter.check("b", start).allowed).toBe(false);
  });
});
