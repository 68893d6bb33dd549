import "server-only";
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb } from "./client";
import {
  deliveries,
  leadNotes,
  leads,
  settings,
  type DeliveryRow,
  type LeadNoteRow,
  type LeadRow,
  type NewLeadRow,
} from "./schema";

export type DeliveryChannel = "owner_email" | "homeowner_email" | "webhook";
export type DeliveryStatus = "pending" | "sent" | "failed" | "not_configured";
export type NewDelivery = { channel: DeliveryChannel; status: DeliveryStatus };

/** Writes the lead and its outbox rows in one transaction: either both exist or neither does. */
export async function insertLeadWithDeliveries(
  lead: NewLeadRow,
  outbox: readonly NewDelivery[],
): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id });
    if (!row) throw new Error("Lead insert returned no id");
    if (outbox.length) {
      const now = new Date().toISOString();
      await tx.insert(deliveries).values(
        outbox.map((d) => ({
          leadId: row.id,
          channel: d.channel,
          status: d.status,
          nextAttemptAt: now,
        })),
      );
    }
    return row.id;
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
    .where(and(eq(deliveries.id, id), inArray(deliveries.status, ["failed", "pending"])));
}

export async function getDeliveriesForLead(leadId: number): Promise<DeliveryRow[]> {
  const db = await getDb();
  return db.select().from(deliveries).where(eq(deliveries.leadId, leadId)).orderBy(deliveries.id);
}

/** The owner's inbox filter; `createdFrom` is inclusive and `createdBefore` exclusive (UTC ISO). */
export type LeadFilter = {
  status?: string;
  city?: string;
  serviceType?: string;
  createdFrom?: string;
  createdBefore?: string;
  search?: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Name and e-mail contain the term; a phone matches on its digits, however it was typed. */
function searchCondition(term: string): SQL | undefined {
  const pattern = `%${escapeLike(term)}%`;
  const digits = term.replace(/\D/g, "");
  const phoneDigits = sql`replace(replace(replace(replace(replace(replace(${leads.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', ''), '.', '')`;
  return or(
    sql`${leads.fullName} like ${pattern} escape '\\'`,
    sql`${leads.email} like ${pattern} escape '\\'`,
    digits.length >= 3 ? sql`${phoneDigits} like ${`%${digits}%`}` : undefined,
  );
}

function leadConditions(filter: LeadFilter, { withStatus = true } = {}): SQL | undefined {
  return and(
    withStatus && filter.status ? eq(leads.status, filter.status) : undefined,
    filter.city ? eq(leads.city, filter.city) : undefined,
    filter.serviceType
      ? sql`exists (select 1 from json_each(${leads.serviceTypes}) where json_each.value = ${filter.serviceType})`
      : undefined,
    filter.createdFrom ? gte(leads.createdAt, filter.createdFrom) : undefined,
    filter.createdBefore ? lt(leads.createdAt, filter.createdBefore) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

const newestFirst = [desc(leads.createdAt), desc(leads.id)];

/** One page of the inbox, newest first, and how many leads match in all. */
export async function listLeads(
  filter: LeadFilter,
  page: number,
  pageSize: number,
): Promise<{ leads: LeadRow[]; total: number }> {
  const db = await getDb();
  const where = leadConditions(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { leads: rows, total: totals?.total ?? 0 };
}

/** Leads per status under the rest of the filter, so each status tab shows what it would list. */
export async function countLeadsByStatus(filter: LeadFilter): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ status: leads.status, total: count() })
    .from(leads)
    .where(leadConditions(filter, { withStatus: false }))
    .groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

/** Every lead the filter matches, newest first, for the CSV export. */
export async function listLeadsForExport(filter: LeadFilter): Promise<LeadRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(leads)
    .where(leadConditions(filter))
    .orderBy(...newestFirst);
}

/** Returns false when no lead has that id. */
export async function setLeadStatus(id: number, status: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(leads)
    .set({ status, statusChangedAt: new Date().toISOString() })
    .where(eq(leads.id, id))
    .returning({ id: leads.id });
  return rows.length > 0;
}

export async function getNotesForLead(leadId: number): Promise<LeadNoteRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(leadNotes)
    .where(eq(leadNotes.leadId, leadId))
    .orderBy(leadNotes.createdAt, leadNotes.id);
}

/** Returns false when no lead has that id. */
export async function addLeadNote(leadId: number, body: string): Promise<boolean> {
  if (!(await getLead(leadId))) return false;
  const db = await getDb();
  await db.insert(leadNotes).values({ leadId, body });
  return true;
}

export async function getSetting(key: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Inserts the value unless one exists, and returns whichever value won (safe across instances). */
export async function getOrCreateSetting(key: string, create: () => string): Promise<string> {
  const db = await getDb();
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
