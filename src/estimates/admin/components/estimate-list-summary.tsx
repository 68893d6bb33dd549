import "server-only";
import type { Where } from "payload";
import { stringify } from "qs-esm";
import { formatUsd } from "@/lib/money/cents";
import { estimateStatusLabels } from "../../status";
import { firstOpenValidUntil } from "../../valid-until";
import { estimateValues, valuesByStanding, type EstimateStanding } from "../../values";

const standings: EstimateStanding[] = [
  "draft",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "expired",
  "cancelled",
];

/** The list's filter for a standing: expired is worked out from the valid-until day. */
function whereOf(standing: EstimateStanding, now: Date): Where {
  const open = firstOpenValidUntil(now);
  if (standing === "expired")
    return {
      and: [{ status: { in: ["draft", "sent", "viewed"] } }, { validUntil: { less_than: open } }],
    };
  if (standing === "draft" || standing === "sent" || standing === "viewed")
    return {
      and: [{ status: { equals: standing } }, { validUntil: { greater_than_equal: open } }],
    };
  return { status: { equals: standing } };
}

type Props = { searchParams?: Record<string, string | string[] | undefined> };

/**
 * Above the estimate list: how many estimates stand where (draft, sent, viewed, accepted,
 * declined, expired, cancelled) and what each group is worth, each a link to its estimates.
 */
export async function EstimateListSummary({ searchParams }: Props) {
  const now = new Date();
  const sums = valuesByStanding(await estimateValues(now));
  const all = [...sums.values()].reduce((n, sum) => n + sum.count, 0);
  const current = JSON.stringify(searchParams?.where ?? null);
  return (
    <div className="estimate-summary">
      <nav aria-label="Estimates by status" className="status-tabs">
        <ul>
          <li>
            <a href="?" aria-current={current === "null" ? "page" : undefined}>
              All <span>{all}</span>
            </a>
          </li>
          {standings.map((standing) => {
            const sum = sums.get(standing) ?? { count: 0, cents: 0 };
            const query = stringify({ where: whereOf(standing, now) }, { addQueryPrefix: true });
            return (
              <li key={standing}>
                <a href={query} data-standing={standing}>
                  {estimateStatusLabels[standing]} <span>{sum.count}</span>
                  {sum.cents ? <small> · {formatUsd(sum.cents, "en")}</small> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
