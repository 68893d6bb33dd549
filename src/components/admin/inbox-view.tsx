import { Download } from "lucide-react";
import { inboxQuery, pageCountFor, type InboxFilter } from "@/lib/admin/filters";
import type { LeadRow } from "@/lib/db/schema";
import { InboxFilters } from "./inbox-filters";
import { LeadList } from "./lead-list";
import { Pagination } from "./pagination";
import { StatusTabs } from "./status-tabs";
import { adminSecondaryButton } from "./styles";

type InboxViewProps = {
  filter: InboxFilter;
  page: number;
  leads: readonly LeadRow[];
  total: number;
  counts: Record<string, number>;
};

export function InboxView({ filter, page, leads, total, counts }: InboxViewProps) {
  const pageCount = pageCountFor(total);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Leads</h1>
          <p className="mt-1 text-slate-700" aria-live="polite">
            {total === 1 ? "1 lead matches" : `${total} leads match`}
          </p>
        </div>
        {/* A plain link: the export is a file download, not a page for the router to prefetch. */}
        <a href={`/admin/export${inboxQuery(filter)}`} className={adminSecondaryButton}>
          <Download aria-hidden="true" className="size-5" /> Export CSV
        </a>
      </div>
      <StatusTabs filter={filter} counts={counts} />
      <InboxFilters filter={filter} />
      <LeadList leads={leads} />
      <Pagination filter={filter} page={page} pageCount={pageCount} />
    </>
  );
}
