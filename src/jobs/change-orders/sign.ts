import "server-only";
import { and, eq } from "drizzle-orm";
import { cms } from "@/lib/cms/ready";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import type { Locale } from "@/lib/i18n/locale";
import { applyChange } from "./apply";
import { contractOf } from "./contract";
import { changeOrderCopyIn } from "./copy";
import type { SignedChangeOrder } from "./document";
import { paymentsAfter } from "./effects";
import { changeOrderView, recordText, sha256Of, type ChangeOrderView } from "./store";
import { changeOrderRows, changeOrderSignatures } from "./tables";

export const changeRefusals = [
  "unknown",
  "settled",
  "consent",
  "name",
  "changed",
  "payments",
  "reason",
] as const;
export type ChangeRefusal = (typeof changeRefusals)[number];

/** Who answers, from where: the portal has already checked the job is theirs. */
export type ChangeAnswer = {
  jobId: number;
  changeOrderId: number;
  locale: Locale;
  clientIp: string;
  userAgent: string | null;
};

export type ChangeSigning = ChangeAnswer & {
  /** The change order's total and the contract total the page showed beside the button, in cents. */
  seenTotal: number;
  seenContract: number;
  name: string;
  consented: boolean;
};

class AlreadyAnswered extends Error {}

/** The change order, if it is the job's and waiting for an answer. */
async function waiting(
  answer: ChangeAnswer,
): Promise<{ view: ChangeOrderView } | { refused: ChangeRefusal }> {
  const view = await changeOrderView(answer.changeOrderId);
  if (!view || view.jobId !== answer.jobId) return { refused: "unknown" };
  if (view.status !== "sent") return { refused: "settled" };
  return { view };
}

/** Moves a sent change order on, once: the row only moves from sent, whoever gets there first. */
async function settle(
  id: number,
  changes: Partial<typeof changeOrderRows.$inferInsert>,
  signature?: typeof changeOrderSignatures.$inferInsert,
): Promise<boolean> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      if (signature) await tx.insert(changeOrderSignatures).values(signature);
      const moved = await tx
        .update(changeOrderRows)
        .set(changes)
        .where(and(eq(changeOrderRows.id, id), eq(changeOrderRows.status, "sent")))
        .returning({ id: changeOrderRows.id });
      if (!moved.length) throw new AlreadyAnswered();
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyAnswered || isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Signs a sent change order for its job's homeowner: once, whatever two tabs or two servers send
 * at once, only for the figures the page showed (its own total and the contract total it moves),
 * with consent and a typed name. The job's contract, payments and schedule then follow.
 */
export async function signChangeOrder(
  signing: ChangeSigning,
  now = new Date(),
): Promise<{ signed: SignedChangeOrder } | { refused: ChangeRefusal }> {
  const found = await waiting(signing);
  if ("refused" in found) return found;
  if (!signing.consented) return { refused: "consent" };
  const name = signing.name.trim().replace(/\s+/g, " ");
  if (name.length < 2 || name.length > 100) return { refused: "name" };
  const { document } = found.view;
  const job = await (
    await cms()
  ).findByID({
    collection: "jobs",
    id: signing.jobId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  if (!job) return { refused: "unknown" };
  const before = contractOf(job);
  const { total } = document.figures;
  if (total !== signing.seenTotal || before !== signing.seenContract) return { refused: "changed" };
  const payments = (job.payments ?? []).map((p) => ({ ...p, receivedOn: p.receivedOn ?? null }));
  if (!paymentsAfter(payments, total, document.paymentTiming, "").ok)
    return { refused: "payments" };

  const copy = changeOrderCopyIn[signing.locale].sign;
  const signedAt = now.toISOString();
  const record: SignedChangeOrder = {
    document,
    contract: { before, after: before + total },
    signer: {
      name,
      consent: [
        ...copy.disclosure(
          document.business.name,
          document.business.phone,
          document.business.email,
        ),
        copy.consent,
      ].join(" "),
      clientIp: signing.clientIp,
      userAgent: signing.userAgent?.slice(0, 400) ?? null,
    },
    signedAt,
  };
  const text = recordText(record);
  const settled = await settle(
    document.changeOrderId,
    { status: "signed", answeredAt: signedAt, updatedAt: signedAt },
    { changeOrderId: document.changeOrderId, record: text, sha256: sha256Of(text), signedAt },
  );
  if (!settled) return { refused: "settled" };
  // The outbox's round applies it too, should this server stop first.
  await applyChange(document.changeOrderId, now).catch((error) =>
    console.error(`Change order ${document.changeOrderId}: applying it to its job failed`, error),
  );
  return { signed: record };
}

/** The most a homeowner's reason for declining may say. */
export const DECLINE_REASON_MAX = 1000;

/** Declines a sent change order for its job's homeowner, once; nothing about the job changes. */
export async function declineChangeOrder(
  answer: ChangeAnswer & { reason: string },
  now = new Date(),
): Promise<{ declined: true } | { refused: ChangeRefusal }> {
  const found = await waiting(answer);
  if ("refused" in found) return found;
  const reason = answer.reason.trim();
  if (reason.length > DECLINE_REASON_MAX) return { refused: "reason" };
  const at = now.toISOString();
  const settled = await settle(answer.changeOrderId, {
    status: "declined",
    answeredAt: at,
    declineReason: reason || null,
    updatedAt: at,
  });
  return settled ? { declined: true } : { refused: "settled" };
}
