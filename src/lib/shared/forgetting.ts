import "server-only";
import { randomUUID } from "node:crypto";
import { shareForgetting, type PageSelection } from "@/lib/cache/page-store.mjs";
import { sharedRedis, type Redis } from "./redis";

/** What a save changed: the collection, and the pages that show it. */
export type Forgetting = { collection: string; shownOn: PageSelection };

const CHANNEL = "site:forget";
const thisInstance = randomUUID();

/** Tells the other instances what a save here changed (it is forgotten here already). */
export function announceForgetting(forgetting: Forgetting) {
  const redis = sharedRedis();
  if (!redis?.isReady) return;
  redis.publish(CHANNEL, JSON.stringify({ ...forgetting, from: thisInstance })).catch(() => {
    // Redis went away meanwhile: every instance's listener falls back to short-lived pages.
  });
}

/** Anyone who can reach the Redis can publish: a message that is not ours is ignored. */
function parsed(message: string): unknown {
  try {
    return JSON.parse(message);
  } catch {
    return undefined;
  }
}

const isForgetting = (value: unknown): value is Forgetting & { from: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { collection?: unknown }).collection === "string" &&
  typeof (value as { shownOn?: unknown }).shownOn === "object" &&
  typeof (value as { from?: unknown }).from === "string";

/**
 * Applies here what saves on the other instances change. Pages are kept until forgotten only
 * while this listens: when the connection drops, a kept page lives 10 seconds again
 * (lib/cache/page-store.mjs), and when it is back, what was kept meanwhile is forgotten, since a
 * save may have been announced while no one listened.
 */
export function listenForForgetting(
  redis: Redis,
  here: { forget: (forgetting: Forgetting) => void; forgetAll: () => void },
) {
  const listener = redis.duplicate();
  let subscribed = false;
  listener.on("error", () => shareForgetting(false));
  listener.on("end", () => shareForgetting(false));
  listener.on("ready", async () => {
    try {
      if (!subscribed) {
        await listener.subscribe(CHANNEL, (message) => {
          const forgetting = parsed(message);
          if (isForgetting(forgetting) && forgetting.from !== thisInstance) here.forget(forgetting);
        });
        subscribed = true;
      }
      here.forgetAll();
      shareForgetting(true);
    } catch {
      shareForgetting(false);
    }
  });
  listener.connect().catch(() => {
    // The error listener has marked it; the client keeps trying.
  });
  return listener;
}
