import "server-only";
import type { LeadRow } from "@/leads/tables";
import { siteUrl } from "@/lib/seo/site-url";
import { waitText } from "@/business";
import { greetingName } from "@/leads/greeting-name";
import { languageNote } from "@/leads/admin/lead-language";

/** What a phone alert says, whichever service carries it (ntfy, Web Push). */
export type AlertText = { title: string; body: string; url: string };

function startText(startDate: string | null): string {
  if (!startDate) return "Start date not given";
  const date = new Date(`${startDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return "Start date not given";
  const day = date.toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Start ${day}`;
}

/** " (Prefers Spanish)": who calls back must know before dialling. */
const spanishNote = (lead: LeadRow) => {
  const note = languageNote(lead.language);
  return note ? ` (${note})` : "";
};

// A name that is not a plain first name (a bot's, say) is not repeated.
const firstNameOf = (lead: LeadRow) => greetingName(lead.fullName) ?? "someone";
const leadSummary = (lead: LeadRow) =>
  [lead.serviceTypes.join(", "), lead.budgetRange, startText(lead.startDate)].join("\n");
export const leadAdminUrl = (lead: Pick<LeadRow, "id">) =>
  `${siteUrl}/admin/collections/leads/${lead.id}`;

/**
 * The alert for one lead. An ntfy topic can be read by whoever knows its name, and a locked
 * phone shows a push alert to whoever holds it, so it carries only the first name, city,
 * services, budget and start date: no e-mail address, phone number, street address or anything
 * else the visitor typed. The tap opens the lead in the admin, behind the sign-in.
 */
export const leadAlertText = (lead: LeadRow): AlertText => ({
  title: `New lead: ${firstNameOf(lead)} in ${lead.city}${spanishNote(lead)}`,
  body: leadSummary(lead),
  url: leadAdminUrl(lead),
});

/** "Still waiting: Maria, Plano, 15 min": a lead no one has answered yet, with the same limits. */
export const reminderAlertText = (lead: LeadRow, waitedMinutes: number): AlertText => ({
  title: `Still waiting: ${firstNameOf(lead)}, ${lead.city}, ${waitText(waitedMinutes)}${spanishNote(lead)}`,
  body: leadSummary(lead),
  url: leadAdminUrl(lead),
});
