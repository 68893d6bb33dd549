import type { LeadRow } from "@/leads/tables";
import { telHref } from "@/lib/routing/phone-number";

type WaitingLead = Pick<LeadRow, "id" | "fullName" | "city" | "phone" | "serviceTypes"> & {
  waited: string;
};

const LEADS = "/admin/collections/leads";

/** The leads no one has answered yet, oldest first, each with its phone one tap away. */
export function WaitingLeads({ leads, total }: { leads: WaitingLead[]; total: number }) {
  return (
    <div className="lead-dashboard__waiting">
      <h3>Waiting now, oldest first</h3>
      {leads.length === 0 ? (
        <p>Every lead has had an answer.</p>
      ) : (
        <ol>
          {leads.map((lead) => (
            <li key={lead.id}>
              <a href={`${LEADS}/${lead.id}`}>{lead.fullName}</a>
              <span>
                {lead.city} · {lead.serviceTypes.join(", ")}
              </span>
              <span>
                waiting <strong>{lead.waited}</strong>
              </span>
              <a className="lead-dashboard__call" href={telHref(lead.phone)}>
                Call {lead.phone}
              </a>
            </li>
          ))}
        </ol>
      )}
      {total > leads.length && (
        <p>
          <a href={`${LEADS}?where[status][equals]=new`}>See all {total} waiting leads</a>
        </p>
      )}
    </div>
  );
}
