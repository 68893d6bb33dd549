import "server-only";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { businessMinutesBetween, waitText } from "@/business";

type Props = { rowData?: { status?: string | null; createdAt?: string | null } };

/**
 * The list's "Waiting" column: how long a New lead has waited for an answer, counted in the
 * business's opening hours (a lead sent on Saturday night has waited nothing until Monday).
 */
export async function WaitingCell({ rowData }: Props) {
  if (rowData?.status !== "new" || !rowData.createdAt) return <span>—</span>;
  const { business } = await factsForDeliveries();
  const minutes = businessMinutesBetween(
    new Date(rowData.createdAt),
    new Date(),
    business.hours.structured,
  );
  return <span data-waiting-minutes={minutes}>{waitText(minutes)}</span>;
}
