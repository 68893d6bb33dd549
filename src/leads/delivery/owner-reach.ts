import "server-only";
import { hasAlertDevices } from "@/leads/push/send";
import { deliveryConfig } from "./delivery-config";

/** The ways a new lead can reach the owner, and what turns each on. */
const ownerChannels = [
  {
    key: "email",
    name: "e-mail",
    setting: "SMTP_URL",
    configured: async () => Boolean(deliveryConfig().smtpUrl),
  },
  {
    key: "ntfy",
    name: "phone alerts",
    setting: "NTFY_URL",
    configured: async () => Boolean(deliveryConfig().ntfyUrl),
  },
  {
    key: "push",
    name: "alerts on a device",
    setting: "“Alert me on this device” in the admin",
    configured: hasAlertDevices,
  },
] as const;

export type OwnerChannel = (typeof ownerChannels)[number]["key"];

/** Each way to reach the owner, whether it is set up, and what turns it on. */
export const ownerChannelStates = () =>
  Promise.all(
    ownerChannels.map(async ({ key, name, setting, configured }) => ({
      key,
      name,
      setting,
      configured: await configured(),
    })),
  );

/** Which ways to reach the owner are set up now. */
export async function ownerReach() {
  const channels = (await ownerChannelStates()).filter((c) => c.configured).map((c) => c.name);
  return { reachable: channels.length > 0, channels };
}

/**
 * Why no lead can reach the owner, in a sentence that names what fixes it, or null when at least
 * one way works. Leads are stored either way; without this they would reach no one while
 * everything reported "ok".
 */
export async function silenceProblem(): Promise<string | null> {
  if ((await ownerReach()).reachable) return null;
  const [email, ntfy, push] = ownerChannels;
  return `No way to reach the owner is set up: leads are stored but reach no one. Set ${email.setting} (${email.name}) or ${ntfy.setting} (${ntfy.name}), or use ${push.setting}.`;
}
