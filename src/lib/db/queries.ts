import "server-only";
import { and, count, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb } from "./client";
import {
  deliveries,
  leads,
  pushDevices,
  pushSends,
  reviewOptOuts,
  settings,
  spentFormTokens,
  type DeliveryRow,
  type LeadRow,
  type NewLeadRow,
  type PushDeviceRow,
} from "./schema";

export type DeliveryChannel =
  | "owner_email"
  | "homeowner_email"
  | "webhook"
  | "ntfy"
  | "owner_reminder"
  | "ntfy_reminder"
  | "push"
  | "push_reminder"
  | "review_request"
  | "appointment_homeowner"
  | "appointment_owner"
  | "appointment_reminder";
export type DeliveryStatus =
  "pending" | "sent" | "failed" | "gave_up" | "not_configured" | "skipped";
export type NewDelivery = { channel: DeliveryChannel; status: DeliveryStatus };

/**
 * Stores a lead and its outbox rows in one transaction, spending its form token there too: a
 * token already spent marks this lead as a replay, stored as spam with nothing to deliver.
 */
export async function insertLeadWithDeliveries(
  lead: NewLeadRow,
  outbox: readonly NewDelivery[],
  token?: { id: string; maxAgeMs: number },
  confirmationsPerDay = Infinity,
): Promise<{ id: number; replayed: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const now = new Date();
    let replayed = false;
    if (token) {
      const cutoff = new Date(now.getTime() - token.maxAgeMs).toISOString();
      await tx.delete(spentFormTokens).where(lt(spentFormTokens.spentAt, cutoff));
      const spent = await tx
        .insert(spentFormTokens)
        .values({ tokenId: token.id, spentAt: now.toISOString() })
        .onConflictDoNothing()
        .returning({ tokenId: spentFormTokens.tokenId });
      replayed = spent.length === 0;
    }
    const values: NewLeadRow = replayed
      ? { ...lead, isSpam: true, status: "spam", spamVerdict: "replayed" }
      : lead;
    const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
    if (!row) throw new Error("Lead insert returned no id");
    if (outbox.length && !replayed) {
      // Counted after the lead insert, which holds the write lock: concurrent submits queue here.
      const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
      const [recent] = await tx
        .select({ n: count() })
        .from(deliveries)
        .innerJoin(leads, eq(leads.id, deliveries.leadId))
        .where(
          and(
            eq(deliveries.channel, "homeowner_email"),
            inArray(deliveries.status, ["pending", "sent", "failed", "not_configured"]),
            sql`lower(${leads.email}) = lower(${lead.email})`,
            gte(leads.createdAt, since),
            sql`${leads.id} <> ${row.id}`,
          ),
        );
      const capped = (recent?.n ?? 0) >= confirmationsPerDay;
      await tx.insert(deliveries).values(
        outbox.map((d) => ({
          leadId: row.id,
          channel: d.channel,
          status: capped && d.channel === "homeowner_email" ? "skipped" : d.status,
          nextAttemptAt: now.toISOString(),
        })),
      );
    }
    return { id: row.id, replayed };
  });
}

export async function getLead(id: number): Promise<LeadRow | undefined> {
  const db = await getDb();
  return db.query.leads.findFirst({ where: eq(leads.id, id) });
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

export async function markDeliverySent(id: number, attempts: number) {
  const db = await getDb();
  const now = new Date().toISOString();
  await db
    .update(deliveries)
    .set({
      status: "sent",
      attempts,
      sentAt: now,
      lastError: null,
      lockedUntil: null,
      nextAttemptAt: null,
    })
    .where(eq(deliveries.id, id));
}

export async function markDeliveryFailed(
  id: number,
  attempts: number,
  error: string,
  nextAttemptAt: Date,
) {
  const db = await getDb();
  await db
    .update(deliveries)
    .set({
      status: "failed",
      attempts,
      lastError: error.slice(0, 1000),
      nextAttemptAt: nextAttemptAt.toISOString(),
      lockedUntil: null,
    })
    .where(eq(deliveries.id, id));
}

/** A delivery that cannot succeed: no more automatic tries; the admin offers "Retry now". */
export async function markDeliveryGaveUp(id: number, attempts: number, error: string) {
  const db = await getDb();
  await db
    .update(deliveries)
    .set({
      status: "gave_up",
      attempts,
      lastError: error.slice(0, 1000),
      nextAttemptAt: null,
      lockedUntil: null,
    })
    .where(eq(deliveries.id, id));
}

/**
 * New leads sent since `since` that no one has answered and that had no reminder yet, oldest
 * first: the ones the response clock may have to remind the owners of.
 */
export async function leadsAwaitingReminder(since: string, limit = 50): Promise<LeadRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.status, "new"),
        eq(leads.isSpam, false),
        isNull(leads.firstResponseAt),
        isNull(leads.reminderSentAt),
        gte(leads.createdAt, since),
      ),
    )
    .orderBy(leads.createdAt)
    .limit(limit);
}

/**
 * Marks a lead reminded and queues its reminder deliveries, in one transaction. Only the first
 * caller marks it (the update holds its own condition), so two servers never remind twice;
 * a lead answered in between is left alone. Returns whether this call queued the reminder.
 */
export async function queueReminder(
  leadId: number,
  channels: readonly DeliveryChannel[],
  now: Date,
): Promise<boolean> {
  const db = await getDb();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(leads)
      .set({ reminderSentAt: at })
      .where(
        and(
          eq(leads.id, leadId),
          eq(leads.status, "new"),
          isNull(leads.firstResponseAt),
          isNull(leads.reminderSentAt),
        ),
      )
      .returning({ id: leads.id });
    if (!marked.length) return false;
    if (channels.length)
      await tx
        .insert(deliveries)
        .values(
          channels.map((channel) => ({ leadId, channel, status: "pending", nextAttemptAt: at })),
        );
    return true;
  });
}

/** Leads that are not spam, sent since `since`, oldest first: what the owner's dashboard counts. */
export async function leadsSince(since: string): Promise<LeadRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.isSpam, false), gte(leads.createdAt, since)))
    .orderBy(leads.createdAt);
}

/** Leads still New (none answered them yet), oldest first, and how many there are in all. */
export async function leadsWaiting(limit: number): Promise<{ leads: LeadRow[]; total: number }> {
  const db = await getDb();
  const waiting = and(eq(leads.status, "new"), eq(leads.isSpam, false));
  const [rows, [counted]] = await Promise.all([
    db.select().from(leads).where(waiting).orderBy(leads.createdAt).limit(limit),
    db.select({ n: count() }).from(leads).where(waiting),
  ]);
  return { leads: rows, total: counted?.n ?? 0 };
}

export type ReviewRequestOutcome = "queued" | "already_asked" | "opted_out" | "not_won";

/**
 * Queues the one review request of a Won lead, in one transaction: the lead is marked asked only
 * if no one asked before (so a second click, or a second server, sends nothing) and its address
 * has not opted out of review requests.
 */
export async function queueReviewRequest(leadId: number, now: Date): Promise<ReviewRequestOutcome> {
  const db = await getDb();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ email: leads.email, status: leads.status, asked: leads.reviewRequestedAt })
      .from(leads)
      .where(eq(leads.id, leadId));
    if (!lead || lead.status !== "won") return "not_won";
    if (lead.asked) return "already_asked";
    const [optedOut] = await tx
      .select({ email: reviewOptOuts.email })
      .from(reviewOptOuts)
      .where(eq(reviewOptOuts.email, lead.email.trim().toLowerCase()));
    if (optedOut) return "opted_out";
    const marked = await tx
      .update(leads)
      .set({ reviewRequestedAt: at })
      .where(and(eq(leads.id, leadId), isNull(leads.reviewRequestedAt)))
      .returning({ id: leads.id });
    if (!marked.length) return "already_asked";
    await tx
      .insert(deliveries)
      .values({ leadId, channel: "review_request", status: "pending", nextAttemptAt: at });
    return "queued";
  });
}

/** Records that an address wants no more review requests; saying it twice changes nothing. */
export async function optOutOfReviews(email: string, now = new Date()) {
  const db = await getDb();
  await db
    .insert(reviewOptOuts)
    .values({ email: email.trim().toLowerCase(), optedOutAt: now.toISOString() })
    .onConflictDoNothing();
}

export async function hasOptedOutOfReviews(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ email: reviewOptOuts.email })
    .from(reviewOptOuts)
    .where(eq(reviewOptOuts.email, email.trim().toLowerCase()));
  return Boolean(row);
}

/** A delivery that must not go out after all (its address opted out meanwhile). */
export async function markDeliverySkipped(id: number, attempts: number, reason: string) {
  const db = await getDb();
  await db
    .update(deliveries)
    .set({ status: "skipped", attempts, lastError: reason, lockedUntil: null })
    .where(eq(deliveries.id, id));
}

/** When a channel becomes configured (e.g. SMTP_URL set and the server restarted), queue what waited. */
export async function queueNotConfigured(channels: readonly DeliveryChannel[]) {
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

export async function getDeliveriesForLead(leadId: number): Promise<DeliveryRow[]> {
  const db = await getDb();
  return db.select().from(deliveries).where(eq(deliveries.leadId, leadId)).orderBy(deliveries.id);
}

/** Full rows of the given leads, in the order given (the admin's list decides which and how). */
export async function listLeadsByIds(ids: readonly number[]): Promise<LeadRow[]> {
  const db = await getDb();
  const rows: LeadRow[] = [];
  // SQLite caps the parameters of one statement.
  for (let at = 0; at < ids.length; at += 500)
    rows.push(
      ...(await db
        .select()
        .from(leads)
        .where(inArray(leads.id, ids.slice(at, at + 500)))),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getSetting(key: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Inserts the value unless one exists, and returns whichever value won (safe across instances). */
export async function getOrCreateSetting(key: string, create: () => string): Promise<string> {
  const stored = await getSetting(key);
  if (stored !== undefined) return stored;
  const db = await getDb();
  // Two servers may make one at once: the first stored wins, and both read it back.
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const value = await getSetting(key);
  if (value === undefined) throw new Error(`Setting ${key} could not be stored`);
  return value;
}

/** Health check: the database answers a query. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.run(sql`select 1`);
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

export type NewPushDevice = Pick<
  PushDeviceRow,
  "userId" | "endpoint" | "p256dh" | "auth" | "label"
>;

/**
 * Turns alerts on for a device. A browser has one subscription per endpoint: turning alerts on
 * again (or as another account on the same browser) updates that row instead of adding a second
 * one, so a device never gets an alert twice.
 */
export async function savePushDevice(device: NewPushDevice): Promise<PushDeviceRow> {
  const db = await getDb();
  const [row] = await db
    .insert(pushDevices)
    .values(device)
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: { userId: device.userId, p256dh: device.p256dh, auth: device.auth, label: device.label },
    })
    .returning();
  if (!row) throw new Error("The device could not be stored");
  return row;
}

/** An account's devices, or every device when `userIds` is omitted, oldest first. */
export async function listPushDevices(userIds?: readonly number[]): Promise<PushDeviceRow[]> {
  const db = await getDb();
  if (userIds && !userIds.length) return [];
  return db
    .select()
    .from(pushDevices)
    .where(userIds ? inArray(pushDevices.userId, [...userIds]) : undefined)
    .orderBy(pushDevices.id);
}

export async function countPushDevices(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(pushDevices);
  return row?.n ?? 0;
}

/** Removes a device; with `userId`, only if it is that account's. Returns whether one went. */
export async function removePushDevice(id: number, userId?: number): Promise<boolean> {
  const db = await getDb();
  const removed = await db
    .delete(pushDevices)
    .where(
      userId === undefined
        ? eq(pushDevices.id, id)
        : and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)),
    )
    .returning({ id: pushDevices.id });
  return removed.length > 0;
}

/** The devices one push delivery already reached. */
export async function pushSendsOf(deliveryId: number): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db
    .select({ deviceId: pushSends.deviceId })
    .from(pushSends)
    .where(eq(pushSends.deliveryId, deliveryId));
  return new Set(rows.map((row) => row.deviceId));
}

/** Records that a delivery reached a device (the push service took it): its refusals are over. */
export async function recordPushSend(deliveryId: number, deviceId: number, at = new Date()) {
  const db = await getDb();
  const sentAt = at.toISOString();
  await db.transaction(async (tx) => {
    await tx.insert(pushSends).values({ deliveryId, deviceId, sentAt }).onConflictDoNothing();
    await tx
      .update(pushDevices)
      .set({ lastAlertAt: sentAt, failures: 0, lastFailure: null, lastFailureAt: null })
      .where(eq(pushDevices.id, deviceId));
  });
}

/**
 * Records that a device's push service refused an alert for good; at `limit` refusals in a row
 * the device is removed. Returns whether it was.
 */
export async function recordPushRefusal(
  deviceId: number,
  reason: string,
  limit: number,
  at = new Date(),
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pushDevices)
      .set({
        failures: sql`${pushDevices.failures} + 1`,
        lastFailure: reason,
        lastFailureAt: at.toISOString(),
      })
      .where(eq(pushDevices.id, deviceId))
      .returning({ failures: pushDevices.failures });
    if (!row || row.failures < limit) return false;
    await tx.delete(pushDevices).where(eq(pushDevices.id, deviceId));
    return true;
  });
}
