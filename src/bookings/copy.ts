import type { Localized } from "@/lib/i18n/locale";
import type { BookingCopy } from "./booking-copy-schema";
import { bookingCopyEs } from "./copy-es";

export type { BookingCopy };

/**
 * The words of the booking page and of the homeowner's e-mails about an appointment, one place
 * for each; the Spanish edition's are in copy-es.ts, both of the shape in booking-copy-schema.ts.
 */
export const bookingCopy: BookingCopy = {
  title: "Book your call",
  description:
    "Pick a time for your discovery call or in-home consultation, in Dallas time, with the link from your request.",
  offer: (callMinutes: number | undefined, visit: boolean) =>
    callMinutes === undefined
      ? "Pick a time for your in-home consultation"
      : `Pick a time for your ${callMinutes}-minute call${visit ? " or your in-home consultation" : ""}`,
  greeting: (firstName: string | undefined) =>
    `Thank you${firstName ? `, ${firstName}` : ""}. Pick a time that suits you.`,
  when: (day: string, time: string) => `${day} at ${time} (Dallas time)`,
  kinds: {
    call: {
      name: "call",
      named: (minutes: number) => `${minutes}-minute call`,
      tab: "Phone call",
      pick: (minutes: number) => `Pick a time for your ${minutes}-minute call`,
      what: "We call you at the number you gave us, to talk through the project, the budget and the timing.",
    },
    visit: {
      name: "in-home consultation",
      named: () => "in-home consultation",
      tab: "In-home consultation",
      pick: (minutes: number) =>
        `Pick a time for your in-home consultation (up to ${minutes} minutes)`,
      what: "We come to the project address you gave us, look at the space and measure it, and answer your questions.",
    },
    warranty: {
      name: "warranty visit",
      named: () => "warranty visit",
      what: "We come to your home to look at what you reported under your warranty and, where we can, fix it on the spot.",
    },
  },
  tabsLabel: "What to book",
  timeZone: "All times are Dallas time (Central).",
  dayTimes: (count: number) => (count === 1 ? "1 time open" : `${count} times open`),
  book: "Book this time",
  move: "Move to this time",
  cancel: (name: string) => `Cancel the ${name}`,
  current: (name: string, when: string) => `Your ${name} is booked for ${when}.`,
  moveHeading: "Need another time?",
  none: (phone: string) =>
    `No times are open in the coming weeks. Call us at ${phone} and we will find one together.`,
  notices: {
    booked: (name: string, when: string) =>
      `Done: your ${name} is booked for ${when}. A calendar invitation is on its way to your e-mail.`,
    moved: (name: string, when: string) =>
      `Done: your ${name} is moved to ${when}. An updated calendar invitation is on its way to your e-mail.`,
    cancelled: (name: string) =>
      `Your ${name} is cancelled. If you would like another time, pick one below.`,
    taken: (day: string) =>
      `That time was just taken by someone else. Here are the times still open on ${day}.`,
    takenDayFull: (day: string) =>
      `That time was just taken by someone else, and ${day} has no other time open. Here are the other days.`,
    gone: "That time is no longer open. Here are the times open now.",
    started: (name: string, phone: string) =>
      `Your ${name} has already started, so this link cannot change it. Call us at ${phone}.`,
    notOffered: (name: string, phone: string) =>
      `The ${name} is not booked online at the moment. Call us at ${phone} and we will set it up.`,
    choose: "Choose one of the times below.",
  },
  invalid: {
    heading: "This link does not work",
    text: (phone: string) =>
      `Use the link from your confirmation e-mail, or call us at ${phone} and we will book your time by phone.`,
  },
  expired: {
    heading: "This link has expired",
    text: (phone: string, days: number) =>
      `Booking links work for ${days} days after a request, and the links in an invitation until the appointment starts. Call us at ${phone}, or send a new request.`,
  },
  mail: {
    subjects: {
      booked: (name: string, when: string) => `Your ${name} is booked: ${when}`,
      moved: (name: string, when: string) => `Your ${name} is moved: ${when}`,
      confirmed: (name: string, when: string) => `Your ${name} is confirmed: ${when}`,
      cancelled: (name: string, when: string) => `Cancelled: your ${name} on ${when}`,
      reminder: (name: string, when: string) => `Reminder: your ${name} is ${when}`,
    },
    leads: {
      booked: (name: string, business: string, when: string) =>
        `Your ${name} with ${business} is booked for ${when}.`,
      moved: (name: string, business: string, when: string) =>
        `Your ${name} with ${business} is moved to ${when}.`,
      confirmed: (name: string, business: string, when: string) =>
        `Your ${name} with ${business} is confirmed for ${when}.`,
      cancelled: (name: string, business: string, when: string) =>
        `Your ${name} with ${business} on ${when} is cancelled, and the invitation in this e-mail takes it off your calendar.`,
      reminder: (name: string, business: string, when: string) =>
        `A reminder: your ${name} with ${business} is ${when}.`,
    },
    calendar: "The invitation in this e-mail adds it to your calendar in one tap.",
    another: "Need another time? Reply to this e-mail or call us, and we will move it.",
    manage:
      "Need another time, or cannot make it? Move or cancel it here (the link works until it starts):",
    rebook: "Would you like another time? Pick one here:",
    questions: (phone: string, hours: string) => `Questions? Call us at ${phone} (${hours}).`,
    event: (name: string, business: string) =>
      `${name.replace(/^./, (c) => c.toUpperCase())} with ${business}`,
  },
  refusals: {
    noForm: "Send the booking form.",
    kind: "Choose a phone call or an in-home consultation.",
    intent: "Book or cancel a time from the booking page.",
    start: "Choose one of the times on the booking page.",
  },
};

/** Each edition's words: the homeowner's language is the lead's, kept with it. */
export const bookingCopyIn: Localized<BookingCopy> = { en: bookingCopy, es: bookingCopyEs };

/**
 * The owner's e-mail and calendar, in English whatever the homeowner's language (the owner reads
 * English): the subject names only the request's number and city.
 */
export const ownerMailCopy = {
  subject: (change: string, name: string, leadId: number, city: string, when: string) =>
    `${change}: ${name}, request #${leadId} (${city}), ${when}`,
  changes: {
    booked: "Booked online",
    moved: "Moved",
    confirmed: "Confirmed",
    cancelled: "Cancelled",
  },
  /** A warranty visit the office booked for the homeowner. */
  bookedInAdmin: "Booked in the admin",
  event: (name: string, fullName: string, city: string) => `${name}: ${fullName} (${city})`,
  open: "Open the lead",
};
