import Link from "next/link";
import { inboxQuery, type InboxFilter } from "@/lib/admin/filters";
import { leadStatusLabels, leadStatuses } from "@/lib/admin/lead-status";
import { cn } from "@/lib/cn";

/** Counts per status under the rest of the filter; each is a link that narrows to that status. */
export function StatusTabs({
  filter,
  counts,
}: {
  filter: InboxFilter;
  counts: Record<string, number>;
}) {
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs = [
    { status: undefined, label: "All", count: all },
    ...leadStatuses.map((status) => ({
      status,
      label: leadStatusLabels[status],
      count: counts[status] ?? 0,
    })),
  ];
  return (
    <nav aria-label="Leads by status" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = filter.status === tab.status;
          return (
            <li key={tab.label}>
              <Link
                href={`/admin${inboxQuery({ ...filter, status: tab.status })}`}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1",
                  current
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-brand-50",
                )}
              >
                {tab.label}
                <span
                  data-testid={`count-${tab.status ?? "all"}`}
                  className={cn(
                    "rounded-full px-2 text-xs",
                    current ? "bg-white/20" : "bg-slate-100",
                  )}
                >
                  {tab.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
