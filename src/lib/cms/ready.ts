import "server-only";
import { getPayload, type Migration, type Payload } from "payload";
import { connectedDb, sharedClient } from "@/lib/db/client";
import { oneAtATime } from "@/lib/db/start-lock";
import { describeDbError } from "@/lib/db/errors";
import { processSlot } from "@/lib/runtime/process-slot";
import { countAccountIdsUpForGood } from "./account-ids";
import { cmsConfig } from "./engine-config";
import { migrations } from "./migrations";
import { runSeed } from "./seed-hook";

const ready = processSlot<Promise<Payload>>("admin engine");

async function open(): Promise<Payload> {
  await connectedDb();
  const payload = await getPayload({ config: await cmsConfig() });
  // The one chain that owns every table (the lead store's first): committed migrations only, in
  // every environment, never the adapter's interactive path. One instance at a time when several
  // share the database.
  await oneAtATime(sharedClient(), "admin migrations", async () => {
    await payload.db.migrate({ migrations: migrations as Migration[] });
    await countAccountIdsUpForGood(sharedClient());
  });
  return payload;
}

/** The admin's engine with every table up to date; opened once per process. */
export function cms(): Promise<Payload> {
  const opening = ready.getOrMake(open);
  // Forget a failed open so the next caller tries again instead of failing forever.
  opening.catch(() => {
    if (ready.get() === opening) ready.set(undefined);
  });
  return opening;
}

/**
 * The engine as public pages read it: after the fresh-install seed, so a first visitor never
 * sees empty lists. A failed seed is logged and the pages show what the database holds.
 */
export async function seededCms(): Promise<Payload> {
  const payload = await cms();
  await runSeed(payload).catch((error: unknown) => {
    console.error(`Seeding the admin's content failed: ${describeDbError(error)}`);
  });
  return payload;
}
