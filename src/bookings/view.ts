import "server-only";
import { siteFacts } from "@/site/server";
import { upcomingAppointment } from "@/bookings/store";
import { greetingName } from "@/leads";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { firstValue as one, type SearchParams } from "@/lib/routing/search-param";
import { dallasDay } from "@/lib/time/dallas";
import { bookingCopyIn, type BookingCopy } from "./copy";
import { BOOKING_PATH } from "./addresses";
import { BOOKING_LINK_DAYS, leadOfLink, type LinkProblem } from "./link";
import { appointmentKinds, type AppointmentKind } from "./rules";
import { openTimes } from "./offers";
import { bookingOffers } from "./schedule";
import { dayIn, timeIn, whenInWords } from "./when";

export type Notice = { tone: "done" | "problem"; text: string };
export type DayChoice = {
  day: string;
  label: string;
  /** Shown opened: the first day, or the day of a time just taken. */
  open: boolean;
  slots: { value: string; label: string }[];
};

export type BookingView =
  | { state: LinkProblem; heading: string; text: string }
  | {
      state: "open";
      token: string;
      kind: AppointmentKind;
      greeting: string;
      heading: string;
      what: string;
      /** The kinds the owner offers, each a link to its own times. */
      tabs: { kind: AppointmentKind; label: string; href: string; current: boolean }[];
      notice?: Notice;
      /** The lead's upcoming appointment of this kind, in words. */
      current?: string;
      days: DayChoice[];
      none?: string;
    };

const hrefOf = (locale: Locale, token: string, kind: AppointmentKind) =>
  `${localePath(locale, BOOKING_PATH)}?${new URLSearchParams({ t: token, kind })}`;

/** A day on its own line starts with a capital: "Lunes 5 de enero" (no-op in English). */
const capitalized = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/** What the page says of a link that does not work, with the phone to call instead. */
export function linkProblemWords(copy: BookingCopy, problem: LinkProblem, phone: string) {
  return problem === "expired"
    ? { heading: copy.expired.heading, text: copy.expired.text(phone, BOOKING_LINK_DAYS) }
    : { heading: copy.invalid.heading, text: copy.invalid.text(phone) };
}

/**
 * What the booking page of an edition shows for a link, a kind and the outcome of the last
 * choice, in that edition's words, days and times.
 */
export async function bookingView(
  locale: Locale,
  params: SearchParams,
  now = new Date(),
): Promise<BookingView> {
  const copy = bookingCopyIn[locale];
  const phone = (await siteFacts(locale)).business.phone.display;
  const token = one(params.t) ?? "";
  const linked = await leadOfLink(token, now);
  if ("problem" in linked)
    return { state: linked.problem, ...linkProblemWords(copy, linked.problem, phone) };
  const offers = await bookingOffers();
  const { rules } = offers;
  const offered = appointmentKinds.filter((kind) => rules[kind]);
  const asked = one(params.kind);
  const kind: AppointmentKind = appointmentKinds.find((k) => k === asked) ?? offered[0] ?? "call";
  const words = copy.kinds[kind];
  const appointment = await upcomingAppointment(linked.lead.id, kind);
  const days = (await openTimes(offers, kind, now, appointment?.id)) ?? [];
  const taken = one(params.taken);
  const takenDay = taken && !Number.isNaN(Date.parse(taken)) ? dallasDay(new Date(taken)) : null;
  const current = appointment && whenInWords(new Date(appointment.startsAt), locale);
  const notice = noticeOf(one(params.done), {
    copy,
    locale,
    takenDay,
    days,
    phone,
    kind,
    current,
  });
  // Its own time is no time to move to.
  const own = appointment && Date.parse(appointment.startsAt);
  const choices = days
    .map((day) => ({
      day: day.day,
      label: capitalized(dayIn(day.day, locale)),
      open: false,
      slots: day.slots
        .filter((slot) => slot.start.getTime() !== own)
        .map((slot) => ({ value: slot.start.toISOString(), label: timeIn(slot.start, locale) })),
    }))
    .filter((day) => day.slots.length)
    .map((day, index) => ({ ...day, open: takenDay ? day.day === takenDay : index === 0 }));
  // The day of a time just taken comes first, with its remaining times.
  choices.sort((a, b) => Number(b.day === takenDay) - Number(a.day === takenDay));
  const rule = rules[kind];
  return {
    state: "open",
    token,
    kind,
    greeting: copy.greeting(greetingName(linked.lead.fullName)),
    heading: words.pick(rule?.lengthMinutes ?? 0),
    what: words.what,
    tabs: offered.map((k) => ({
      kind: k,
      label: copy.kinds[k].tab,
      href: hrefOf(locale, token, k),
      current: k === kind,
    })),
    notice: rule ? notice : { tone: "problem", text: copy.notices.notOffered(words.name, phone) },
    current,
    days: rule ? choices : [],
    none: rule && !choices.length ? copy.none(phone) : undefined,
  };
}

function noticeOf(
  done: string | undefined,
  context: {
    copy: BookingCopy;
    locale: Locale;
    takenDay: string | null;
    days: { day: string }[];
    phone: string;
    kind: AppointmentKind;
    current?: string;
  },
): Notice | undefined {
  const name = context.copy.kinds[context.kind].name;
  const notices = context.copy.notices;
  if (context.takenDay) {
    const day = dayIn(context.takenDay, context.locale);
    const stillOpen = context.days.some((d) => d.day === context.takenDay);
    return { tone: "problem", text: stillOpen ? notices.taken(day) : notices.takenDayFull(day) };
  }
  if ((done === "booked" || done === "moved") && context.current)
    return { tone: "done", text: notices[done](name, context.current) };
  if (done === "choose") return { tone: "problem", text: notices.choose };
  if (done === "gone") return { tone: "problem", text: notices.gone };
  if (done === "started") return { tone: "problem", text: notices.started(name, context.phone) };
  if (done === "cancelled") return { tone: "done", text: notices.cancelled(name) };
  return undefined;
}
