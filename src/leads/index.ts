/**
 * What other concepts use of the leads: a lead row's shape, the
 * outbox subject a lead's messages go under, the first-touch cookie, how a homeowner is greeted,
 * the booking offer's shape, and the admin's note on a lead's language. ./server has the leads table (an appointment belongs
 * to a lead), reads a lead and writes its e-mails; ./ui holds the admin button and the form's draft key.
 */
export { languageNote } from "./admin/lead-language";
export type { LeadStatus } from "./admin/lead-status";
export { FIRST_TOUCH_COOKIE, FIRST_TOUCH_MAX_AGE } from "./attribution";
export type { BookingOffer } from "./contact-state";
export { escapeHtml } from "@/lib/html/escape";
export { ofLead } from "./delivery/subject";
export { greetingLine, greetingName } from "./greeting-name";
export type { LeadRow } from "./tables";
