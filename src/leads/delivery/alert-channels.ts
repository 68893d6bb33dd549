import "server-only";
import type { ChannelSetting, ChannelSpec } from "@/lib/outbox/channel";
import { deliveryKey } from "@/lib/outbox/message-id";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { deliverPush, hasAlertDevices, type PushMessage } from "@/leads/push/send";
import type { AlertText } from "./alert-text";
import { configuredChannels, deliveryConfig } from "./delivery-config";
import { ntfyMessage, postNtfyAlert } from "./ntfy";

export const ntfySetting: ChannelSetting = {
  name: "NTFY_URL",
  isSet: () => Boolean(deliveryConfig().ntfyUrl),
};

/** Why a device alert reached no one, as the push sender recorded it (leads/push/send.ts). */
const noDevice = (reason: string | null) =>
  `Not sent: ${(reason ?? "no device had alerts on").replace(/^./, (c) => c.toLowerCase())}`;

/**
 * A phone alert through the ntfy topic of NTFY_URL. `alertOf` says what it holds, within the
 * limits of alert-text.ts: whoever knows a topic's name can read it.
 */
export const ntfyChannel = (
  label: string,
  tag: string,
  alertOf: (delivery: DeliveryRow) => Promise<AlertText>,
): ChannelSpec => ({
  label,
  needs: ntfySetting,
  send: async (delivery) => {
    const { ntfyUrl, ntfyToken } = deliveryConfig();
    if (!ntfyUrl) throw new Error("NTFY_URL is not set");
    const text = await alertOf(delivery);
    await postNtfyAlert(
      ntfyUrl,
      ntfyToken,
      (topic) => ntfyMessage(text, topic, tag),
      deliveryKey(delivery),
    );
    return undefined;
  },
});

/** An alert to the devices that turned alerts on (everyone's, or the owners' only). */
export const pushChannel = (
  label: string,
  to: "everyone" | "owners",
  alertOf: (delivery: DeliveryRow) => Promise<PushMessage>,
): ChannelSpec => ({
  label,
  send: async (delivery) => deliverPush(delivery.id, await alertOf(delivery), to),
  skipped: (delivery) => noDevice(delivery.lastError),
});

/**
 * The owner's channels that can carry an alert now, as a subject queues them: e-mail (stored as
 * "not configured" without SMTP, so the admin shows what is missing), the ntfy topic and the
 * devices with alerts on when there are any.
 */
export async function ownerAlertChannels<Id extends string>(ids: {
  email: Id;
  ntfy: Id;
  push: Id;
}): Promise<{ channel: Id; status: "pending" | "not_configured" }[]> {
  const channels = configuredChannels();
  return [
    { channel: ids.email, status: channels.email ? "pending" : "not_configured" },
    ...(channels.ntfy ? [{ channel: ids.ntfy, status: "pending" as const }] : []),
    ...((await hasAlertDevices()) ? [{ channel: ids.push, status: "pending" as const }] : []),
  ];
}
