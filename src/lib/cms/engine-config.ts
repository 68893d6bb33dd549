import type { SanitizedConfig } from "payload";
import { processSlot } from "@/lib/runtime/process-slot";

type ConfigLoader = () => Promise<SanitizedConfig>;

const configLoader = processSlot<ConfigLoader>("admin configuration");

/**
 * The admin's configuration names every concept's collection, so the platform does not import
 * it: the server's start hands it over (src/start-up/concepts.ts), loaded on first use because it
 * reads the environment the server checks first. A module of its own, so registering it loads
 * nothing of the engine.
 */
export function registerCmsConfig(load: ConfigLoader) {
  configLoader.set(load);
}

export function cmsConfig(): Promise<SanitizedConfig> {
  const load = configLoader.get();
  if (!load) throw new Error("The admin's configuration is not registered yet");
  return load();
}
