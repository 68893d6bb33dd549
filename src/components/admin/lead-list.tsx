import Link from "next/link";
import { mailtoHref, telHref } from "@/lib/admin/contact-links";
import { dallasDateTime } from "@/lib/admin/time";
import type { LeadRow } from "@/lib/db/schema";
import { StatusBadge } from "./status-badge";

/** Cards rather than a table, so a lead reads well on a 375 px phone as on a laptop. */
export function LeadList({ leads }: { leads: readonly LeadRow[] }) {
  if (!leads.length)
    return (
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No leads match these filters.
      </p>
    );
  return (
    <ol aria-label="Leads, newest first" className="mt-6 space-y-3">
      {leads.map((lead) => (
        <li
          key={lead.id}
          data-testid="lead-card"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              href={`/admin/leads/${lead.id}`}
              className="inline-flex min-h-6 text-lg font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
            >
              {lead.fullName}
            </Link>
            <StatusBadge status={lead.status} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <time dateTime={lead.createdAt}>{dallasDateTime(lead.createdAt)}</time> · {lead.city}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {lead.serviceTypes.join(", ")} · {lead.budgetRange}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a
              href={telHref(lead.phone)}
              className="inline-flex min-h-6 items-center text-brand-800 underline"
            >
              {lead.phone}
            </a>
            <a
              href={mailtoHref(lead.email)}
              className="inline-flex min-h-6 items-center break-all text-brand-800 underline"
            >
              {lead.email}
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}
