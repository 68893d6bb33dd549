import { serverEnv } from "@/lib/env";
import { SlidingWindowLimiter, type Limiter } from "@/lib/security/rate-limit";

/*
 * Kept on globalThis: the proxy that counts (src/proxy.ts) and the start-up that may share the
 * count (start-up/shared-state.ts) are bundled apart but run in one process.
 */
const holder = globalThis as typeof globalThis & { __leadLimiter?: Limiter };

/** The estimate form's limit per client address: this process's own count unless one is shared. */
export function leadLimiter(): Limiter {
  if (holder.__leadLimiter) return holder.__leadLimiter;
  const { limit, windowMs } = serverEnv().LEAD_RATE_LIMIT;
  return (holder.__leadLimiter = new SlidingWindowLimiter(limit, windowMs));
}

/** Every instance counts the form's submissions together from now on. */
export function shareLeadLimit(limiter: Limiter) {
  holder.__leadLimiter = limiter;
}
