import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";

/**
 * An in-memory sliding-window counter per key. It lives in one server process: with several
 * app instances each keeps its own count (see the README's scaling notes).
 */
export class SlidingWindowLimiter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit and says whether it is allowed, with the seconds until the oldest hit expires. */
  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key);
    }
  }
}

/**
 * The client's address as the server stamped it on the request (lib/net/client-address.ts):
 * the connection's peer, or the entry TRUST_PROXY_HOPS trusted proxies vouch for. Never a value
 * the client wrote.
 */
export function clientIpFrom(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
