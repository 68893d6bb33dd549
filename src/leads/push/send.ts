import "server-only";
import webpush, { WebPushError } from "web-push";
import {
  countPushDevices,
  listPushDevices,
  pushSendsOf,
  recordPushRefusal,
  recordPushSend,
  removePushDevice,
} from "@/leads/push/store";
import type { PushDeviceRow } from "@/leads/push/tables";
import type { AlertText } from "@/leads/delivery/alert-text";
import { ownerAccountIds } from "./owner-accounts";
import { vapidDetails } from "./vapid";

const PUSH_TIMEOUT_MS = 8_000;
/** A push service keeps an alert this long for a phone that is off; older news is no news. */
const TTL_SECONDS = 24 * 60 * 60;

/** What the admin's service worker (public/admin-sw.js) shows: one notification per `tag`. */
export type PushMessage = AlertText & { tag: string };

/** Whether any account has turned alerts on for a device: then a lead queues a push delivery. */
export const hasAlertDevices = async () => (await countPushDevices()) > 0;

/** Refusals in a row after which a device is dropped: its alerts cannot be delivered. */
export const PUSH_REFUSALS_BEFORE_REMOVAL = 3;

/** A push service's refusal with its status, which the outbox reads to decide on retrying. */
function refusal(error: unknown): unknown {
  if (!(error instanceof WebPushError)) return error;
  return Object.assign(new Error(`The push service answered HTTP ${error.statusCode}`), {
    status: error.statusCode,
  });
}

/**
 * Whether trying again later could reach the device: the push service did not answer, timed out,
 * failed (5xx) or asked to slow down. Anything else (a redirect, a 4xx, keys that cannot encrypt
 * a message) will fail the same way every time.
 */
function isPassing(error: unknown): boolean {
  if (error instanceof WebPushError)
    return error.statusCode >= 500 || [408, 429].includes(error.statusCode);
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // A network error's code (ECONNREFUSED, ETIMEDOUT…), not one of Node's own (ERR_CRYPTO_…).
  const network = typeof code === "string" && /^E(?!RR_)[A-Z_]+$/.test(code);
  return network || /timeout/i.test(String(message));
}

const reasonOf = (error: unknown) =>
  error instanceof WebPushError
    ? `The push service answered HTTP ${error.statusCode}`
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Sends one message to one device, encrypted for it and signed with our VAPID key. A device
 * whose push service says the subscription ended (404, 410) is removed: "gone". One whose
 * service refuses it for another lasting reason is marked, and removed after
 * PUSH_REFUSALS_BEFORE_REMOVAL refusals in a row: "refused". A passing failure is thrown, for
 * the outbox to try this device again.
 */
export async function pushToDevice(
  device: PushDeviceRow,
  message: PushMessage,
  /** The same on every attempt of one alert: a push service replaces a copy not yet delivered. */
  topic?: string,
): Promise<"sent" | "gone" | "refused"> {
  try {
    await webpush.sendNotification(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      {
        vapidDetails: await vapidDetails(),
        TTL: TTL_SECONDS,
        urgency: "high",
        topic,
        timeout: PUSH_TIMEOUT_MS,
      },
    );
    return "sent";
  } catch (error) {
    if (error instanceof WebPushError && [404, 410].includes(error.statusCode)) {
      await removePushDevice(device.id);
      return "gone";
    }
    if (isPassing(error)) throw refusal(error);
    const removed = await recordPushRefusal(
      device.id,
      reasonOf(error),
      PUSH_REFUSALS_BEFORE_REMOVAL,
    );
    console.warn(
      `Push alert refused for device ${device.id} (${reasonOf(error)})${removed ? "; the device was removed" : ""}`,
    );
    return "refused";
  }
}

/**
 * One push delivery of the outbox: the alert to every device with alerts on (the owners' only,
 * for a reminder), each on its own. Each device reached is recorded at once, so a retry after
 * another device's push service failed for a passing reason reaches only the ones still missing;
 * a device refused for good is marked and does not fail the others' delivery. Returns why nothing
 * was sent, if so.
 */
export async function deliverPush(
  deliveryId: number,
  message: PushMessage,
  to: "everyone" | "owners",
): Promise<string | undefined> {
  const devices = await listPushDevices(to === "owners" ? await ownerAccountIds() : undefined);
  const reached = await pushSendsOf(deliveryId);
  const due = devices.filter((device) => !reached.has(device.id));
  const results = await Promise.allSettled(
    due.map(async (device) => {
      const outcome = await pushToDevice(device, message, `delivery-${deliveryId}`);
      if (outcome === "sent") await recordPushSend(deliveryId, device.id);
      return outcome;
    }),
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  const outcomes = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const sent = reached.size + outcomes.filter((outcome) => outcome === "sent").length;
  if (sent) return undefined;
  if (outcomes.includes("refused")) return "Every device's push service refused the alert";
  return devices.length
    ? "Every device's alerts had been turned off in its browser"
    : "No device has alerts turned on";
}
