import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import type { Payload } from "payload";
import { factsOf } from "@/site/server";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { queueDeliveries } from "@/lib/outbox/store";
import { ESTIMATE_SUBJECT, type EstimateChannelId } from "./channel-ids";
import { documentOf } from "./document";
import { leadFollows } from "./lead-follows";
import { estimateLink } from "./link";
import { homeownerMailStatus } from "./events";
import { isSettled } from "./status";
import { latestRevision, type RevisionRow } from "./store";
import { estimateRevisions, estimateRows } from "./tables";
import { isExpired } from "./valid-until";

export type Sent =
  | { ok: true; revision: RevisionRow; link: string }
  | { ok: false; status: 404 | 409; problem: string };

/**
 * Freezes the estimate as it stands into its next revision, marks it sent and queues the
 * homeowner's e-mail, all in one transaction: from now on the homeowner's link shows this
 * revision, whatever is edited later, until the next sending. Two sendings at once make one
 * revision; the other is told to look again.
 */
export async function sendEstimate(
  payload: Payload,
  estimateId: number,
  sentBy: number | null,
): Promise<Sent> {
  const estimate = await payload
    .findByID({ collection: "estimates", id: estimateId, depth: 0, disableErrors: true })
    .catch(() => null);
  if (!estimate) return { ok: false, status: 404, problem: "There is no such estimate." };
  if (isSettled(estimate.status))
    return {
      ok: false,
      status: 409,
      problem: `This estimate is ${estimate.status}; it cannot be sent again.`,
    };
  if (isExpired(estimate.validUntil))
    return {
      ok: false,
      status: 409,
      problem: "Its valid-until date has passed. Move the date, save, then send it.",
    };
  const { business } = await factsOf(payload);
  const address = business.estimates.mailingAddress;
  if ((estimate.rightToCancel ?? true) && !address)
    return {
      ok: false,
      status: 409,
      problem:
        "Add your mailing address in Business facts → Estimates and deposits first: the Texas notice of cancellation must say where to send it. If this job was not sold at the homeowner's home, turn off the 3-day right to cancel instead.",
    };
  const number = ((await latestRevision(estimateId))?.revision ?? 0) + 1;
  const document = documentOf(estimate, number, {
    name: business.name,
    phone: business.phone.display,
    email: business.email,
    address,
    claims: business.claims,
  });
  const db = await getDb();
  const sentAt = new Date().toISOString();
  try {
    const revision = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(estimateRevisions)
        .values({
          estimateId,
          revision: number,
          document: JSON.stringify(document),
          sentTo: document.email,
          sentBy,
          sentAt,
        })
        .returning();
      await tx
        .update(estimateRows)
        .set({ status: "sent", sentAt, updatedAt: sentAt })
        .where(
          and(
            eq(estimateRows.id, estimateId),
            notInArray(estimateRows.status, ["accepted", "declined", "cancelled"]),
          ),
        );
      await queueDeliveries(
        tx,
        { subject: ESTIMATE_SUBJECT, subjectId: made!.id },
        [
          {
            channel: "estimate_homeowner" satisfies EstimateChannelId,
            status: homeownerMailStatus(),
          },
        ],
        new Date(sentAt),
      );
      return made!;
    });
    await leadFollows(payload, estimateId, "sent", sentBy);
    return { ok: true, revision, link: await estimateLink(revision, document.language) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return {
      ok: false,
      status: 409,
      problem: "It was sent a moment ago by someone else. Reload to see it.",
    };
  }
}
