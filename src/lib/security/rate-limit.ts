export type Verdict = { allowed: boolean; retryAfterSeconds: number };

/** A limit kept here or shared by every instance (lib/shared/shared-limiter.ts). */
export interface Limiter {
  check(key: string): Verdict | Promise<Verdict>;
  record(key: string): void | Promise<void>;
  hit(key: string): Verdict | Promise<Verdict>;
  clear(key: string): void | Promise<void>;
}

/**
 * An in-memory sliding-window counter per key (a client address). It lives in one server
 * process: with several app instances they share a Redis one instead (lib/shared/shared-limiter.ts).
 * `hit` counts every attempt (the estimate form); `check`, `record` and `clear` let a caller
 * count only some (the sign-in counts failures and forgets them after a success).
 */
export class SlidingWindowLimiter implements Limiter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whether another attempt is allowed, with the seconds until the oldest counted one expires. */
  check(key: string, now = Date.now()): Verdict {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = recent[0] ?? now;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
    };
  }

  record(key: string, now = Date.now()): void {
    this.hits.set(key, [...this.recent(key, now), now]);
    if (this.hits.size > 10_000) for (const old of this.hits.keys()) this.recent(old, now);
  }

  /** Checks and, when allowed, counts the attempt. */
  hit(key: string, now = Date.now()): Verdict {
    const verdict = this.check(key, now);
    if (verdict.allowed) this.record(key, now);
    return verdict;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent;
  }
}
