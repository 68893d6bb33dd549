import "server-only";
import { and, count, desc, eq, gte } from "drizzle-orm";
import { getDb, type DbTransaction } from "@/lib/db/client";
import { queueDeliveries } from "@/lib/outbox/store";
import { ownerAlertChannels, smtpSetting } from "@/leads/server";
import { ESTIMATE_EVENT_SUBJECT, ownerAlertIds } from "./channel-ids";
import { estimateEvents, type EstimateEventKind } from "./tables";

export type EstimateEventRow = typeof estimateEvents.$inferSelect;

/** Where a homeowner's answer came from, kept with it for the record. */
export type Seen = { clientIp: string | null; userAgent: string | null };

export type NewEvent = {
  estimateId: number;
  revision: number;
  kind: EstimateEventKind;
  note?: string | null;
  seen: Seen;
};

/** The owner's channels to alert now; read before a transaction opens, as it reads the store. */
export const alertChannelsNow = () => ownerAlertChannels(ownerAlertIds);

/**
 * How an e-mail to the homeowner is queued: to go now, or (without SMTP_URL) to wait as "not
 * configured" where the admin shows what is missing, as the owner's alerts do.
 */
export const homeownerMailStatus = () =>
  smtpSetting.isSet() ? ("pending" as const) : ("not_configured" as const);

/** A signature's deliveries: the owner's alerts, and the signed copy to the homeowner. */
export const signedChannelsNow = async () => [
  ...(await alertChannelsNow()),
  { channel: "estimate_copy" as const, status: homeownerMailStatus() },
];

/**
 * Keeps one answer of the homeowner and queues the owner's alerts about it, inside the caller's
 * transaction: the answer is stored and alerted together, or neither.
 */
export async function recordEvent(
  tx: DbTransaction,
  event: NewEvent,
  channels: Awaited<ReturnType<typeof signedChannelsNow>>,
  now: Date,
): Promise<EstimateEventRow> {
  const [row] = await tx
    .insert(estimateEvents)
    .values({
      estimateId: event.estimateId,
      revision: event.revision,
      kind: event.kind,
      note: event.note ?? null,
      clientIp: event.seen.clientIp,
      userAgent: event.seen.userAgent?.slice(0, 400) ?? null,
      createdAt: now.toISOString(),
    })
    .returning();
  await queueDeliveries(tx, { subject: ESTIMATE_EVENT_SUBJECT, subjectId: row!.id }, channels, now);
  return row!;
}

/** Every answer about an estimate, newest first, for the admin. */
export async function eventsOf(estimateId: number): Promise<EstimateEventRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(estimateEvents)
    .where(eq(estimateEvents.estimateId, estimateId))
    .orderBy(desc(estimateEvents.createdAt), desc(estimateEvents.id));
}

/** How many answers of a kind an estimate had since a moment: what bounds a flood of questions. */
export async function eventsSince(estimateId: number, kind: EstimateEventKind, since: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(estimateEvents)
    .where(
      and(
        eq(estimateEvents.estimateId, estimateId),
        eq(estimateEvents.kind, kind),
        gte(estimateEvents.createdAt, since.toISOString()),
      ),
    );
  return row?.n ?? 0;
}
