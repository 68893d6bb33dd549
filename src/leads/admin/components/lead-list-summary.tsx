import "server-only";
import { cityNames } from "@/business";
import type { Payload, TypedUser, Where } from "payload";
import { mergeListSearchAndWhere } from "payload/shared";
import { parse, stringify } from "qs-esm";
import { readLeadQuery } from "@/leads/admin/lead-query";
import { leadStatuses, leadStatusLabels } from "@/leads/admin/lead-status";
import { LeadFilters } from "./lead-filters";

type Props = {
  payload: Payload;
  user?: TypedUser | null;
  searchParams?: Record<string, string | string[] | undefined>;
};

/** The list's own query, parsed the way the list view parses it. */
function listQuery(searchParams: Props["searchParams"]) {
  const flat = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams ?? {}))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      flat.append(key, one);
  return parse(flat.toString(), { depth: 10, arrayLimit: 1000 }) as {
    where?: Where;
    search?: string;
  };
}

/** The same `where` without its status conditions: what the per-status counts count within. */
function withoutStatus(where: Where | undefined): Where | undefined {
  if (!where) return undefined;
  const rest: Where = {};
  for (const [key, value] of Object.entries(where)) {
    if (key === "status") continue;
    rest[key] =
      key === "and" || key === "or"
        ? (value as Where[]).map((clause) => withoutStatus(clause) ?? {})
        : value;
  }
  return rest;
}

const href = (query: Record<string, unknown>) => `?${stringify(query, { addQueryPrefix: false })}`;

/**
 * Above the lead list: how many leads each status holds under the current search and filters
 * (each a link to that status), the quick filters, and the CSV export of exactly what is listed.
 */
export async function LeadListSummary({ payload, user, searchParams }: Props) {
  const { where, search } = listQuery(searchParams);
  const collectionConfig = payload.collections.leads.config;
  const rest = withoutStatus(where);
  const count = (status?: string) =>
    payload
      .count({
        collection: "leads",
        where: mergeListSearchAndWhere({
          collectionConfig,
          search: search ?? "",
          where: status ? { and: [rest ?? {}, { status: { equals: status } }] } : rest,
        }),
        overrideAccess: false,
        user,
      })
      .then((result) => result.totalDocs)
      .catch(() => 0);
  const [all, ...perStatus] = await Promise.all([undefined, ...leadStatuses].map(count));
  const current = readLeadQuery(where).status;
  const tabs = [
    { key: "all", label: "All", count: all, where: rest },
    ...leadStatuses.map((status, i) => ({
      key: status,
      label: leadStatusLabels[status],
      count: perStatus[i],
      where: { and: [rest ?? {}, { status: { equals: status } }] },
    })),
  ];
  return (
    <div className="lead-summary">
      <nav aria-label="Leads by status" className="status-tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <a
                href={href({ search, where: tab.where })}
                aria-current={(current ?? "all") === tab.key ? "page" : undefined}
              >
                {tab.label} <span data-testid={`count-${tab.key}`}>{tab.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LeadFilters initial={readLeadQuery(where)} cities={cityNames} />
      <p>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={`/api/leads/export${href({ search, where })}`}
          download
        >
          Export CSV
        </a>
      </p>
    </div>
  );
}
