import "server-only";
import { and, eq, inArray, isNull, lt, lte, or, sql, type SQLWrapper } from "drizzle-orm";
import { getDb, type DbTransaction as Transaction } from "@/lib/db/client";
import { deliveries, type DeliveryRow } from "@/lib/outbox/tables";

export type DeliveryStatus =
  "pending" | "sent" | "failed" | "gave_up" | "not_configured" | "skipped";

/** What a subject's owner names its deliveries by (see tables.ts). */
export type DeliverySubject = { subject: string; subjectId: number };

/**
 * Queues deliveries about one subject, due now, in the caller's transaction: they are stored
 * with the change that calls for them or not at all. Returns their ids, in order.
 */
export async function queueDeliveries(
  tx: Transaction,
  about: DeliverySubject,
  queued: readonly { channel: string; status: DeliveryStatus }[],
  now: Date,
): Promise<number[]> {
  if (!queued.length) return [];
  const rows = await tx
    .insert(deliveries)
    .values(
      queued.map(({ channel, status }) => ({
        ...about,
        channel,
        status,
        nextAttemptAt: now.toISOString(),
      })),
    )
    .returning({ id: deliveries.id });
  return rows.map((row) => row.id);
}

/** Every delivery of one subject, oldest first: what the admin lists on the subject's page. */
export async function deliveriesOf({
  subject,
  subjectId,
}: DeliverySubject): Promise<DeliveryRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.subject, subject), eq(deliveries.subjectId, subjectId)))
    .orderBy(deliveries.id);
}

/**
 * Sets aside, in the caller's transaction, the deliveries among `ids` on `channels` that have
 * not gone out yet, because a later message tells what they would. One being sent right now
 * finishes as sent.
 */
export async function setAsideWaiting(
  tx: Transaction,
  ids: SQLWrapper,
  channels: readonly string[],
  now: Date,
) {
  await tx
    .update(deliveries)
    .set({ status: "skipped", lastError: "Replaced by a later message", lockedUntil: null })
    .where(
      and(
        inArray(deliveries.id, ids),
        inArray(deliveries.channel, [...channels]),
        inArray(deliveries.status, ["pending", "failed", "not_configured"]),
        or(isNull(deliveries.lockedUntil), lte(deliveries.lockedUntil, now.toISOString())),
      ),
    );
}

/**
 * Claims due deliveries for this worker: a claim sets a lock time, and only rows whose lock has
 * expired can be claimed, so two loops (or two servers) never send the same message twice at once.
 */
export async function claimDueDeliveries(
  now: Date,
  lockMs: number,
  limit = 20,
): Promise<DeliveryRow[]> {
  const db = await getDb();
  const nowIso = now.toISOString();
  const due = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.status, ["pending", "failed"]),
        lte(deliveries.nextAttemptAt, nowIso),
        or(isNull(deliveries.lockedUntil), lte(deliveries.lockedUntil, nowIso)),
      ),
    )
    .orderBy(deliveries.nextAttemptAt)
    .limit(limit);
  const claimed: DeliveryRow[] = [];
  const lockedUntil = new Date(now.getTime() + lockMs).toISOString();
  for (const { id } of due) {
    const [row] = await db
      .update(deliveries)
      .set({ lockedUntil })
      .where(
        and(
          eq(deliveries.id, id),
          or(isNull(deliveries.lockedUntil), lte(deliveries.lockedUntil, nowIso)),
        ),
      )
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}

/** What one attempt came to: the fields it sets as the worker lets go of the delivery. */
type Outcome = Pick<
  typeof deliveries.$inferInsert,
  "attempts" | "lastError" | "nextAttemptAt" | "sentAt"
> & { status: DeliveryStatus };

/** Every outcome also ends the claim, so the next loop sees the delivery as it now stands. */
async function settle(id: number, outcome: Outcome) {
  const db = await getDb();
  await db
    .update(deliveries)
    .set({ ...outcome, lockedUntil: null })
    .where(eq(deliveries.id, id));
}

export async function markDeliverySent(id: number, attempts: number) {
  await settle(id, {
    status: "sent",
    attempts,
    sentAt: new Date().toISOString(),
    lastError: null,
    nextAttemptAt: null,
  });
}

export async function markDeliveryFailed(
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
) {
  await settle(id, {
    status: "failed",
    attempts,
    lastError: error.slice(0, 1000),
    nextAttemptAt: nextAttemptAt.toISOString(),
  });
}

/** A delivery that cannot succeed: no more automatic tries; the admin offers "Retry now". */
export async function markDeliveryGaveUp(id: number, attempts: number, error: string) {
  await settle(id, {
    status: "gave_up",
    attempts,
    lastError: error.slice(0, 1000),
    nextAttemptAt: null,
  });
}

/** A delivery that must not go out after all (its address opted out meanwhile). */
export async function markDeliverySkipped(id: number, attempts: number, reason: string) {
  await settle(id, { status: "skipped", attempts, lastError: reason });
}

/** When a channel becomes configured (e.g. SMTP_URL set and the server restarted), queue what waited. */
export async function queueNotConfigured(channels: readonly string[]) {
  if (!channels.length) return;
  const db = await getDb();
  await db
    .update(deliveries)
    .set({ status: "pending", nextAttemptAt: new Date().toISOString() })
    .where(
      and(eq(deliveries.status, "not_configured"), inArray(deliveries.channel, [...channels])),
    );
}

/** Due now, for the owner's manual "retry now". */
export async function retryDeliveryNow(id: number) {
  const db = await getDb();
  await db
    .update(deliveries)
    .set({ status: "pending", nextAttemptAt: new Date().toISOString(), lockedUntil: null })
    .where(
      and(eq(deliveries.id, id), inArray(deliveries.status, ["failed", "gave_up", "pending"])),
    );
}

/**
 * Deliveries that need a person: failed ones (retrying or given up) and pending ones that should
 * have gone out `overdueMs` ago, with the age of the oldest in seconds.
 */
export async function outboxProblems(
  now: Date,
  overdueMs: number,
): Promise<{ failed: number; overdue: number; oldestAgeSeconds: number | null }> {
  const db = await getDb();
  const overdueBefore = new Date(now.getTime() - overdueMs).toISOString();
  const [row] = await db
    .select({
      failed: sql<number>`coalesce(sum(${deliveries.status} in ('failed', 'gave_up')), 0)`,
      overdue: sql<number>`coalesce(sum(${deliveries.status} = 'pending' and ${deliveries.nextAttemptAt} < ${overdueBefore}), 0)`,
      oldest: sql<string | null>`min(${deliveries.createdAt})`,
    })
    .from(deliveries)
    .where(
      or(
        inArray(deliveries.status, ["failed", "gave_up"]),
        and(eq(deliveries.status, "pending"), lt(deliveries.nextAttemptAt, overdueBefore)),
      ),
    );
  const oldest = row?.oldest ? Date.parse(row.oldest) : NaN;
  return {
    failed: Number(row?.failed ?? 0),
    overdue: Number(row?.overdue ?? 0),
    oldestAgeSeconds: Number.isNaN(oldest) ? null : Math.round((now.getTime() - oldest) / 1000),
  };
}
