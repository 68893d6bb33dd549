import "server-only";
import type { Payload, PayloadRequest } from "payload";
import type { Locale } from "@/lib/i18n/locale";
import { processSlot } from "@/lib/runtime/process-slot";
import type { ServicePackages } from "./packages";

type PackagesLoader = (
  payload: Payload,
  req?: PayloadRequest,
  locale?: Locale,
) => Promise<ServicePackages>;

const loader = processSlot<PackagesLoader>("service packages loader");

/**
 * The site's facts hold the services' packages, which the services' own collection stores
 * (services/stored-packages.ts). That collection reads these facts in turn, so the server's start
 * hands its reader over (src/start-up/concepts.ts) and the facts never import the services.
 */
export function registerPackagesLoader(load: PackagesLoader) {
  loader.set(load);
}

/** Every service's packages as a visitor reads them, in `locale`'s words. */
export async function loadServicePackages(
  payload: Payload,
  req?: PayloadRequest,
  locale?: Locale,
): Promise<ServicePackages> {
  const load = loader.get();
  if (!load) throw new Error("The services' packages loader is not registered yet");
  return load(payload, req, locale);
}
