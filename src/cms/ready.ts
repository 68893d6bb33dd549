import "server-only";
import config from "@payload-config";
import { getPayload, type Migration, type Payload } from "payload";
import { migrations } from "./migrations";

const holder = globalThis as typeof globalThis & { __cmsReady?: Promise<Payload> };

async function open(): Promise<Payload> {
  const payload = await getPayload({ config });
  // Committed migrations only, in every environment; never the adapter's interactive path.
  await payload.db.migrate({ migrations: migrations as Migration[] });
  return payload;
}

/** The admin's engine with its schema up to date; opened once per process. */
export function cms(): Promise<Payload> {
  const opening = (holder.__cmsReady ??= open());
  // Forget a failed open so the next caller tries again instead of failing forever.
  opening.catch(() => {
    if (holder.__cmsReady === opening) holder.__cmsReady = undefined;
  });
  return opening;
}
