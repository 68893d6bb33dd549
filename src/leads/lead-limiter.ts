import { serverEnv } from "@/lib/env";
import { SlidingWindowLimiter, type Limiter } from "@/lib/security/rate-limit";
import { processSlot } from "@/lib/runtime/process-slot";

/*
 * One per process: the proxy that counts (src/proxy.ts) and the start-up that may share the
 * count (start-up/shared-state.ts) are bundled apart.
 */
const current = processSlot<Limiter>("estimate form limit");

/** The estimate form's limit per client address: this process's own count unless one is shared. */
export function leadLimiter(): Limiter {
  return current.getOrMake(() => {
    const { limit, windowMs } = serverEnv().LEAD_RATE_LIMIT;
    return new SlidingWindowLimiter(limit, windowMs);
  });
}

/** Every instance counts the form's submissions together from now on. */
export function shareLeadLimit(limiter: Limiter) {
  current.set(limiter);
}
