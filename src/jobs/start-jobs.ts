import "server-only";
import { isNotNull } from "drizzle-orm";
import type { Payload } from "payload";
import { ownerAccountIds } from "@/accounts/server";
import {
  signatureOf,
  signedEstimates,
  signedPayments,
  type SignedEstimate,
} from "@/estimates/server";
import { cms } from "@/lib/cms/ready";
import { getDb } from "@/lib/db/client";
import { jobFromSignature } from "./from-estimate";
import { jobRows } from "./tables";

/** The sender of the signed revision while their account stands, else the first owner. */
async function managerOf(payload: Payload, sentBy: number | null): Promise<number | null> {
  if (sentBy !== null) {
    const sender = await payload.findByID({
      collection: "users",
      id: sentBy,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
    });
    if (sender) return sentBy;
  }
  return (await ownerAccountIds())[0] ?? null;
}

async function startJob(payload: Payload, estimate: SignedEstimate): Promise<boolean> {
  const signature = await signatureOf(estimate.estimateId);
  if (!signature || signature.cancelledAt) return false;
  const { record } = signature;
  const data = jobFromSignature(record, signedPayments(record.document, record.figures), {
    leadId: estimate.leadId,
    projectManager: await managerOf(payload, estimate.sentBy),
  });
  try {
    await payload.create({ collection: "jobs", data, overrideAccess: true });
    return true;
  } catch (error) {
    // The estimate is unique among jobs: another server's round started this one first.
    const { totalDocs } = await payload.count({
      collection: "jobs",
      where: { estimate: { equals: estimate.estimateId } },
      overrideAccess: true,
    });
    if (totalDocs > 0) return false;
    throw error;
  }
}

/**
 * Run before each round of the outbox: every signed estimate without a job gets one, and the job
 * of an estimate cancelled within the right to cancel is cancelled. A crash between the signature
 * and its job, or two servers at once, still make exactly one job, on the next round.
 */
export async function startJobsOfSignedEstimates(): Promise<{
  started: number;
  cancelled: number;
}> {
  const signed = await signedEstimates();
  const done = { started: 0, cancelled: 0 };
  if (!signed.length) return done;
  const db = await getDb();
  const jobs = await db
    .select({ id: jobRows.id, estimateId: jobRows.estimateId, status: jobRows.status })
    .from(jobRows)
    .where(isNotNull(jobRows.estimateId));
  const jobOf = new Map(jobs.map((job) => [job.estimateId, job]));
  const payload = await cms();
  for (const estimate of signed) {
    const job = jobOf.get(estimate.estimateId);
    if (estimate.status === "accepted" && !job && (await startJob(payload, estimate)))
      done.started += 1;
    if (estimate.status === "cancelled" && job && job.status !== "cancelled") {
      await payload.update({
        collection: "jobs",
        id: job.id,
        data: { status: "cancelled" },
        overrideAccess: true,
      });
      done.cancelled += 1;
    }
  }
  return done;
}
