import "server-only";
import { leadsAwaitingReminder, queueReminder } from "@/leads/store";
import type { LeadChannelId } from "@/leads/delivery/channel-ids";
import type { LeadRow } from "@/leads/tables";
import { configuredChannels } from "@/leads/delivery/delivery-config";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { hasAlertDevices } from "@/leads/push/send";
import { businessMinutesBetween } from "@/business";

/**
 * Only leads sent within this window are reminded of: a server started with old unanswered
 * leads in its database (an upgrade, a restore) does not page the owner for each of them.
 */
const REMINDER_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** The reminder goes by every way to reach the owners that is set up now. */
async function reminderChannels(): Promise<LeadChannelId[]> {
  const channels = configuredChannels();
  return [
    ...(channels.email ? (["owner_reminder"] as const) : []),
    ...(channels.ntfy ? (["ntfy_reminder"] as const) : []),
    ...((await hasAlertDevices()) ? (["push_reminder"] as const) : []),
  ];
}

/** How long a lead has waited for its first answer, in minutes of the business's opening hours. */
export async function waitedMinutes(lead: Pick<LeadRow, "createdAt">, now = new Date()) {
  const { business } = await factsForDeliveries();
  return businessMinutesBetween(new Date(lead.createdAt), now, business.hours.structured);
}

/**
 * Queues one "Still waiting" reminder for each lead still New, unanswered, after the owner's
 * delay (business facts, in opening hours). Run by the outbox before each round; a lead is
 * reminded once, whichever server gets there first. Returns how many were queued.
 */
export async function queueDueReminders(now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - REMINDER_WINDOW_MS).toISOString();
  const candidates = await leadsAwaitingReminder(since);
  if (!candidates.length) return 0;
  const { business } = await factsForDeliveries();
  const channels = await reminderChannels();
  let queued = 0;
  for (const lead of candidates) {
    const waited = businessMinutesBetween(new Date(lead.createdAt), now, business.hours.structured);
    if (waited < business.followUp.reminderMinutes) continue;
    if (await queueReminder(lead.id, channels, now)) queued++;
  }
  return queued;
}
