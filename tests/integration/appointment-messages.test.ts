import { createClient } from "@libsql/client";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewLeadRow } from "@/lib/db/schema";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink.mjs";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { leadAsStored } from "./support/leads";
import { eventsOf, partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("appointment-messages");

const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/lib/db/queries");
const { bookAppointment } = await import("@/lib/db/appointments");
const { processOutbox, stopOutboxLoop } = await import("@/leads/delivery/outbox");
const { bookingOffers, cancelTime, chooseTime } = await import("@/bookings/schedule");
const { openTimes } = await import("@/bookings/offers");
const { queueDueAppointmentReminders } = await import("@/bookings/reminders");
const { leadOfLink } = await import("@/bookings/link");
const { cancelByStaff, confirmByStaff, moveByStaff } = await import("@/bookings/staff");

const OWNER = "owner@example.com";
const HOUR = 3_600_000;
const sql = createClient({ url: process.env.DATABASE_URL! });
let payload: Payload;
let smtp: SmtpSink;
let leadNumber = 0;

beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_URL = smtp.url;
  process.env.LEAD_NOTIFY_TO = OWNER;
  const { cms } = await import("@/lib/cms/ready");
  payload = await cms();
  const { seedBusinessFacts } = await import("@/business/stored-facts");
  await seedBusinessFacts(payload);
  await payload.updateGlobal({ slug: "booking-settings", data: { visit: { offered: true } } });
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  stopOutboxLoop();
  await smtp.close();
  sql.close();
  closeDb();
});

/** A lead with its own address, so each test reads only its own mail. */
async function newLead(fields: Partial<NewLeadRow> = {}) {
  const n = ++leadNumber;
  const email = `homeowner.${n}@example.com`;
  const { id } = await insertLeadWithDeliveries(
    leadAsStored({ fullName: "Maria Lopez", email, ...fields }),
    [],
  );
  return { id, email };
}

/** The kind's free times now, soonest first. */
const freeTimes = async (kind: "call" | "visit", now = new Date()) =>
  (await openTimes(await bookingOffers(), kind, now))!.flatMap((day) =>
    day.slots.map((slot) => slot.start),
  );

async function book(leadId: number, start: Date, kind: "call" | "visit" = "call") {
  const result = await chooseTime(leadId, kind, start);
  if (result.outcome !== "booked" && result.outcome !== "moved")
    throw new Error(`Not booked: ${result.outcome}`);
  return result.appointment;
}

/** Sends whatever is due by `at` (a minute from now unless told). */
const sendDue = (at = new Date(Date.now() + 60_000)) => processOutbox(at);
const mailsTo = (address: string): ReceivedMail[] =>
  smtp.messages.filter((mail) => mail.to.includes(address));
const textOf = (mail: ReceivedMail) => partOf(mail.raw, "text/plain") ?? "";
const methodOf = (mail: ReceivedMail) =>
  mail.raw.match(/^Content-Type: text\/calendar;[^\n]*method=(\w+)/im)?.[1];

describe("an appointment's e-mails", { timeout: 30_000 }, () => {
  it("give the homeowner and the owner one invitation each, read back to the time in UTC", async () => {
    const lead = await newLead({ projectAddress: "4512 Mockingbird Ln" });
    const start = (await freeTimes("call"))[3]!;
    const appointment = await book(lead.id, start);
    await sendDue();
    await sendDue();

    const [homeowner, ...moreToHomeowner] = mailsTo(lead.email);
    expect(moreToHomeowner).toHaveLength(0);
    expect(methodOf(homeowner!)).toBe("REQUEST");
    const [event] = eventsOf(homeowner!.raw);
    expect(new Date(event!.start).toISOString()).toBe(start.toISOString());
    expect(new Date(event!.end!).toISOString()).toBe(
      new Date(start.getTime() + 15 * 60_000).toISOString(),
    );
    expect(event!.uid).toBe(appointment.uid);
    expect(Number(event!.sequence)).toBe(0);
    expect(textOf(homeowner!)).toContain("Hi Maria,");
    expect(textOf(homeowner!)).toContain("Your 15-minute call with");
    // The link to move or cancel is signed for this lead.
    const manage = new URL(textOf(homeowner!).match(/https?:\/\/\S+\/book\?t=\S+/)![0]);
    const linked = await leadOfLink(manage.searchParams.get("t"));
    expect("lead" in linked && linked.lead.id).toBe(lead.id);

    const toOwner = mailsTo(OWNER).filter((mail) => mail.raw.includes(`#${lead.id} `));
    expect(toOwner).toHaveLength(1);
    const [ownerEvent] = eventsOf(toOwner[0]!.raw);
    expect(ownerEvent!.uid).toBe(appointment.uid);
    expect(String(ownerEvent!.summary)).toBe("15-minute call: Maria Lopez (Dallas)");
    expect(String(ownerEvent!.location)).toBe("(214) 555-0100");
    expect(String(ownerEvent!.description)).toContain("4512 Mockingbird Ln, Dallas, TX");
  });

  it("tell a move with the same UID and a higher SEQUENCE, and a cancel with METHOD:CANCEL", async () => {
    const lead = await newLead();
    const [first, , second] = await freeTimes("call");
    const booked = await book(lead.id, first!);
    await sendDue();
    await book(lead.id, second!);
    await sendDue();
    expect(await cancelTime(lead.id, "call")).toMatchObject({ outcome: "cancelled" });
    await sendDue();

    const mails = mailsTo(lead.email);
    expect(mails.map(methodOf)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    const events = mails.map((mail) => eventsOf(mail.raw)[0]!);
    expect(events.map((event) => event.uid)).toEqual([booked.uid, booked.uid, booked.uid]);
    expect(events.map((event) => Number(event.sequence))).toEqual([0, 1, 2]);
    expect(new Date(events[1]!.start).toISOString()).toBe(second!.toISOString());
    expect(events[2]!.status).toBe("CANCELLED");
    expect(textOf(mails[2]!)).toMatch(/Your 15-minute call with .+ is cancelled/);
    // The owner's calendar follows each change too.
    const toOwner = mailsTo(OWNER).filter((mail) => mail.raw.includes(`#${lead.id} `));
    expect(toOwner.map(methodOf)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
  });

  it("made twice before the outbox runs, send one e-mail telling the latest", async () => {
    const lead = await newLead();
    const [first, , , later] = await freeTimes("call");
    await book(lead.id, first!);
    await book(lead.id, later!);
    await sendDue();

    const mails = mailsTo(lead.email);
    expect(mails).toHaveLength(1);
    const [event] = eventsOf(mails[0]!.raw);
    expect(new Date(event!.start).toISOString()).toBe(later!.toISOString());
    expect(Number(event!.sequence)).toBe(1);
    const replaced = await sql.execute({
      sql: "select count(*) as n from deliveries where lead_id = ? and status = 'skipped' and last_error = 'Replaced by a later message'",
      args: [lead.id],
    });
    expect(Number(replaced.rows[0]?.n)).toBe(2);
  });

  it("never carry to the homeowner a name or address they typed with a link in it", async () => {
    const lead = await newLead({
      fullName: "www.spam.example/win your prize",
      projectAddress: "Visit https://spam.example/claim now",
    });
    await book(lead.id, (await freeTimes("visit"))[0]!, "visit");
    await sendDue();

    const [mail] = mailsTo(lead.email);
    expect(mail!.raw).not.toContain("spam.example");
    expect(textOf(mail!)).toContain("Hello,");
    // The owner's e-mail keeps what the visitor typed: it is the owner's to read.
    const toOwner = mailsTo(OWNER).find((owner) => owner.raw.includes(`#${lead.id} `));
    expect(String(eventsOf(toOwner!.raw)[0]!.location)).toContain("spam.example/claim");
  });
});

describe("staff working an appointment", { timeout: 30_000 }, () => {
  const ownerMailsOf = (leadId: number) =>
    mailsTo(OWNER).filter((mail) => mail.raw.includes(`#${leadId} `));

  it("confirm it: the homeowner hears the time stands, the invitation unchanged", async () => {
    const lead = await newLead();
    const booked = await book(lead.id, (await freeTimes("call"))[0]!);
    await sendDue();
    expect(await confirmByStaff(booked.id)).toMatchObject({
      outcome: "confirmed",
      appointment: { status: "confirmed", sequence: 0 },
    });
    await sendDue();
    const mails = mailsTo(lead.email);
    expect(mails).toHaveLength(2);
    expect(textOf(mails[1]!)).toMatch(/Your 15-minute call with .+ is confirmed for/);
    expect(Number(eventsOf(mails[1]!.raw)[0]!.sequence)).toBe(0);
    // The owner, who confirmed it, gets nothing more.
    expect(ownerMailsOf(lead.id)).toHaveLength(1);
  });

  it("move it only to a free time, and both calendars follow", async () => {
    const lead = await newLead();
    const other = await newLead();
    const [first, second, third] = await freeTimes("call");
    const booked = await book(lead.id, first!);
    await book(other.id, third!);
    // A time another homeowner holds, or none offered, moves nothing.
    expect(await moveByStaff(payload, booked.id, third!)).toEqual({ outcome: "gone" });
    expect(await moveByStaff(payload, booked.id, new Date(first!.getTime() + 60_000))).toEqual({
      outcome: "gone",
    });
    const moved = await moveByStaff(payload, booked.id, second!);
    expect(moved).toMatchObject({
      outcome: "moved",
      appointment: { status: "confirmed", sequence: 1, startsAt: second!.toISOString() },
    });
    await sendDue();
    const [event] = eventsOf(mailsTo(lead.email).at(-1)!.raw);
    expect(new Date(event!.start).toISOString()).toBe(second!.toISOString());
    expect(Number(event!.sequence)).toBe(1);
    expect(Number(eventsOf(ownerMailsOf(lead.id).at(-1)!.raw)[0]!.sequence)).toBe(1);
  });

  it("cancel it: both get METHOD:CANCEL, and the account that did is kept", async () => {
    const lead = await newLead();
    const booked = await book(lead.id, (await freeTimes("call"))[1]!);
    expect(await cancelByStaff(booked.id, 42)).toMatchObject({
      outcome: "cancelled",
      appointment: { cancelledBy: "42" },
    });
    expect(await cancelByStaff(booked.id, 42)).toEqual({ outcome: "not_upcoming" });
    await sendDue();
    expect(mailsTo(lead.email).map(methodOf)).toEqual(["CANCEL"]);
    expect(ownerMailsOf(lead.id).map(methodOf)).toEqual(["CANCEL"]);
  });
});

describe("the day-before reminder", { timeout: 30_000 }, () => {
  /** A free call time more than a day and a bit away. */
  const timeAfterADay = async () =>
    (await freeTimes("call")).find((start) => start.getTime() > Date.now() + 26 * HOUR)!;

  it("goes to the homeowner once, whichever of two rounds queues it", async () => {
    const lead = await newLead();
    const start = await timeAfterADay();
    await book(lead.id, start);
    await sendDue();
    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    expect(await queueDueAppointmentReminders(new Date(start.getTime() - 25 * HOUR))).toBe(0);
    const rounds = await Promise.all([
      queueDueAppointmentReminders(dayBefore),
      queueDueAppointmentReminders(dayBefore),
    ]);
    expect(rounds.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    expect(await queueDueAppointmentReminders(dayBefore)).toBe(0);
    await sendDue(new Date(dayBefore.getTime() + 60_000));

    const reminders = mailsTo(lead.email).filter((mail) =>
      textOf(mail).includes("A reminder: your 15-minute call with"),
    );
    expect(reminders).toHaveLength(1);
    expect(partOf(reminders[0]!.raw, "text/calendar")).toBeUndefined();
  });

  it("is not sent for an appointment cancelled after it was queued", async () => {
    const lead = await newLead();
    const start = await timeAfterADay();
    await book(lead.id, start);
    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    await queueDueAppointmentReminders(dayBefore);
    await cancelTime(lead.id, "call");
    await sendDue(new Date(dayBefore.getTime() + 60_000));

    const reminder = await sql.execute({
      sql: "select status, last_error from deliveries where lead_id = ? and channel = 'appointment_reminder'",
      args: [lead.id],
    });
    expect(reminder.rows).toEqual([
      expect.objectContaining({ status: "skipped", last_error: "The appointment was cancelled" }),
    ]);
  });

  it("is not queued for an appointment booked less than a day before it starts", async () => {
    const lead = await newLead();
    // 2 AM in Dallas, two days on: no time anyone books here.
    const inTwoDays = new Date(Date.now() + 48 * HOUR);
    const start = new Date(
      Date.UTC(inTwoDays.getUTCFullYear(), inTwoDays.getUTCMonth(), inTwoDays.getUTCDate(), 8),
    );
    const bookedAt = new Date(start.getTime() - 20 * HOUR);
    const booked = await bookAppointment(
      {
        uid: `close-${lead.id}@test`,
        leadId: lead.id,
        kind: "call",
        start,
        end: new Date(start.getTime() + 15 * 60_000),
        busyUntil: new Date(start.getTime() + 15 * 60_000),
      },
      bookedAt,
    );
    expect(booked.outcome).toBe("booked");
    expect(await queueDueAppointmentReminders(new Date(bookedAt.getTime() + 60_000))).toBe(0);
  });
});
