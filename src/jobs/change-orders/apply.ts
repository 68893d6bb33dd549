import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { cms } from "@/lib/cms/ready";
import { getDb } from "@/lib/db/client";
import { changeOrderCopyIn } from "./copy";
import { paymentsAfter, scheduleAfter } from "./effects";
import { signatureOfChange } from "./store";
import { changeOrderSignatures } from "./tables";
import { contractOf } from "./contract";

/** A claim older than this is a server that stopped mid-way: another may take the work over. */
const CLAIM_MS = 2 * 60_000;

/** Takes the work of applying one signature, unless it is done or another server has it. */
async function claim(changeOrderId: number, now: Date): Promise<boolean> {
  const db = await getDb();
  const taken = await db
    .update(changeOrderSignatures)
    .set({ claimedAt: now.toISOString() })
    .where(
      and(
        eq(changeOrderSignatures.changeOrderId, changeOrderId),
        isNull(changeOrderSignatures.appliedAt),
        or(
          isNull(changeOrderSignatures.claimedAt),
          lt(changeOrderSignatures.claimedAt, new Date(now.getTime() - CLAIM_MS).toISOString()),
        ),
      ),
    )
    .returning({ id: changeOrderSignatures.id });
  return taken.length > 0;
}

async function markApplied(changeOrderId: number, now: Date) {
  const db = await getDb();
  await db
    .update(changeOrderSignatures)
    .set({ appliedAt: now.toISOString() })
    .where(eq(changeOrderSignatures.changeOrderId, changeOrderId));
}

/**
 * Makes the job follow a signed change order: its contract total moves by the change order's
 * total, the payments take the added payment or the credit, and the phase it changes takes its
 * working days (the dates after it move, with the change order as the reason the homeowner
 * reads). Once per change order: the job keeps the ids it follows in the same save, so a server
 * stopped between that save and the signature's record does not apply it twice.
 */
export async function applyChange(changeOrderId: number, now = new Date()): Promise<boolean> {
  if (!(await claim(changeOrderId, now))) return false;
  const signature = await signatureOfChange(changeOrderId);
  if (!signature) return false;
  const { document } = signature.record;
  const payload = await cms();
  const job = await payload.findByID({
    collection: "jobs",
    id: document.jobId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  const applied = Array.isArray(job?.changeOrdersApplied)
    ? (job.changeOrdersApplied as unknown[]).map(Number)
    : [];
  if (job && !applied.includes(changeOrderId)) {
    const copy = changeOrderCopyIn[job.language ?? "en"];
    const { total } = document.figures;
    const payments = paymentsAfter(
      (job.payments ?? []).map((p) => ({ ...p, receivedOn: p.receivedOn ?? null })),
      total,
      document.paymentTiming,
      copy.paymentTitle(document.number, document.title),
    );
    if (!payments.ok) throw new Error(`Change order ${changeOrderId}: ${payments.problem}`);
    const change = document.schedule;
    // A phase renamed since the signature keeps its days: the office moves it by hand.
    const schedule = change
      ? (scheduleAfter(job.schedule ?? [], change.phase, change.days) ?? job.schedule)
      : job.schedule;
    await payload.update({
      collection: "jobs",
      id: job.id,
      data: {
        contractCents: contractOf(job) + total,
        payments: payments.payments,
        schedule,
        scheduleNote: change ? copy.scheduleNote(document.number, document.title) : null,
        changeOrdersApplied: [...applied, changeOrderId],
      },
      overrideAccess: true,
    });
  }
  await markApplied(changeOrderId, now);
  return true;
}

/**
 * Run before each round of the outbox: every signature not applied yet (its server stopped
 * before it was) is applied now.
 */
export async function applySignedChanges(now = new Date()): Promise<number> {
  const db = await getDb();
  const waiting = await db
    .select({ id: changeOrderSignatures.changeOrderId })
    .from(changeOrderSignatures)
    .where(isNull(changeOrderSignatures.appliedAt));
  let applied = 0;
  for (const { id } of waiting) if (await applyChange(id, now)) applied += 1;
  return applied;
}
