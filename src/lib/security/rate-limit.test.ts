import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./rate-limit";

const minute = 60_000;
const start = Date.UTC(2026, 10, 20, 15);

describe("sliding-window limiter", () => {
  it("allows the limit per window per client, then refuses with a retry time", () => {
    const limiter = new SlidingWindowLimiter(2, 10_000);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 1000).allowed).toBe(true);
    expect(limiter.hit("a", 2000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit("b", 2000).allowed).toBe(true);
    expect(limiter.hit("a", 10_001).allowed).toBe(true);
  });

  it("counts only what is recorded: five failures in 15 minutes, until the oldest leaves", () => {
    const limiter = new SlidingWindowLimiter(5, 15 * minute);
    for (let i = 0; i < 20; i++) expect(limiter.check("a", start + i).allowed).toBe(true);
    for (let i = 0; i < 5; i++) limiter.record("a", start + i * minute);
    expect(limiter.check("a", start + 5 * minute)).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
    });
    expect(limiter.check("b", start + 5 * minute).allowed).toBe(true);
    expect(limiter.check("a", start + 15 * minute).allowed).toBe(true);
  });

  it("forgets a client's count when it is cleared", () => {
    const limiter = new SlidingWindowLimiter(5, 15 * minute);
    for (let i = 0; i < 5; i++) limiter.record("a", start);
    limiter.record("b", start);
    expect(limiter.check("a", start).allowed).toBe(false);
    limiter.clear("a");
    expect(limiter.check("a", start).allowed).toBe(true);
    for (let i = 0; i < 4; i++) limiter.record("b", start);
    expect(limiter.check("b", start).allowed).toBe(false);
  });
});
