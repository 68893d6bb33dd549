import "server-only";
import {
  claimDueDeliveries,
  getLead,
  markDeliveryFailed,
  markDeliverySent,
  queueNotConfigured,
  type DeliveryChannel,
} from "@/lib/db/queries";
import type { DeliveryRow, LeadRow } from "@/lib/db/schema";
import { deliveryConfig } from "./delivery-config";
import { homeownerConfirmation, ownerNotification, sendEmail } from "./mail";
import { postWebhook } from "./webhook";

const LOCK_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min ... capped at an hour: a dead SMTP server is retried until it is back. */
export function backoffMs(
  attempts: number,
  baseMs = Number(process.env.OUTBOX_RETRY_BASE_MS ?? 30_000),
): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

async function deliver(channel: DeliveryChannel, lead: LeadRow) {
  const config = deliveryConfig();
  if (channel === "webhook") {
    if (!config.webhookUrl) throw new Error("LEAD_WEBHOOK_URL is not set");
    return postWebhook(config.webhookUrl, config.webhookSecret, lead);
  }
  if (!config.smtpUrl) throw new Error("SMTP_URL is not set");
  const email =
    channel === "owner_email"
      ? ownerNotification(lead, config.notifyTo)
      : homeownerConfirmation(lead);
  return sendEmail(config.smtpUrl, config.mailFrom, email);
}

async function attempt(row: DeliveryRow) {
  const attempts = row.attempts + 1;
  try {
    const lead = await getLead(row.leadId);
    if (!lead) throw new Error(`Lead ${row.leadId} not found`);
    await deliver(row.channel as DeliveryChannel, lead);
    await markDeliverySent(row.id, attempts);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      `Delivery ${row.id} (${row.channel}) of lead ${row.leadId} failed, attempt ${attempts}: ${message}`,
    );
    await markDeliveryFailed(row.id, attempts, message, new Date(Date.now() + backoffMs(attempts)));
  }
}

/** Sends every delivery that is due; returns how many were attempted. */
export async function processOutbox(now = new Date()): Promise<number> {
  const due = await claimDueDeliveries(now, LOCK_MS);
  await Promise.all(due.map(attempt));
  return due.length;
}

/** Channels that can be sent right now; a lead's other channels are stored as "not configured". */
export function configuredChannels(): { email: boolean; webhook: boolean } {
  const config = deliveryConfig();
  return { email: Boolean(config.smtpUrl), webhook: Boolean(config.webhookUrl) };
}

const loopState = globalThis as typeof globalThis & {
  __outbox?: { timer?: NodeJS.Timeout; running?: Promise<void>; again?: boolean };
};

/** Runs the outbox now unless a run is under way (then that run goes round once more). */
export function kickOutbox(): Promise<void> {
  const state = (loopState.__outbox ??= {});
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await processOutbox();
      } while (state.again);
    } catch (error) {
      console.error("Outbox run failed:", error);
    } finally {
      state.running = undefined;
    }
  })();
  return state.running;
}

/** Started once per server process: re-queues what waited for configuration, then polls. */
export async function startOutboxLoop(
  intervalMs = Number(process.env.OUTBOX_INTERVAL_MS ?? 15_000),
) {
  const state = (loopState.__outbox ??= {});
  if (state.timer) return;
  const channels = configuredChannels();
  await queueNotConfigured([
    ...(channels.email ? (["owner_email", "homeowner_email"] as const) : []),
    ...(channels.webhook ? (["webhook"] as const) : []),
  ]);
  state.timer = setInterval(() => void kickOutbox(), intervalMs);
  state.timer.unref();
  void kickOutbox();
}

export function stopOutboxLoop() {
  const state = loopState.__outbox;
  if (state?.timer) clearInterval(state.timer);
  loopState.__outbox = undefined;
}
