import "server-only";
import { getAppointment, REMINDER_BEFORE_MS } from "@/lib/db/appointments";
import type { AppointmentRow, DeliveryRow, LeadRow } from "@/lib/db/schema";
import type { Email } from "@/lib/mail/smtp";
import { greetingLine } from "@/leads/greeting-name";
import { escapeHtml } from "@/leads/delivery/escape";
import type { ChannelMail, MailSender } from "@/leads/delivery/registered-mail";
import { bookingCopy } from "./copy";
import { invitation } from "./invitation";
import { ownerEvent } from "./owner-event";
import { appointmentLink, bookingLink, bookingLinkOpen } from "./link";
import type { AppointmentKind } from "./rules";
import { appointmentName, whenInWords } from "./when";

const copy = bookingCopy.mail;
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
  kind: AppointmentKind;
  change: Change;
  /** "15-minute call" */
  name: string;
  /** "Tuesday, December 1 at 10:30 AM (Dallas time)" */
  when: string;
};

/** The appointment a delivery is about as it stands, or why there is nothing to tell any more. */
async function appointmentOf(delivery: DeliveryRow, now: Date): Promise<{ skip: string } | About> {
  const row = delivery.appointmentId ? await getAppointment(delivery.appointmentId) : undefined;
  if (!row) return { skip: "The appointment no longer exists" };
  if (row.status === "past") return { skip: "A later booking replaced the appointment" };
  if (Date.parse(row.startsAt) <= now.getTime()) return { skip: "The appointment has started" };
  const kind = row.kind as AppointmentKind;
  return {
    row,
    kind,
    change: changeOf(row),
    name: appointmentName(kind, row.startsAt, row.endsAt),
    when: whenInWords(new Date(row.startsAt)),
  };
}

/** An appointment's e-mail maker for the outbox: it tells the appointment as it stands. */
const appointmentMail =
  (
    make: (about: About, lead: LeadRow, sender: MailSender, now: Date) => Promise<Made>,
  ): ChannelMail =>
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
  event: { summary: string; description: string; location?: string; url?: string; to: string },
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
    }),
  } as const;
}

/**
 * The homeowner's e-mail about their appointment, with its invitation (or its cancellation). Like
 * the confirmation, it repeats nothing the visitor typed but a plain first name: the invitation
 * names them by address only and gives no project address (decisions.md §5.5).
 */
export const homeownerAppointmentMail = appointmentMail(
  async ({ row, kind, change, name, when }, lead, sender, now) => {
    const { business } = sender.facts;
    const manage = await appointmentLink(lead.id, row.startsAt);
    const questions = copy.questions(business.phone.display, business.hours.display);
    const next =
      change === "cancelled"
        ? bookingLinkOpen(lead, now)
          ? [linked(copy.rebook, await bookingLink(lead))]
          : []
        : [bookingCopy.kinds[kind].what, copy.calendar, linked(copy.manage, manage)];
    const body = paragraphs([
      greetingLine(lead.fullName),
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
        description: [bookingCopy.kinds[kind].what, linked(copy.manage, manage), questions].join(
          "\n\n",
        ),
        url: change === "cancelled" ? undefined : manage,
        to: lead.email,
      }),
    };
  },
);

/**
 * The owner's e-mail about an appointment, with an invitation for the owner's calendar that
 * carries what the visit needs: who, their phone, the project address, the lead in the admin.
 */
export const ownerAppointmentMail = appointmentMail(
  async ({ row, change, name, when }, lead, sender, now) => {
    const event = ownerEvent(row, lead);
    const details = [
      ...event.details,
      `Services: ${lead.serviceTypes.join(", ")}`,
      `Budget: ${lead.budgetRange}`,
    ].join("\n");
    const headline = `${copy.owner.changes[change]}: ${name}, ${when}.`;
    return {
      to: sender.owner,
      replyTo: lead.email,
      subject: copy.owner.subject(copy.owner.changes[change], name, lead.id, lead.city, when),
      ...paragraphs([headline, details, linked(`${copy.owner.open}:`, event.url)]),
      invitation: calendarEvent(row, sender, now, { ...event, to: sender.owner }),
    };
  },
);

/**
 * The homeowner's reminder a day before. None for an appointment cancelled since, or moved
 * further than a day away (its own reminder follows).
 */
export const appointmentReminderMail = appointmentMail(
  async ({ row, kind, name, when }, lead, sender) => {
    if (row.status === "cancelled") return { skip: "The appointment was cancelled" };
    // A move to a later day clears the mark (its own reminder follows); a little slack for the
    // loop that queues reminders every few seconds.
    const queuedAt = row.reminderQueuedAt && Date.parse(row.reminderQueuedAt);
    if (!queuedAt || Date.parse(row.startsAt) - queuedAt > REMINDER_BEFORE_MS + 600_000)
      return { skip: "The appointment was moved to a later day" };
    const { business } = sender.facts;
    return {
      to: lead.email,
      subject: copy.subjects.reminder(name, when),
      ...paragraphs([
        greetingLine(lead.fullName),
        copy.leads.reminder(name, business.name, when),
        bookingCopy.kinds[kind].what,
        linked(copy.manage, await appointmentLink(lead.id, row.startsAt)),
        copy.questions(business.phone.display, business.hours.display),
        business.name,
      ]),
    };
  },
);
