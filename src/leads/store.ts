import "server-only";
import { and, count, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { deliveries } from "@/lib/outbox/tables";
import { leads, spentFormTokens, type LeadRow, type NewLeadRow } from "@/leads/tables";
import { deliveriesOf, queueDeliveries, type DeliveryStatus } from "@/lib/outbox/store";
import type { LeadChannelId } from "./delivery/channel-ids";
import { LEAD_SUBJECT, ofLead } from "./delivery/subject";

/** A delivery a new lead queues, and whether it can go out now. */
export type NewDelivery = { channel: LeadChannelId; status: DeliveryStatus };

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
        .innerJoin(leads, eq(leads.id, deliveries.subjectId))
        .where(
          and(
            eq(deliveries.subject, LEAD_SUBJECT),
            eq(deliveries.channel, "homeowner_email"),
            inArray(deliveries.status, ["pending", "sent", "failed", "not_configured"]),
            sql`lower(${leads.email}) = lower(${lead.email})`,
            gte(leads.createdAt, since),
            sql`${leads.id} <> ${row.id}`,
          ),
        );
      const capped = (recent?.n ?? 0) >= confirmationsPerDay;
      const queued = outbox.map((d) => ({
        channel: d.channel,
        status: capped && d.channel === "homeowner_email" ? ("skipped" as const) : d.status,
      }));
      await queueDeliveries(tx, ofLead(row.id), queued, now);
    }
    return { id: row.id, replayed };
  });
}

export async function getLead(id: number): Promise<LeadRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row;
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
  channels: readonly LeadChannelId[],
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
    const queued = channels.map((channel) => ({ channel, status: "pending" as const }));
    await queueDeliveries(tx, ofLead(leadId), queued, now);
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

/** All of a lead's deliveries, its appointments' included (their subject is the lead too). */
export const getDeliveriesForLead = (leadId: number) => deliveriesOf(ofLead(leadId));

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
