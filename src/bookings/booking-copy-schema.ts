import type { AppointmentKind } from "./rules";

/** One kind of appointment as the booking page and the e-mails name it. */
type AppointmentKindCopy = {
  name: string;
  /** The appointment by its length: "15-minute call". */
  named: (minutes: number) => string;
  tab: string;
  pick: (minutes: number) => string;
  what: string;
};

/** A sentence about one appointment change, given the appointment's name and its time. */
type ChangeSentence = (name: string, when: string) => string;

/** The same, naming the business as well: the first line of the homeowner's e-mail. */
type LeadSentence = (name: string, business: string, when: string) => string;

/**
 * The words of the booking page and of the homeowner's e-mails about an appointment, written out
 * here so the English (copy.ts) and the Spanish (copy-es.ts) each fill in the same entries.
 */
export type BookingCopy = {
  title: string;
  description: string;
  /** The offer after a request: the call, the consultation, or both. */
  offer: (callMinutes: number | undefined, visit: boolean) => string;
  greeting: (firstName: string | undefined) => string;
  when: (day: string, time: string) => string;
  kinds: Record<AppointmentKind, AppointmentKindCopy> & {
    /** Booked by the office under a job's warranty: named in e-mails, never offered online. */
    warranty: Pick<AppointmentKindCopy, "name" | "named" | "what">;
  };
  /** The label of the links between the kinds' times. */
  tabsLabel: string;
  timeZone: string;
  dayTimes: (count: number) => string;
  book: string;
  move: string;
  cancel: (name: string) => string;
  current: ChangeSentence;
  moveHeading: string;
  none: (phone: string) => string;
  notices: {
    booked: ChangeSentence;
    moved: ChangeSentence;
    cancelled: (name: string) => string;
    taken: (day: string) => string;
    takenDayFull: (day: string) => string;
    gone: string;
    started: (name: string, phone: string) => string;
    notOffered: (name: string, phone: string) => string;
    choose: string;
  };
  invalid: { heading: string; text: (phone: string) => string };
  expired: { heading: string; text: (phone: string, days: number) => string };
  /** The e-mails about an appointment (messages.ts); `name` is e.g. "15-minute call". */
  mail: {
    subjects: {
      booked: ChangeSentence;
      moved: ChangeSentence;
      confirmed: ChangeSentence;
      cancelled: ChangeSentence;
      reminder: ChangeSentence;
    };
    leads: {
      booked: LeadSentence;
      moved: LeadSentence;
      confirmed: LeadSentence;
      cancelled: LeadSentence;
      reminder: LeadSentence;
    };
    calendar: string;
    /** A warranty visit is moved by the office: how to ask for another time. */
    another: string;
    manage: string;
    rebook: string;
    questions: (phone: string, hours: string) => string;
    /** The event as the homeowner's calendar shows it. */
    event: (name: string, business: string) => string;
  };
  /** What a post no page of ours makes is told (with a 400), changing nothing. */
  refusals: { noForm: string; kind: string; intent: string; start: string };
};
