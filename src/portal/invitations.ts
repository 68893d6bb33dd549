import "server-only";
import { and, inArray, isNotNull, notInArray } from "drizzle-orm";
import { addressKey, jobRows } from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import { queueDeliveries } from "@/lib/outbox/store";
import { PORTAL_INVITATION_SUBJECT } from "./channel-ids";
import { portalInvitations } from "./tables";

/**
 * Run before each round of the outbox while the owner offers the portal: the homeowner of each
 * job in planning or under way, with an e-mail address and not yet invited, is invited once. The
 * invitation's row (unique per job) and its e-mail are one transaction, so two servers' rounds,
 * or a crash between them, still send one.
 */
export async function inviteHomeowners(
  offered: () => Promise<boolean>,
  now = new Date(),
): Promise<number> {
  const db = await getDb();
  const invited = db.select({ jobId: portalInvitations.jobId }).from(portalInvitations);
  const waiting = await db
    .select({ id: jobRows.id, email: jobRows.email, language: jobRows.language })
    .from(jobRows)
    .where(
      and(
        inArray(jobRows.status, ["planning", "underway"]),
        isNotNull(jobRows.email),
        notInArray(jobRows.id, invited),
      ),
    );
  // Asked only when someone waits: a fresh install's first rounds run before its facts are seeded.
  if (!waiting.length || !(await offered())) return 0;
  let sent = 0;
  for (const job of waiting)
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(portalInvitations)
        .values({
          jobId: job.id,
          address: addressKey(job.email!),
          language: job.language ?? "en",
          createdAt: now.toISOString(),
        })
        .onConflictDoNothing()
        .returning({ id: portalInvitations.id });
      if (!row) return;
      await queueDeliveries(
        tx,
        { subject: PORTAL_INVITATION_SUBJECT, subjectId: row.id },
        [{ channel: "portal_invitation", status: "pending" }],
        now,
      );
      sent += 1;
    });
  return sent;
}
