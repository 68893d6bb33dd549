import "server-only";
import { siteFacts } from "@/business/public";
import { upcomingAppointment } from "@/lib/db/appointments";
import { greetingName } from "@/leads/greeting-name";
import { firstValue as one, type SearchParams } from "@/lib/routing/search-param";
import { dallasDay, dallasTime, dayInWords } from "@/lib/time/dallas";
import { bookingCopy } from "./copy";
import { BOOKING_PATH } from "./addresses";
import { BOOKING_LINK_DAYS, leadOfLink } from "./link";
import { appointmentKinds, type AppointmentKind } from "./rules";
import { openTimes } from "./offers";
import { bookingOffers } from "./schedule";
import { whenInWords } from "./when";

export type Notice = { tone: "done" | "problem"; text: string };
export type DayChoice = {
  day: string;
  label: string;
  /** Shown opened: the first day, or the day of a time just taken. */
  open: boolean;
  slots: { value: string; label: string }[];
};

export type BookingView =
  | { state: "invalid" | "expired"; heading: string; text: string }
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

const hrefOf = (token: string, kind: AppointmentKind) =>
  `${BOOKING_PATH}?${new URLSearchParams({ t: token, kind })}`;

/** What the booking page shows for a link, a kind and the outcome of the last choice. */
export async function bookingView(params: SearchParams, now = new Date()): Promise<BookingView> {
  const phone = (await siteFacts()).business.phone.display;
  const token = one(params.t) ?? "";
  const linked = await leadOfLink(token, now);
  if ("problem" in linked) {
    const words = bookingCopy[linked.problem];
    const text =
      linked.problem === "expired"
        ? bookingCopy.expired.text(phone, BOOKING_LINK_DAYS)
        : bookingCopy.invalid.text(phone);
    return { state: linked.problem, heading: words.heading, text };
  }
  const offers = await bookingOffers();
  const { rules } = offers;
  const offered = appointmentKinds.filter((kind) => rules[kind]);
  const asked = one(params.kind);
  const kind: AppointmentKind = appointmentKinds.find((k) => k === asked) ?? offered[0] ?? "call";
  const words = bookingCopy.kinds[kind];
  const appointment = await upcomingAppointment(linked.lead.id, kind);
  const days = (await openTimes(offers, kind, now, appointment?.id)) ?? [];
  const taken = one(params.taken);
  const takenDay = taken && !Number.isNaN(Date.parse(taken)) ? dallasDay(new Date(taken)) : null;
  const current = appointment && whenInWords(new Date(appointment.startsAt));
  const notice = noticeOf(one(params.done), { takenDay, days, phone, kind, current });
  // Its own time is no time to move to.
  const own = appointment && Date.parse(appointment.startsAt);
  const choices = days
    .map((day) => ({
      day: day.day,
      label: dayInWords(day.day),
      open: false,
      slots: day.slots
        .filter((slot) => slot.start.getTime() !== own)
        .map((slot) => ({ value: slot.start.toISOString(), label: dallasTime(slot.start) })),
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
    greeting: bookingCopy.greeting(greetingName(linked.lead.fullName)),
    heading: words.pick(rule?.lengthMinutes ?? 0),
    what: words.what,
    tabs: offered.map((k) => ({
      kind: k,
      label: bookingCopy.kinds[k].tab,
      href: hrefOf(token, k),
      current: k === kind,
    })),
    notice: rule
      ? notice
      : { tone: "problem", text: bookingCopy.notices.notOffered(words.name, phone) },
    current,
    days: rule ? choices : [],
    none: rule && !choices.length ? bookingCopy.none(phone) : undefined,
  };
}

function noticeOf(
  done: string | undefined,
  context: {
    takenDay: string | null;
    days: { day: string }[];
    phone: string;
    kind: AppointmentKind;
    current?: string;
  },
): Notice | undefined {
  const name = bookingCopy.kinds[context.kind].name;
  const notices = bookingCopy.notices;
  if (context.takenDay) {
    const day = dayInWords(context.takenDay);
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
