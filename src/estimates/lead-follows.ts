import "server-only";
import type { Payload } from "payload";
import type { LeadStatus } from "@/leads";
import { describeDbError } from "@/lib/db/errors";

type Move = "sent" | "accepted" | "declined" | "cancelled";

/**
 * How an estimate moves its lead's status, and from where: only forward along the pipeline, and
 * never away from what the owner decided (won, lost, spam). A cancelled signature is a decline.
 */
const moves: Record<Move, { to: LeadStatus; from: readonly LeadStatus[] }> = {
  sent: {
    to: "estimate_sent",
    from: ["new", "contacted", "estimate_scheduled", "estimate_declined"],
  },
  accepted: { to: "estimate_accepted", from: ["estimate_sent", "estimate_declined"] },
  declined: { to: "estimate_declined", from: ["estimate_sent"] },
  cancelled: { to: "estimate_declined", from: ["estimate_accepted"] },
};

/**
 * Moves the estimate's lead to follow what just happened to the estimate, through the admin's
 * engine so the lead's history records it (by the staff member who sent it, or by the system for
 * the homeowner's answers). Runs after the estimate's own change is stored: a failure here is
 * logged and leaves the estimate as it is.
 */
export async function leadFollows(
  payload: Payload,
  estimateId: number,
  move: Move,
  /** The staff member's account, when one did it. */
  by: number | null = null,
): Promise<void> {
  try {
    const estimate = await payload.findByID({
      collection: "estimates",
      id: estimateId,
      depth: 0,
      disableErrors: true,
    });
    const leadId = estimate?.lead;
    if (typeof leadId !== "number") return;
    const lead = await payload.findByID({
      collection: "leads",
      id: leadId,
      depth: 0,
      disableErrors: true,
    });
    const { to, from } = moves[move];
    if (!lead || !(from as readonly string[]).includes(lead.status)) return;
    const user =
      by === null
        ? null
        : await payload.findByID({ collection: "users", id: by, depth: 0, disableErrors: true });
    await payload.update({
      collection: "leads",
      id: leadId,
      data: { status: to },
      ...(user ? { user: { ...user, collection: "users" as const } } : {}),
    });
  } catch (error) {
    console.error(
      `The lead of estimate ${estimateId} did not follow its ${move}: ${describeDbError(error)}`,
    );
  }
}
