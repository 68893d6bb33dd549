import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { ownerAccountIds } from "@/accounts/server";
import { ownerAlertChannels } from "@/leads/server";
import { getDb } from "@/lib/db/client";
import { queueDeliveries } from "@/lib/outbox/store";
import { handoverAlertIds, JOB_HANDOVER_SUBJECT } from "./channel-ids";
import { jobHandovers, jobRows } from "./tables";

/**
 * Run before each round of the outbox: a job still under way whose project manager's account was
 * deleted (the engine empties the field with the account) goes to the first owner, and the owner
 * is told through their alerts. The move, its record and its alerts are one transaction, taken
 * only while the job still has no manager: two servers' rounds hand it over, and tell, once.
 */
export async function handOverUnmanagedJobs(now = new Date()): Promise<number> {
  const db = await getDb();
  const orphans = await db
    .select({ id: jobRows.id })
    .from(jobRows)
    .where(
      and(isNull(jobRows.projectManagerId), inArray(jobRows.status, ["planning", "underway"])),
    );
  if (!orphans.length) return 0;
  const [owner] = await ownerAccountIds();
  if (owner === undefined) return 0;
  const channels = await ownerAlertChannels(handoverAlertIds);
  let handed = 0;
  for (const { id } of orphans)
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(jobRows)
        .set({ projectManagerId: owner, updatedAt: now.toISOString() })
        .where(and(eq(jobRows.id, id), isNull(jobRows.projectManagerId)))
        .returning({ id: jobRows.id });
      if (!moved.length) return;
      const [row] = await tx
        .insert(jobHandovers)
        .values({ jobId: id, toAccount: owner, createdAt: now.toISOString() })
        .returning({ id: jobHandovers.id });
      await queueDeliveries(
        tx,
        { subject: JOB_HANDOVER_SUBJECT, subjectId: row!.id },
        channels,
        now,
      );
      handed += 1;
    });
  return handed;
}
