import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { Locale } from "@/lib/i18n/locale";

export type InvitationMethod = "REQUEST" | "CANCEL";

export type InvitationInput = {
  method: InvitationMethod;
  /** The appointment's: the same event in every message about it. */
  uid: string;
  /** Raised by each change, so a calendar replaces what an earlier message added. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this message was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: { name: string; email: string };
  /** By address only: a name the visitor typed never goes into a message to them. */
  attendee: { email: string };
  /** The language of its summary and description (the homeowner's); English if not said. */
  locale?: Locale;
};

export type FeedEvent = Pick<
  InvitationInput,
  "uid" | "sequence" | "start" | "end" | "stamp" | "summary" | "description" | "location" | "url"
>;

/** The fields an invitation and the feed both give an event, so each shows it the same. */
const eventOf = (event: FeedEvent) => ({
  id: event.uid,
  sequence: event.sequence,
  start: event.start,
  end: event.end,
  stamp: event.stamp,
  summary: event.summary,
  description: event.description,
  location: event.location ?? null,
  url: event.url ?? null,
});

/**
 * An RFC 5545 invitation for one appointment, times in UTC (unambiguous on every calendar, which
 * shows them in its own zone): METHOD:REQUEST adds or updates the event, METHOD:CANCEL removes it.
 */
export function invitation(input: InvitationInput): string {
  const calendar = ical({
    prodId: {
      company: input.organizer.name,
      product: "Appointments",
      language: (input.locale ?? "en").toUpperCase(),
    },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    ...eventOf(input),
    status: input.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: [
      {
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/**
 * A subscribed calendar (no method: a calendar app reads it again now and then), with the same UID
 * per appointment as its invitations, so the app shows one event, not two.
 */
export function calendarFeed(name: string, events: readonly FeedEvent[]): string {
  const calendar = ical({
    name,
    prodId: { company: name, product: "Appointments", language: "EN" },
    ttl: 15 * 60,
  });
  for (const event of events)
    calendar.createEvent({ ...eventOf(event), status: ICalEventStatus.CONFIRMED });
  return calendar.toString();
}
