import "server-only";
import { appointmentsWithLeads, type AppointmentWithLead } from "@/bookings/store";
import { dallasDay, dallasDayStartUtc, dallasTime, dayInWords } from "@/lib/time/dallas";
import { appointmentKinds, type AppointmentKind } from "../rules";
import { openTimes } from "../offers";
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
  kind: AppointmentKind;
  /** "10:00–10:15 AM" */
  time: string;
  name: string;
  status: "booked" | "confirmed" | "cancelled" | "past";
  statusLabel: string;
  lead: AppointmentWithLead["lead"];
};

export type AgendaDay = { day: string; label: string; items: AgendaItem[] };
export type MoveChoices = Record<
  AppointmentKind,
  { label: string; times: { value: string; label: string }[] }[]
>;

export function agendaItem(row: AppointmentWithLead): AgendaItem {
  const kind = row.kind as AppointmentKind;
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
  for (const kind of appointmentKinds) {
    const days = (await openTimes(offers, kind, now)) ?? [];
    moveChoices[kind] = days
      .filter((day) => Date.parse(dallasDayStartUtc(day.day)) < now.getTime() + MOVE_DAYS * DAY_MS)
      .map((day) => ({
        label: dayInWords(day.day),
        times: day.slots.map((slot) => ({
          value: slot.start.toISOString(),
          label: dallasTime(slot.start),
        })),
      }));
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
