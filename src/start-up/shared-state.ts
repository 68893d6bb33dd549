import "server-only";
import { shareLeadLimit } from "@/leads/lead-limiter";
import { forgetAllContentHere, forgetContentHere } from "@/lib/cms/content-cache";
import { serverEnv } from "@/lib/env";
import { listenForForgetting } from "@/lib/shared/forgetting";
import { sharedRedis } from "@/lib/shared/redis";
import { SharedLimiter } from "@/lib/shared/shared-limiter";

/**
 * With REDIS_URL, several instances act as one site: the estimate form's limit is counted
 * together (the sign-in limits too: accounts/sign-in-limits.ts), and a save on any instance
 * forgets the pages it changes on every one. Without it, nothing is shared.
 */
export function shareWithOtherInstances() {
  const redis = sharedRedis();
  if (!redis) return;
  const { limit, windowMs } = serverEnv().LEAD_RATE_LIMIT;
  shareLeadLimit(new SharedLimiter(redis, "estimate-form", limit, windowMs));
  listenForForgetting(redis, { forget: forgetContentHere, forgetAll: forgetAllContentHere });
}
