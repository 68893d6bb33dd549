import "server-only";
import type { AppointmentRow } from "@/bookings/tables";
import { languageNote, type LeadRow } from "@/leads";
import { leadAdminUrl } from "@/leads/server";
import { ownerMailCopy } from "./copy";
import type { BookedKind } from "./rules";
import { appointmentName } from "./when";

export type LeadForStaff = Pick<
  LeadRow,
  "id" | "fullName" | "phone" | "email" | "projectAddress" | "city" | "language"
>;

/**
 * An appointment as the owner's and staff's calendars show it: who, how to reach them, where,
 * and the lead in the admin, in English, with "Prefers Spanish" first thing for a lead from the
 * Spanish pages (whoever calls or visits speaks Spanish). Only ever for the business's own
 * calendars and inboxes.
 */
export function ownerEvent(row: AppointmentRow, lead: LeadForStaff) {
  const kind = row.kind as BookedKind;
  const name = appointmentName(kind, row.startsAt, row.endsAt);
  const address = `${lead.projectAddress}, ${lead.city}, TX`;
  const url = leadAdminUrl(lead);
  const note = languageNote(lead.language);
  const details = [
    ...(note ? [note] : []),
    `Name: ${lead.fullName}`,
    `Phone: ${lead.phone}`,
    `E-mail: ${lead.email}`,
    `Project address: ${address}`,
  ];
  const summary = ownerMailCopy.event(name, lead.fullName, lead.city);
  return {
    name,
    summary: note ? `${summary} – ${note}` : summary,
    details,
    description: `${details.join("\n")}\n\n${url}`,
    location: kind === "call" ? lead.phone : address,
    url,
  };
}
