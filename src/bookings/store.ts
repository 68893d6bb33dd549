import "server-only";
import { and, eq, gt, gte, inArray, isNull, lt, lte, ne } from "drizzle-orm";
import { getDb, type DbTransaction as Transaction } from "@/lib/db/client";
import { queueDeliveries, setAsideWaiting, type DeliveryStatus } from "@/lib/outbox/store";
import type { AppointmentChannelId } from "./channel-ids";
import { ofLead, type LeadRow } from "@/leads";
import {
  appointmentDeliveries,
  appointments,
  bookedSteps,
  type AppointmentRow,
} from "@/bookings/tables";
import { leads } from "@/leads/server";

/** Lengths, buffers and starts are multiples of five minutes (rules.ts). */
const STEP_MS = 5 * 60_000;
const UPCOMING = ["booked", "confirmed"] as const;
/** The homeowner's reminder is queued this long before the start. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

/** An e-mail the outbox sends about an appointment, queued with the change that calls for it. */
export type AppointmentNotice = { channel: AppointmentChannelId; status: DeliveryStatus };

export type AppointmentStatus = "booked" | "confirmed" | "cancelled" | "past";
export type AppointmentTimes = { start: Date; end: Date; busyUntil: Date };
export type NewAppointment = AppointmentTimes & {
  uid: string;
  leadId: number;
  kind: string;
  /** Confirmed from the start when staff chose the time. */
  status?: "booked" | "confirmed";
};

/** Each five-minute step from the start to the buffer's end, as numbered in booked_steps. */
export function stepsOf({ start, busyUntil }: Pick<AppointmentTimes, "start" | "busyUntil">) {
  const steps: number[] = [];
  for (let at = start.getTime(); at < busyUntil.getTime(); at += STEP_MS)
    steps.push(Math.floor(at / STEP_MS));
  return steps;
}

/** Thrown inside a transaction to undo it when another appointment holds one of the steps. */
class StepTaken extends Error {}

/**
 * Queues the notices of a change in its transaction. A notice of the same kind still waiting to
 * go is set aside: it would tell what this one tells, as each renders the appointment as it is
 * when sent.
 */
async function queueNotices(
  tx: Transaction,
  row: AppointmentRow,
  notices: readonly AppointmentNotice[],
  now: Date,
) {
  if (!notices.length) return;
  const channels = notices.map((notice) => notice.channel);
  const ofThisAppointment = tx
    .select({ id: appointmentDeliveries.deliveryId })
    .from(appointmentDeliveries)
    .where(eq(appointmentDeliveries.appointmentId, row.id));
  await setAsideWaiting(tx, ofThisAppointment, channels, now);
  const queued = await queueDeliveries(tx, ofLead(row.leadId), notices, now);
  await tx
    .insert(appointmentDeliveries)
    .values(queued.map((id) => ({ deliveryId: id, appointmentId: row.id })));
}

/** A start within a day is close enough that the booking's own message reminds. */
const reminderQueuedAt = (start: Date, now: Date) =>
  start.getTime() - now.getTime() <= REMINDER_BEFORE_MS ? now.toISOString() : null;

/** Holds the steps for an appointment, or undoes the whole transaction if any is held already. */
async function holdSteps(tx: Transaction, appointmentId: number, times: AppointmentTimes) {
  const steps = stepsOf(times);
  const held = await tx
    .insert(bookedSteps)
    .values(steps.map((step) => ({ step, appointmentId })))
    .onConflictDoNothing()
    .returning({ step: bookedSteps.step });
  if (held.length !== steps.length) throw new StepTaken();
}

const timesOf = (times: AppointmentTimes) => ({
  startsAt: times.start.toISOString(),
  endsAt: times.end.toISOString(),
  busyUntil: times.busyUntil.toISOString(),
});

export type BookingOutcome =
  | { outcome: "booked"; appointment: AppointmentRow }
  | { outcome: "taken" }
  | { outcome: "already_booked"; appointment: AppointmentRow };

/** The lead's upcoming appointment of a kind, if it holds one. */
export async function upcomingAppointment(
  leadId: number,
  kind: string,
): Promise<AppointmentRow | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.leadId, leadId),
        eq(appointments.kind, kind),
        inArray(appointments.status, UPCOMING),
      ),
    );
  return row;
}

/**
 * Stores an appointment and the steps it holds in one transaction. The database decides: a time
 * another booking holds (on any server instance) is "taken", and a lead that already holds an
 * upcoming appointment of the kind gets that one back. A past one of the kind is set aside first.
 */
export async function bookAppointment(
  appointment: NewAppointment,
  now = new Date(),
  notices: readonly AppointmentNotice[] = [],
): Promise<BookingOutcome> {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      await tx
        .update(appointments)
        .set({ status: "past", updatedAt: now.toISOString() })
        .where(
          and(
            eq(appointments.leadId, appointment.leadId),
            eq(appointments.kind, appointment.kind),
            inArray(appointments.status, UPCOMING),
            lte(appointments.endsAt, now.toISOString()),
          ),
        );
      const [stored] = await tx
        .insert(appointments)
        .values({
          uid: appointment.uid,
          leadId: appointment.leadId,
          kind: appointment.kind,
          ...timesOf(appointment),
          status: appointment.status ?? "booked",
          updatedAt: now.toISOString(),
          reminderQueuedAt: reminderQueuedAt(appointment.start, now),
        })
        .onConflictDoNothing()
        .returning();
      if (!stored) return undefined;
      await holdSteps(tx, stored.id, appointment);
      await queueNotices(tx, stored, notices, now);
      return stored;
    });
    if (row) return { outcome: "booked", appointment: row };
  } catch (error) {
    if (!(error instanceof StepTaken)) throw error;
    return { outcome: "taken" };
  }
  // The one-upcoming index refused it: another request for this lead booked first.
  const existing = await upcomingAppointment(appointment.leadId, appointment.kind);
  if (!existing) throw new Error("An appointment was refused, yet the lead holds none");
  return { outcome: "already_booked", appointment: existing };
}

export type ChangeOutcome =
  | { outcome: "moved" | "cancelled" | "confirmed"; appointment: AppointmentRow }
  | { outcome: "taken" }
  | { outcome: "not_upcoming" };

/** The columns a change sets; every change also stamps `updatedAt`. */
type AppointmentChange = Partial<typeof appointments.$inferInsert>;

/**
 * Runs a change on an upcoming appointment; one that was cancelled or has passed is left alone.
 * `prepare` does the change's own work in the transaction and says which columns it sets.
 */
async function change(
  id: number,
  outcome: "moved" | "cancelled" | "confirmed",
  prepare: (tx: Transaction, row: AppointmentRow) => Promise<AppointmentChange>,
  notices: readonly AppointmentNotice[],
  now: Date,
): Promise<ChangeOutcome> {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, id), inArray(appointments.status, UPCOMING)));
      if (!current) return undefined;
      const columns = await prepare(tx, current);
      const [changed] = await tx
        .update(appointments)
        .set({ ...columns, updatedAt: now.toISOString() })
        .where(eq(appointments.id, id))
        .returning();
      if (changed) await queueNotices(tx, changed, notices, now);
      return changed;
    });
    return row ? { outcome, appointment: row } : { outcome: "not_upcoming" };
  } catch (error) {
    if (!(error instanceof StepTaken)) throw error;
    return { outcome: "taken" };
  }
}

/**
 * Moves an appointment to new times, keeping its invitation (a higher sequence). Its old steps
 * are let go and the new ones held in one transaction, so a refused move keeps the old time.
 */
export function moveAppointment(
  id: number,
  times: AppointmentTimes,
  status: "booked" | "confirmed",
  now = new Date(),
  notices: readonly AppointmentNotice[] = [],
): Promise<ChangeOutcome> {
  return change(
    id,
    "moved",
    async (tx, current) => {
      await tx.delete(bookedSteps).where(eq(bookedSteps.appointmentId, id));
      await holdSteps(tx, id, times);
      return {
        ...timesOf(times),
        status,
        sequence: current.sequence + 1,
        reminderQueuedAt: reminderQueuedAt(times.start, now),
      };
    },
    notices,
    now,
  );
}

/** Cancels an appointment and frees its time; `by` is "homeowner" or the staff account's id. */
export function cancelAppointment(
  id: number,
  by: string,
  now = new Date(),
  notices: readonly AppointmentNotice[] = [],
) {
  return change(
    id,
    "cancelled",
    async (tx, current) => {
      await tx.delete(bookedSteps).where(eq(bookedSteps.appointmentId, id));
      return { status: "cancelled", cancelledBy: by, sequence: current.sequence + 1 };
    },
    notices,
    now,
  );
}

/** Staff confirm a booked appointment: the time stands, so the invitation is not sent again. */
export function confirmAppointment(
  id: number,
  now = new Date(),
  notices: readonly AppointmentNotice[] = [],
) {
  return change(id, "confirmed", async () => ({ status: "confirmed" }), notices, now);
}

export async function getAppointment(id: number): Promise<AppointmentRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** The appointment an outbox row is about, if it is one of an appointment's and it still exists. */
export async function appointmentOfDelivery(
  deliveryId: number,
): Promise<AppointmentRow | undefined> {
  const db = await getDb();
  const [found] = await db
    .select({ row: appointments })
    .from(appointmentDeliveries)
    .innerJoin(appointments, eq(appointments.id, appointmentDeliveries.appointmentId))
    .where(eq(appointmentDeliveries.deliveryId, deliveryId));
  return found?.row;
}

/**
 * The time upcoming appointments hold after `now` (start to buffer's end, in ms), for computing
 * free times; `except` leaves out the one being moved.
 */
export async function heldTimes(now: Date, except?: number) {
  const db = await getDb();
  const rows = await db
    .select({ startsAt: appointments.startsAt, busyUntil: appointments.busyUntil })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, UPCOMING),
        gt(appointments.busyUntil, now.toISOString()),
        except === undefined ? undefined : ne(appointments.id, except),
      ),
    );
  return rows.map((row) => ({
    start: Date.parse(row.startsAt),
    end: Date.parse(row.busyUntil),
  }));
}

/**
 * Queues the day-before reminder of each upcoming appointment that starts within a day and has
 * none yet. Marking and queueing share a transaction whose update holds its own condition, so two
 * servers never remind twice. Returns how many were queued.
 */
export async function queueAppointmentReminders(
  notices: readonly AppointmentNotice[],
  now = new Date(),
): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, UPCOMING),
        isNull(appointments.reminderQueuedAt),
        gt(appointments.startsAt, now.toISOString()),
        lte(appointments.startsAt, new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString()),
      ),
    )
    .limit(50);
  let queued = 0;
  for (const { id } of due) {
    const marked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(appointments)
        .set({ reminderQueuedAt: now.toISOString() })
        .where(
          and(
            eq(appointments.id, id),
            inArray(appointments.status, UPCOMING),
            isNull(appointments.reminderQueuedAt),
          ),
        )
        .returning();
      if (row) await queueNotices(tx, row, notices, now);
      return Boolean(row);
    });
    if (marked) queued++;
  }
  return queued;
}

/**
 * An appointment with what staff need of its lead to keep it: who, how to reach them, where, and
 * in which language to speak.
 */
export type AppointmentWithLead = AppointmentRow & {
  lead: Pick<LeadRow, "fullName" | "phone" | "email" | "projectAddress" | "city" | "language">;
};

/**
 * Appointments that start in [from, to), soonest first, with their leads; `statuses` picks which
 * (upcoming ones by default). `leadId` narrows them to one lead's.
 */
export async function appointmentsWithLeads({
  from,
  to,
  statuses = UPCOMING,
  leadId,
}: {
  from?: Date;
  to?: Date;
  statuses?: readonly AppointmentStatus[];
  leadId?: number;
}): Promise<AppointmentWithLead[]> {
  const db = await getDb();
  const rows = await db
    .select({
      appointment: appointments,
      lead: {
        fullName: leads.fullName,
        phone: leads.phone,
        email: leads.email,
        projectAddress: leads.projectAddress,
        city: leads.city,
        language: leads.language,
      },
    })
    .from(appointments)
    .innerJoin(leads, eq(leads.id, appointments.leadId))
    .where(
      and(
        inArray(appointments.status, [...statuses]),
        from ? gte(appointments.startsAt, from.toISOString()) : undefined,
        to ? lt(appointments.startsAt, to.toISOString()) : undefined,
        leadId === undefined ? undefined : eq(appointments.leadId, leadId),
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(500);
  return rows.map(({ appointment, lead }) => ({ ...appointment, lead }));
}
