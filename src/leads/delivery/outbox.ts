import "server-only";
import { serverEnv } from "@/lib/env";
import { describeDbError } from "@/lib/db/errors";
import {
  claimDueDeliveries,
  getLead,
  markDeliveryFailed,
  hasOptedOutOfReviews,
  markDeliveryGaveUp,
  markDeliverySkipped,
  markDeliverySent,
  queueNotConfigured,
  type DeliveryChannel,
} from "@/lib/db/queries";
import type { DeliveryRow, LeadRow } from "@/lib/db/schema";
import type { SiteFacts } from "@/business/site-facts";
import { reviewOptOutUrl } from "@/leads/review-request/opt-out-link";
import { reviewRequestEmail } from "@/leads/review-request/email";
import { configuredChannels, deliveryConfig } from "./delivery-config";
import { sendEmail } from "@/lib/mail/smtp";
import { bookingOfferFor } from "./booking-offer";
import { mailOfChannel, registeredMailChannels, runOutboxJobs } from "./registered-mail";
import { homeownerConfirmation, ownerNotification, ownerReminder } from "./mail";
import { factsForDeliveries } from "./sender-facts";
import { leadAdminUrl, leadAlertText, reminderAlertText } from "./alert-text";
import { ntfyAlert, ntfyReminder, postNtfyAlert } from "./ntfy";
import { deliverPush } from "@/leads/push/send";
import { queueDueReminders, waitedMinutes } from "@/leads/response-clock/reminders";
import { waitText } from "@/leads/response-clock/business-minutes";
import { postWebhook } from "./webhook";

const MAX_BACKOFF_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min ... capped at an hour: a dead SMTP server is retried until it is back. */
export function backoffMs(attempts: number, baseMs = serverEnv().OUTBOX_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * The same Message-ID on every attempt of one delivery: if a crash lands between the SMTP
 * server's "accepted" and our "sent", the resend is folded into the first copy by mail clients.
 */
export function deliveryMessageId(
  row: Pick<DeliveryRow, "id" | "leadId" | "channel">,
  from: string,
) {
  const domain = from.split("@")[1]?.replace(/[^A-Za-z0-9.-]/g, "") || "localhost";
  return `<lead-${row.leadId}.${row.channel.replace(/_/g, "-")}.${row.id}@${domain}>`;
}

/** A refusal that retrying cannot fix: an SMTP 5xx answer, or an HTTP 4xx other than 408/429. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === "number") return code >= 500 && code < 600;
  const status = (error as { status?: unknown } | null)?.status;
  return (
    typeof status === "number" && status >= 400 && status < 500 && ![408, 429].includes(status)
  );
}

/** Sends one delivery; returns why it was skipped when there was nothing to send. */
async function deliver(row: DeliveryRow, lead: LeadRow): Promise<string | undefined> {
  const channel = row.channel as DeliveryChannel;
  const config = deliveryConfig();
  const key = `delivery-${row.id}`;
  if (channel === "push" || channel === "push_reminder") {
    const tag = `lead-${lead.id}`;
    return channel === "push"
      ? deliverPush(row.id, { ...leadAlertText(lead), tag }, "everyone")
      : deliverPush(
          row.id,
          { ...reminderAlertText(lead, await waitedMinutes(lead)), tag },
          "owners",
        );
  }
  if (channel === "ntfy" || channel === "ntfy_reminder") {
    if (!config.ntfyUrl) throw new Error("NTFY_URL is not set");
    const waited = channel === "ntfy_reminder" ? await waitedMinutes(lead) : 0;
    const message =
      channel === "ntfy"
        ? (topic: string) => ntfyAlert(lead, topic)
        : (topic: string) => ntfyReminder(lead, topic, waited);
    return void (await postNtfyAlert(config.ntfyUrl, config.ntfyToken, message, key));
  }
  if (channel === "webhook") {
    if (!config.webhookUrl) throw new Error("LEAD_WEBHOOK_URL is not set");
    return void (await postWebhook(config.webhookUrl, config.webhookSecret, lead, key));
  }
  if (!config.smtpUrl) throw new Error("SMTP_URL is not set");
  const facts = await factsForDeliveries(lead.language);
  if (channel === "review_request") return sendReviewRequest(row, lead, facts, config.smtpUrl);
  const mailFrom = config.mailFrom ?? facts.business.email;
  const owner = config.notifyTo ?? facts.business.email;
  const registered = mailOfChannel(channel);
  const made = registered
    ? await registered(row, lead, { facts, from: mailFrom, owner }, new Date())
    : channel === "owner_email"
      ? ownerNotification(lead, owner)
      : channel === "owner_reminder"
        ? ownerReminder(lead, owner, waitText(await waitedMinutes(lead)), leadAdminUrl(lead))
        : homeownerConfirmation(lead, facts, await bookingOfferFor(lead));
  if ("skip" in made) return made.skip;
  const email = made;
  await sendEmail(
    config.smtpUrl,
    { address: mailFrom, name: facts.business.name },
    email,
    deliveryMessageId(row, mailFrom),
  );
}

/** A review request is not sent to an address that opted out after it was queued. */
async function sendReviewRequest(
  row: DeliveryRow,
  lead: LeadRow,
  facts: SiteFacts,
  smtpUrl: string,
) {
  const reviewUrl = facts.business.followUp.reviewUrl;
  if (!reviewUrl) throw new Error("The business facts have no review link");
  if (await hasOptedOutOfReviews(lead.email)) return "The homeowner opted out of review requests";
  const mailFrom = deliveryConfig().mailFrom ?? facts.business.email;
  const optOutUrl = await reviewOptOutUrl(lead.email, lead.language);
  const email = reviewRequestEmail(lead, facts, reviewUrl, optOutUrl);
  await sendEmail(
    smtpUrl,
    { address: mailFrom, name: facts.business.name },
    email,
    deliveryMessageId(row, mailFrom),
  );
}

async function attempt(row: DeliveryRow) {
  const attempts = row.attempts + 1;
  try {
    const lead = await getLead(row.leadId);
    if (!lead) throw new Error(`Lead ${row.leadId} not found`);
    const skipped = await deliver(row, lead);
    if (skipped) return await markDeliverySkipped(row.id, attempts, skipped);
    await markDeliverySent(row.id, attempts);
  } catch (error) {
    // A refusing mail server may quote the recipient's address: keep only the error's kind.
    const message = describeDbError(error);
    const giveUp = isPermanentFailure(error) || attempts >= serverEnv().OUTBOX_MAX_ATTEMPTS;
    console.error(
      `Delivery ${row.id} (${row.channel}) of lead ${row.leadId} failed, attempt ${attempts}${giveUp ? ", giving up (the admin offers Retry now)" : ""}: ${message}`,
    );
    if (giveUp) await markDeliveryGaveUp(row.id, attempts, message);
    else
      await markDeliveryFailed(
        row.id,
        attempts,
        message,
        new Date(Date.now() + backoffMs(attempts)),
      );
  }
}

/** Sends every delivery that is due; returns how many were attempted. */
export async function processOutbox(now = new Date()): Promise<number> {
  const due = await claimDueDeliveries(now, serverEnv().OUTBOX_LOCK_MS);
  await Promise.all(due.map(attempt));
  return due.length;
}

type LoopState = {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again?: boolean;
  stopping?: boolean;
};
const loopState = globalThis as typeof globalThis & {
  __outbox?: LoopState;
  /** Set for good when the server shuts down: no delivery may start after that. */
  __outboxClosed?: boolean;
};

/** Runs the outbox now unless a run is under way (then that run goes round once more). */
export function kickOutbox(): Promise<void> {
  const state = (loopState.__outbox ??= {});
  if (state.stopping || loopState.__outboxClosed) return state.running ?? Promise.resolve();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        // A reminder that cannot be queued now (facts not readable yet) is queued next round.
        await queueDueReminders().catch((error: unknown) =>
          console.error(`Reminders could not be queued: ${describeDbError(error)}`),
        );
        await runOutboxJobs();
        await processOutbox();
      } while (state.again && !state.stopping && !loopState.__outboxClosed);
    } catch (error) {
      console.error(`Outbox run failed: ${describeDbError(error)}`);
    } finally {
      state.running = undefined;
    }
  })();
  return state.running;
}

/** Started once per server process: re-queues what waited for configuration, then polls. */
export async function startOutboxLoop(intervalMs = serverEnv().OUTBOX_INTERVAL_MS) {
  const state = (loopState.__outbox ??= {});
  if (state.timer) return;
  const channels = configuredChannels();
  await queueNotConfigured([
    ...(channels.email
      ? (["owner_email", "homeowner_email", ...registeredMailChannels()] as const)
      : []),
    ...(channels.webhook ? (["webhook"] as const) : []),
  ]);
  state.timer = setInterval(() => void kickOutbox(), intervalMs);
  state.timer.unref();
  void kickOutbox();
}

/** Stops the loop (tests start and stop it around each case). */
export function stopOutboxLoop() {
  const state = loopState.__outbox;
  if (state?.timer) clearInterval(state.timer);
  loopState.__outbox = undefined;
}

/**
 * For a graceful stop of the server: takes no delivery from now on and waits, at most `graceMs`,
 * for the ones being sent to finish and be marked, so a graceful stop never leaves a sent e-mail
 * unmarked (and sent again after restart). Returns whether everything in flight finished.
 */
export async function shutDownOutbox(graceMs: number): Promise<boolean> {
  loopState.__outboxClosed = true;
  const state = loopState.__outbox;
  if (!state) return true;
  state.stopping = true;
  if (state.timer) clearInterval(state.timer);
  const running = state.running;
  if (!running) return true;
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    running.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
  ]);
  clearTimeout(timer);
  return finished;
}
