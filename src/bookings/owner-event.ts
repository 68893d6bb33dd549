import "server-only";
import type { AppointmentRow, LeadRow } from "@/lib/db/schema";
import { leadAdminUrl } from "@/leads/delivery/alert-text";
import { bookingCopy } from "./copy";
import type { AppointmentKind } from "./rules";
import { appointmentName } from "./when";

export type LeadForStaff = Pick<
  LeadRow,
  "id" | "fullName" | "phone" | "email" | "projectAddress" | "city"
>;

/**
 * An appointment as the owner's and staff's calendars show it: who, how to reach them, where,
 * and the lead in the admin. Only ever for the business's own calendars and inboxes.
 */
export function ownerEvent(row: AppointmentRow, lead: LeadForStaff) {
  const kind = row.kind as AppointmentKind;
  const name = appointmentName(kind, row.startsAt, row.endsAt);
  const address = `${lead.projectAddress}, ${lead.city}, TX`;
  const url = leadAdminUrl(lead);
  const details = [
    `Name: ${lead.fullName}`,
    `Phone: ${lead.phone}`,
    `E-mail: ${lead.email}`,
    `Project address: ${address}`,
  ];
  return {
    name,
    summary: bookingCopy.mail.owner.event(name, lead.fullName, lead.city),
    details,
    description: `${details.join("\n")}\n\n${url}`,
    location: kind === "visit" ? address : lead.phone,
    url,
  };
}
