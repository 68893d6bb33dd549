import "server-only";
import { createClient } from "@redis/client";
import { serverEnv } from "@/lib/env";
import { processSlot } from "@/lib/runtime/process-slot";

const connectTo = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (tries: number) => Math.min(100 * 2 ** tries, 5_000),
    },
  });

export type Redis = ReturnType<typeof connectTo>;

const shared = processSlot<Redis | null>("shared Redis");

/**
 * The Redis the app instances share (REDIS_URL), connected once per process, or null when there
 * is none (one instance needs none). While it cannot be reached, commands fail at once instead of
 * waiting in a queue, so each caller falls back to what this process knows; it reconnects by itself.
 */
export function sharedRedis(): Redis | null {
  return shared.getOrMake(() => {
    const url = serverEnv().REDIS_URL;
    if (!url) return null;
    const client = connectTo(url);
    reportOutages(client, "Redis");
    void client.connect().catch(() => {
      // Reported by the error listener; the client keeps trying.
    });
    return client;
  });
}

/** Says once when a connection is lost and once when it is back, not at every retry. */
export function reportOutages(client: Redis, name: string) {
  let down = false;
  client.on("error", (error: unknown) => {
    if (down) return;
    down = true;
    console.error(
      `${name} unreachable (${error instanceof Error ? error.message : String(error)}); this instance counts and forgets on its own until it is back.`,
    );
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    console.warn(`${name} reachable again.`);
  });
}
