import "server-only";
import webpush from "web-push";
import { serverEnv } from "@/lib/env";
import { getOrCreateSetting } from "@/lib/db/settings";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

const SETTING = "vapid_keys";

/**
 * The key pair that signs our push alerts: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * otherwise one pair generated on first use and kept in the lead store, so every server and
 * every restart signs with the same key (a device subscribed under one key ignores another).
 */
export async function vapidKeys(): Promise<Omit<VapidDetails, "subject">> {
  const env = serverEnv();
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const stored = JSON.parse(
    await getOrCreateSetting(SETTING, () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as Omit<VapidDetails, "subject">;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/** The keys and who push services may write to about our alerts (by default the business). */
export async function vapidDetails(): Promise<VapidDetails> {
  const subject =
    serverEnv().VAPID_SUBJECT ?? `mailto:${(await factsForDeliveries()).business.email}`;
  return { subject, ...(await vapidKeys()) };
}
