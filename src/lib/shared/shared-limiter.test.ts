import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type RedisServer } from "../../../tests/support/redis-server.mjs";
import type { Redis } from "./redis";
import { SharedLimiter } from "./shared-limiter";

let server: RedisServer;
const clients: Redis[] = [];

/** A client as one instance holds it: commands fail at once while Redis is away. */
async function instanceClient(url: string): Promise<Redis> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: false },
  }) as unknown as Redis;
  client.on("error", () => {});
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startRedis();
});

afterAll(async () => {
  for (const client of clients) await client.close().catch(() => {});
  await server?.stop();
});

describe("SharedLimiter", () => {
  it("counts two instances' attempts together, and lets through exactly the limit", async () => {
    const [a, b] = [await instanceClient(server.url), await instanceClient(server.url)];
    const limits = [
      new SharedLimiter(a, "form", 5, 60_000),
      new SharedLimiter(b, "form", 5, 60_000),
    ];
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => limits[i % 2]!.hit("203.0.113.7")),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    const refused = verdicts.find((verdict) => !verdict.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limits[1]!.check("198.51.100.1")).allowed).toBe(true);
  });

  it("records without judging, and forgets a key on clear", async () => {
    const limiter = new SharedLimiter(await instanceClient(server.url), "sign-in", 2, 60_000);
    await limiter.record("owner@example.com");
    await limiter.record("owner@example.com");
    expect((await limiter.check("owner@example.com")).allowed).toBe(false);
    await limiter.clear("owner@example.com");
    expect((await limiter.check("owner@example.com")).allowed).toBe(true);
  });

  it("counts on its own while Redis is away, never refusing for that", async () => {
    const gone = await instanceClient(server.url);
    await gone.close();
    const limiter = new SharedLimiter(gone, "form", 2, 60_000);
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push((await limiter.hit("192.0.2.1")).allowed);
    expect(verdicts).toEqual([true, true, false]);
  });
});
