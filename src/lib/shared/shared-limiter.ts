import "server-only";
import { randomUUID } from "node:crypto";
import { SlidingWindowLimiter, type Limiter, type Verdict } from "@/lib/security/rate-limit";
import { sharedRedis, type Redis } from "./redis";

/**
 * One sliding window in Redis, counted and judged in one step so two instances never both let
 * the last allowed attempt through. Redis's own clock dates each attempt: the instances' clocks
 * may differ. Modes: `check` only judges, `hit` counts an allowed attempt, `record` always counts.
 */
const SLIDE = `
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local mode = ARGV[3]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local recent = redis.call('ZCARD', KEYS[1])
if mode == 'record' or (mode == 'hit' and recent < limit) then
  redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
end
if mode == 'record' or recent < limit then return {1, 0} end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + window - now}
`;

type Mode = "check" | "hit" | "record";

/**
 * A limit every instance counts together (REDIS_URL). While Redis cannot be reached, this
 * instance judges by its own count, as one instance alone would: a form is never refused because
 * the shared store is down.
 */
export class SharedLimiter implements Limiter {
  private readonly local: SlidingWindowLimiter;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.local = new SlidingWindowLimiter(limit, windowMs);
  }

  check(key: string) {
    return this.slide(key, "check", () => this.local.check(key));
  }

  hit(key: string) {
    return this.slide(key, "hit", () => this.local.hit(key));
  }

  async record(key: string) {
    await this.slide(key, "record", () => (this.local.record(key), allowed));
  }

  async clear(key: string) {
    this.local.clear(key);
    await this.redis.del(this.keyOf(key)).catch(() => 0);
  }

  private keyOf(key: string) {
    return `site:limit:${this.name}:${key}`;
  }

  private async slide(key: string, mode: Mode, alone: () => Verdict): Promise<Verdict> {
    try {
      const [ok, waitMs] = (await this.redis.eval(SLIDE, {
        keys: [this.keyOf(key)],
        arguments: [String(this.windowMs), String(this.limit), mode, randomUUID()],
      })) as [number, number];
      if (ok === 1) return allowed;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    } catch {
      return alone();
    }
  }
}

const allowed: Verdict = { allowed: true, retryAfterSeconds: 0 };

/**
 * A limit counted together by every instance when they share a Redis (REDIS_URL), else by this
 * process alone.
 */
export function limiterFor(name: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  const redis = sharedRedis();
  return redis
    ? new SharedLimiter(redis, name, limit, windowMs)
    : new SlidingWindowLimiter(limit, windowMs);
}
