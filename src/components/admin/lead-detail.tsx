import { Mail, Phone } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { mailtoHref, telHref } from "@/lib/admin/contact-links";
import { dallasDateTime } from "@/lib/admin/time";
import type { DeliveryRow, LeadNoteRow, LeadRow } from "@/lib/db/schema";
import { DeliveryList } from "./delivery-list";
import { DetailSection } from "./detail-section";
import { FieldList } from "./field-list";
import { LeadNotes } from "./lead-notes";
import { StatusBadge } from "./status-badge";
import { StatusForm } from "./status-form";

const when = (iso: string | null) =>
  iso ? <time dateTime={iso}>{dallasDateTime(iso)}</time> : null;

type LeadDetailProps = {
  lead: LeadRow;
  deliveries: readonly DeliveryRow[];
  notes: readonly LeadNoteRow[];
};

export function LeadDetail({ lead, deliveries, notes }: LeadDetailProps) {
  return (
    <article aria-labelledby="lead-heading">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="lead-heading" className="text-3xl font-bold break-words text-slate-900">
            {lead.fullName}
          </h1>
          <StatusBadge status={lead.status} />
        </div>
        <p className="mt-1 text-slate-700">
          Received {when(lead.createdAt)} · lead #{lead.id}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink href={telHref(lead.phone)} variant="dark">
            <Phone aria-hidden="true" className="size-5" /> Call {lead.phone}
          </ButtonLink>
          <ButtonLink href={mailtoHref(lead.email)} variant="secondary" className="break-all">
            <Mail aria-hidden="true" className="size-5 shrink-0" /> E-mail {lead.email}
          </ButtonLink>
        </div>
      </header>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DetailSection id="status" heading="Status">
          <StatusForm leadId={lead.id} status={lead.status} changedAt={lead.statusChangedAt} />
        </DetailSection>
        <DetailSection id="project" heading="Project">
          <FieldList
            fields={[
              ["Address", lead.projectAddress],
              ["City", lead.city],
              ["Services", lead.serviceTypes.join(", ")],
              ["Start date", lead.startDate],
              ["Budget", lead.budgetRange],
              ["Description", lead.projectDescription],
              ["Heard about us", lead.hearAboutUs],
              ["Phone", lead.phone],
              ["E-mail", lead.email],
            ]}
          />
        </DetailSection>
        <DetailSection id="notes" heading="Notes">
          <LeadNotes leadId={lead.id} notes={notes} />
        </DetailSection>
        <DetailSection id="deliveries" heading="Notifications">
          <DeliveryList deliveries={deliveries} />
        </DetailSection>
        <DetailSection id="attribution" heading="Where the lead came from">
          <FieldList
            fields={[
              ["First page seen", lead.landingPage],
              ["Referrer", lead.referrer],
              ["First visit", when(lead.firstTouchAt)],
              ["UTM source", lead.utmSource],
              ["UTM medium", lead.utmMedium],
              ["UTM campaign", lead.utmCampaign],
              ["UTM term", lead.utmTerm],
              ["UTM content", lead.utmContent],
              ["Form sent from", lead.formPage],
            ]}
          />
        </DetailSection>
        <DetailSection id="consent" heading="Consent record">
          <FieldList
            fields={[
              ["Consent given", lead.consent ? "Yes" : "No"],
              ["Text shown", lead.consentText],
              ["Time", when(lead.consentAt)],
              ["Client IP", lead.clientIp],
              ["Browser", lead.userAgent],
              ["Spam check", lead.spamVerdict === "ok" ? "Passed" : `Flagged: ${lead.spamVerdict}`],
            ]}
          />
        </DetailSection>
      </div>
    </article>
  );
}
