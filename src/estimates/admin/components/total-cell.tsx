import "server-only";
import { formatUsd } from "@/lib/money/cents";
import { estimateStatusLabels } from "../../status";
import { estimateValues } from "../../values";

type Props = { rowData?: { id?: number | string } };

/**
 * The list's "Total" column: the accepted total once signed, else the total of the revision sent
 * as first shown; a draft has none until it is sent. Expired estimates say so.
 */
export async function TotalCell({ rowData }: Props) {
  const id = Number(rowData?.id);
  if (!Number.isSafeInteger(id)) return <span>—</span>;
  const [value] = await estimateValues(new Date(), [id]);
  if (!value || value.cents === null) return <span>Not sent</span>;
  return (
    <span data-total-cents={value.cents}>
      {formatUsd(value.cents, "en")}
      {value.standing === "expired" ? ` (${estimateStatusLabels.expired.toLowerCase()})` : ""}
    </span>
  );
}
