import "server-only";
import { appointmentsWithLeads, type AppointmentWithLead } from "@/bookings/store";
import { dallasDay, dallasDayStartUtc, dallasTime, dayInWords } from "@/lib/time/dallas";
import { bookedKinds, type BookedKind } from "../rules";
import { openTimes } from "../offers";
import type { DaySlots } from "../slots";
import { bookingOffers } from "../schedule";
import { appointmentName } from "../when";
import { staffCopy } from "./copy";

/** How far ahead the move list offers times: enough to find one, short enough to read. */
const MOVE_DAYS = 7;
const CANCELLED_DAYS = 7;
const DAY_MS = 86_400_000;

export type AgendaItem = {
  id: number;
  leadId: number;
  kind: BookedKind;
  /** "10:00–10:15 AM" */
  time: string;
  name: string;
  status: "booked" | "confirmed" | "cancelled" | "past";
  statusLabel: string;
  lead: AppointmentWithLead["lead"];
};

export type AgendaDay = { day: string; label: string; items: AgendaItem[] };
/** Free times as a list picks them: by Dallas day, each time's value its ISO instant. */
export type TimeChoices = { label: string; times: { value: string; label: string }[] }[];
export type MoveChoices = Record<BookedKind, TimeChoices>;

/** The free times of the coming week, as the move and booking lists offer them. */
export const timeChoices = (days: DaySlots[], now: Date): TimeChoices =>
  days
    .filter((day) => Date.parse(dallasDayStartUtc(day.day)) < now.getTime() + MOVE_DAYS * DAY_MS)
    .map((day) => ({
      label: dayInWords(day.day),
      times: day.slots.map((slot) => ({
        value: slot.start.toISOString(),
        label: dallasTime(slot.start),
      })),
    }));

export function agendaItem(row: AppointmentWithLead): AgendaItem {
  const kind = row.kind as BookedKind;
  const status = row.status as AgendaItem["status"];
  return {
    id: row.id,
    leadId: row.leadId,
    kind,
    time: `${dallasTime(new Date(row.startsAt))}–${dallasTime(new Date(row.endsAt))}`,
    name: appointmentName(kind, row.startsAt, row.endsAt),
    status,
    statusLabel:
      status === "cancelled"
        ? `${staffCopy.status.cancelled} ${staffCopy.cancelledBy(row.cancelledBy)}`.trim()
        : staffCopy.status[status],
    lead: row.lead,
  };
}

/** Items by Dallas day, in order. */
function byDay(rows: AppointmentWithLead[]): AgendaDay[] {
  const days = new Map<string, AgendaDay>();
  for (const row of rows) {
    const day = dallasDay(new Date(row.startsAt));
    const entry = days.get(day) ?? { day, label: dayInWords(day), items: [] };
    entry.items.push(agendaItem(row));
    days.set(day, entry);
  }
  return [...days.values()];
}

/** Today's appointments (all of the Dallas day, including those already over). */
export async function todaysAppointments(now = new Date()) {
  const today = dallasDay(now);
  return (
    await appointmentsWithLeads({
      from: new Date(dallasDayStartUtc(today)),
      to: new Date(dallasDayStartUtc(today, 1)),
    })
  ).map(agendaItem);
}

/**
 * The appointments page: today, the next 7 days, later, and what was cancelled lately; and for
 * each kind the free times staff can move an appointment to.
 */
export async function agenda(now = new Date()) {
  const today = dallasDay(now);
  const tomorrow = new Date(dallasDayStartUtc(today, 1));
  const weekEnd = new Date(dallasDayStartUtc(today, 8));
  const [todays, week, later, cancelled, offers] = await Promise.all([
    todaysAppointments(now),
    appointmentsWithLeads({ from: tomorrow, to: weekEnd }),
    appointmentsWithLeads({ from: weekEnd }),
    appointmentsWithLeads({
      from: new Date(now.getTime() - CANCELLED_DAYS * DAY_MS),
      statuses: ["cancelled"],
    }),
    bookingOffers(),
  ]);
  const moveChoices = {} as MoveChoices;
  for (const kind of bookedKinds) {
    moveChoices[kind] = timeChoices((await openTimes(offers, kind, now)) ?? [], now);
  }
  return {
    today: todays,
    week: byDay(week),
    later: byDay(later),
    cancelled: cancelled.map((row) => ({
      ...agendaItem(row),
      day: dayInWords(dallasDay(new Date(row.startsAt))),
    })),
    moveChoices,
  };
}
