import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { queueDeliveries } from "@/lib/outbox/store";
import { leads, reviewOptOuts } from "@/leads/tables";
import { ofLead } from "../delivery/subject";

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
    await queueDeliveries(
      tx,
      ofLead(leadId),
      [{ channel: "review_request", status: "pending" }],
      now,
    );
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
