import "server-only";
import { serverEnv } from "@/lib/env";
import { SlidingWindowLimiter, type Limiter } from "@/lib/security/rate-limit";
import { processSlot } from "@/lib/runtime/process-slot";

const current = processSlot<Limiter>("funnel count limit");

/**
 * How many counts one client address may add (COUNT_RATE_LIMIT, 20 per ten minutes): a household
 * or an office opens a few new browsers at most; a script that sends more is refused, not
 * counted. Kept in this process's memory only, never stored.
 */
export const beaconLimiter = (): Limiter =>
  current.getOrMake(() => {
    const { limit, windowMs } = serverEnv().COUNT_RATE_LIMIT;
    return new SlidingWindowLimiter(limit, windowMs);
  });
