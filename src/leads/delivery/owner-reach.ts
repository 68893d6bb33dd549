import "server-only";
import { deliveryConfig } from "./delivery-config";

/** The ways a new lead can reach the owner, and the setting that turns each on. */
const ownerChannels = [
  {
    key: "email",
    name: "e-mail",
    setting: "SMTP_URL",
    configured: () => Boolean(deliveryConfig().smtpUrl),
  },
  {
    key: "ntfy",
    name: "phone alerts",
    setting: "NTFY_URL",
    configured: () => Boolean(deliveryConfig().ntfyUrl),
  },
] as const;

export type OwnerChannel = (typeof ownerChannels)[number]["key"];

/** Each way to reach the owner, whether it is set up, and the setting that turns it on. */
export const ownerChannelStates = () =>
  ownerChannels.map(({ key, name, setting, configured }) => ({
    key,
    name,
    setting,
    configured: configured(),
  }));

/** Which ways to reach the owner are set up now. */
export function ownerReach() {
  const channels = ownerChannels.filter((channel) => channel.configured()).map((c) => c.name);
  return { reachable: channels.length > 0, channels };
}

/**
 * Why no lead can reach the owner, in a sentence that names the settings to fix it, or null when
 * at least one way works. Leads are stored either way; without this they would reach no one
 * while everything reported "ok".
 */
export function silenceProblem(): string | null {
  if (ownerReach().reachable) return null;
  const settings = ownerChannels.map((c) => `${c.setting} (${c.name})`).join(" or ");
  return `No way to reach the owner is set up: leads are stored but reach no one. Set ${settings}.`;
}
