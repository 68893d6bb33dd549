import "server-only";
import { appointmentOfDelivery, REMINDER_BEFORE_MS } from "@/bookings/store";
import type { AppointmentRow } from "@/bookings/tables";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { greetingLine, languageNote, escapeHtml, type LeadRow } from "@/leads";
import type { Email } from "@/lib/mail/smtp";
import type { Locale } from "@/lib/i18n/locale";
import type { LeadMail, MailSender } from "@/leads/server";
import { bookingCopyIn, ownerMailCopy } from "./copy";
import { invitation } from "./invitation";
import { ownerEvent } from "./owner-event";
import { appointmentLink, bookingLink, bookingLinkOpen } from "./link";
import type { BookedKind } from "./rules";
import { appointmentName, whenInWords } from "./when";

type Change = "booked" | "moved" | "confirmed" | "cancelled";
type Made = Email | { skip: string };

/** What the appointment's latest change was, read from its state (each message tells the latest). */
function changeOf(row: AppointmentRow): Change {
  if (row.status === "cancelled") return "cancelled";
  if (row.status === "confirmed") return "confirmed";
  return row.sequence > 0 ? "moved" : "booked";
}

type About = {
  row: AppointmentRow;
  kind: BookedKind;
  change: Change;
};

/**
 * The appointment in a reader's words: the homeowner's are the lead's language, the owner's
 * English. `name` is "15-minute call", `when` "Tuesday, December 1 at 10:30 AM (Dallas time)".
 */
const wordsOf = ({ row, kind }: About, locale: Locale) => ({
  name: appointmentName(kind, row.startsAt, row.endsAt, locale),
  when: whenInWords(new Date(row.startsAt), locale),
});

/** The appointment a delivery is about as it stands, or why there is nothing to tell any more. */
async function appointmentOf(delivery: DeliveryRow, now: Date): Promise<{ skip: string } | About> {
  const row = await appointmentOfDelivery(delivery.id);
  if (!row) return { skip: "The appointment no longer exists" };
  if (row.status === "past") return { skip: "A later booking replaced the appointment" };
  if (Date.parse(row.startsAt) <= now.getTime()) return { skip: "The appointment has started" };
  return { row, kind: row.kind as BookedKind, change: changeOf(row) };
}

/** An appointment's e-mail maker for the outbox: it tells the appointment as it stands. */
const appointmentMail =
  (make: (about: About, lead: LeadRow, sender: MailSender, now: Date) => Promise<Made>): LeadMail =>
  async (delivery, lead, sender, now) => {
    const found = await appointmentOf(delivery, now);
    return "skip" in found ? found : make(found, lead, sender, now);
  };

const paragraphs = (parts: readonly string[]) => ({
  text: `${parts.join("\n\n")}\n`,
  html: parts.map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`).join(""),
});

/** A link as its own paragraph: the words, then the address, which clients make clickable. */
const linked = (words: string, href: string) => `${words}\n${href}`;

function calendarEvent(
  row: AppointmentRow,
  sender: MailSender,
  now: Date,
  event: {
    summary: string;
    description: string;
    location?: string;
    url?: string;
    to: string;
    locale: Locale;
  },
) {
  const method = row.status === "cancelled" ? "CANCEL" : "REQUEST";
  return {
    method,
    content: invitation({
      method,
      uid: row.uid,
      sequence: row.sequence,
      start: new Date(row.startsAt),
      end: new Date(row.endsAt),
      stamp: now,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: event.url,
      organizer: { name: sender.facts.business.name, email: sender.from },
      attendee: { email: event.to },
      locale: event.locale,
    }),
  } as const;
}

/**
 * The homeowner's e-mail about their appointment, with its invitation (or its cancellation), in
 * the lead's language (the outbox reads the facts in it too). Like the confirmation, it repeats
 * nothing the visitor typed but a plain first name: the invitation names them by address only
 * and gives no project address (decisions.md §5.5).
 */
export const homeownerAppointmentMail = appointmentMail(async (about, lead, sender, now) => {
  const { row, kind, change } = about;
  const locale = lead.language;
  const words = bookingCopyIn[locale];
  const copy = words.mail;
  const { name, when } = wordsOf(about, locale);
  const { business } = sender.facts;
  // The office books and moves a warranty visit: the booking page has no say in it.
  const byOffice = kind === "warranty";
  const manage = byOffice ? undefined : await appointmentLink(lead, row.startsAt);
  const changeIt = manage ? linked(copy.manage, manage) : copy.another;
  const questions = copy.questions(business.phone.display, business.hours.display);
  const next =
    change === "cancelled"
      ? !byOffice && bookingLinkOpen(lead, now)
        ? [linked(copy.rebook, await bookingLink(lead))]
        : []
      : [words.kinds[kind].what, copy.calendar, changeIt];
  const body = paragraphs([
    greetingLine(lead.fullName, locale),
    copy.leads[change](name, business.name, when),
    ...next,
    questions,
    business.name,
  ]);
  return {
    to: lead.email,
    subject: copy.subjects[change](name, when),
    ...body,
    invitation: calendarEvent(row, sender, now, {
      summary: copy.event(name, business.name),
      // A calendar has no e-mail to reply to: a warranty visit's event gives the phone alone.
      description: [words.kinds[kind].what, ...(manage ? [changeIt] : []), questions].join("\n\n"),
      url: change === "cancelled" ? undefined : manage,
      to: lead.email,
      locale,
    }),
  };
});

/**
 * The owner's e-mail about an appointment, with an invitation for the owner's calendar that
 * carries what the visit needs: who, their phone, the project address, the lead in the admin.
 * In English whatever the homeowner's language, saying "Prefers Spanish" where the owner reads
 * first: the subject and the headline.
 */
export const ownerAppointmentMail = appointmentMail(async (about, lead, sender, now) => {
  const { row, kind, change } = about;
  const { name, when } = wordsOf(about, "en");
  const copy = ownerMailCopy;
  // The office's own booking of a warranty visit stands confirmed from the start.
  const booking = kind === "warranty" && change === "confirmed" && row.sequence === 0;
  const said = booking ? copy.bookedInAdmin : copy.changes[change];
  const note = languageNote(lead.language);
  const suffix = note ? ` – ${note}` : "";
  const event = ownerEvent(row, lead);
  const details = [
    ...event.details,
    `Services: ${lead.serviceTypes.join(", ")}`,
    `Budget: ${lead.budgetRange}`,
  ].join("\n");
  const headline = `${said}: ${name}, ${when}${suffix}.`;
  return {
    to: sender.owner,
    replyTo: lead.email,
    subject: `${copy.subject(said, name, lead.id, lead.city, when)}${suffix}`,
    ...paragraphs([headline, details, linked(`${copy.open}:`, event.url)]),
    invitation: calendarEvent(row, sender, now, { ...event, to: sender.owner, locale: "en" }),
  };
});

/**
 * The homeowner's reminder a day before, in the lead's language. None for an appointment
 * cancelled since, or moved further than a day away (its own reminder follows).
 */
export const appointmentReminderMail = appointmentMail(async (about, lead, sender) => {
  const { row, kind } = about;
  const manage = kind === "warranty" ? undefined : await appointmentLink(lead, row.startsAt);
  if (row.status === "cancelled") return { skip: "The appointment was cancelled" };
  // A move to a later day clears the mark (its own reminder follows); a little slack for the
  // loop that queues reminders every few seconds.
  const queuedAt = row.reminderQueuedAt && Date.parse(row.reminderQueuedAt);
  if (!queuedAt || Date.parse(row.startsAt) - queuedAt > REMINDER_BEFORE_MS + 600_000)
    return { skip: "The appointment was moved to a later day" };
  const locale = lead.language;
  const words = bookingCopyIn[locale];
  const copy = words.mail;
  const { name, when } = wordsOf(about, locale);
  const { business } = sender.facts;
  return {
    to: lead.email,
    subject: copy.subjects.reminder(name, when),
    ...paragraphs([
      greetingLine(lead.fullName, locale),
      copy.leads.reminder(name, business.name, when),
      words.kinds[kind].what,
      manage ? linked(copy.manage, manage) : copy.another,
      copy.questions(business.phone.display, business.hours.display),
      business.name,
    ]),
  };
});
