import { describeDbError } from "@/lib/db/errors";
import { outboxProblems } from "@/lib/outbox/store";
import { ownerReach, silenceProblem } from "@/leads/delivery/owner-reach";

export const dynamic = "force-dynamic";

/** A pending delivery this late means the delivery loop is not running. */
const OVERDUE_MS = 5 * 60_000;

/**
 * For the reverse proxy and monitors. 503 only when the lead store does not answer (the proxy may
 * then take the instance out). Failed or overdue deliveries make the status "degraded" with
 * their count and the oldest one's age, still 200: pages and the form work, but a monitor
 * should tell the owner that leads are not reaching them. So does a server with no way set up to
 * reach the owner at all (no e-mail, no phone alerts, no device): leads are stored but reach no one.
 */
export async function GET() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const outbox = await outboxProblems(new Date(), OVERDUE_MS);
    const silence = await silenceProblem();
    const degraded = outbox.failed > 0 || outbox.overdue > 0 || silence !== null;
    return Response.json(
      {
        status: degraded ? "degraded" : "ok",
        database: "ok",
        outbox,
        owner: { ...(await ownerReach()), ...(silence ? { problem: silence } : {}) },
      },
      { headers },
    );
  } catch (error) {
    console.error(`Health check: database unavailable: ${describeDbError(error)}`);
    return Response.json({ status: "error", database: "unavailable" }, { status: 503, headers });
  }
}
