import "server-only";

type Verdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * Failed sign-ins per client address in a sliding window, in this process's memory. Only
 * failures count, so the owner cannot lock themself out by signing in; the right password clears
 * the address's failures. Once `limit` failures are in the window, every attempt is refused
 * unchecked until the oldest one leaves it.
 */
export class FailedLoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  check(key: string, now = Date.now()): Verdict {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = recent[0] ?? now;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
    };
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 10_000) this.prune(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length) this.failures.set(key, recent);
    else this.failures.delete(key);
    return recent;
  }

  private prune(now: number) {
    for (const key of this.failures.keys()) this.recent(key, now);
  }
}
