import type { LeadRow } from "@/leads/tables";
import { toCsv, type CsvValue } from "@/lib/csv/csv";
import { leadStatusLabel } from "./lead-status";
import { leadLanguageLabels } from "./lead-language";
import { dallasStamp } from "@/lib/time/dallas";

/** The export's columns, in order: a header and how each lead fills it. */
const columns: readonly [header: string, value: (lead: LeadRow) => CsvValue][] = [
  ["ID", (lead) => lead.id],
  ["Received (Dallas time)", (lead) => dallasStamp(lead.createdAt)],
  ["Status", (lead) => leadStatusLabel(lead.status)],
  ["Name", (lead) => lead.fullName],
  ["E-mail", (lead) => lead.email],
  ["Phone", (lead) => lead.phone],
  ["Language", (lead) => leadLanguageLabels[lead.language]],
  ["Project address", (lead) => lead.projectAddress],
  ["City", (lead) => lead.city],
  ["Services", (lead) => lead.serviceTypes.join("; ")],
  ["Start date", (lead) => lead.startDate],
  ["Budget", (lead) => lead.budgetRange],
  ["Project description", (lead) => lead.projectDescription],
  ["Heard about us", (lead) => lead.hearAboutUs],
  ["Consent given", (lead) => (lead.consent ? "yes" : "no")],
  ["Consent time (UTC)", (lead) => lead.consentAt],
  ["Consent text", (lead) => lead.consentText],
  ["Client IP", (lead) => lead.clientIp],
  ["Landing page", (lead) => lead.landingPage],
  ["Referrer", (lead) => lead.referrer],
  ["UTM source", (lead) => lead.utmSource],
  ["UTM medium", (lead) => lead.utmMedium],
  ["UTM campaign", (lead) => lead.utmCampaign],
  ["UTM term", (lead) => lead.utmTerm],
  ["UTM content", (lead) => lead.utmContent],
  ["First visit (UTC)", (lead) => lead.firstTouchAt],
  ["Form page", (lead) => lead.formPage],
  ["Spam check", (lead) => lead.spamVerdict],
];

export function leadsToCsv(leads: readonly LeadRow[]): string {
  return toCsv([
    columns.map(([header]) => header),
    ...leads.map((lead) => columns.map(([, value]) => value(lead))),
  ]);
}
