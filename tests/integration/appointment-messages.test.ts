import { createClient } from "@libsql/client";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewLeadRow } from "@/leads/tables";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink.mjs";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { leadAsStored } from "./support/leads";
import { eventsOf, headerOf, partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("appointment-messages");

const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/leads/store");
const { bookAppointment } = await import("@/bookings/store");
const { processOutbox, stopOutboxLoop } = await import("@/lib/outbox/loop");
const { bookingOffers, cancelTime, chooseTime } = await import("@/bookings/schedule");
const { openTimes } = await import("@/bookings/offers");
const { queueDueAppointmentReminders } = await import("@/bookings/reminders");
const { bookingLink, leadOfLink } = await import("@/bookings/link");
const { cancelByStaff, confirmByStaff, moveByStaff } = await import("@/bookings/staff");
const { bookingOffer } = await import("@/bookings/offer");
const { bookingView } = await import("@/bookings/view");
const { handleBookingPost } = await import("@/bookings/endpoint");
const { whenInWords } = await import("@/bookings/when");
const { getLead } = await import("@/leads/store");
const { factsOutsidePages } = await import("@/site/facts");
const { englishLeftovers, englishWordsIn } = await import("@/lib/i18n/english-leftovers");

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

/** The Subject header as a mail client shows it. */
const subjectOf = (mail: ReceivedMail) => headerOf(mail.raw, "Subject") ?? "";

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
    // An English lead's e-mails say nothing of a language.
    expect(toOwner[0]!.raw).not.toContain("Spanish");
    expect(subjectOf(homeowner!)).toBe(`Your 15-minute call is booked: ${whenInWords(start)}`);
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
      sql: "select count(*) as n from deliveries where subject = 'lead' and subject_id = ? and status = 'skipped' and last_error = 'Replaced by a later message'",
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
    const reminded = () =>
      mailsTo(lead.email).filter((mail) =>
        textOf(mail).includes("A reminder: your 15-minute call with"),
      );
    // More than a day before, this call is not due (another test's call, booked earlier on the
    // same day of the week, may be: the offered times are the days ahead).
    const early = new Date(start.getTime() - 25 * HOUR);
    await queueDueAppointmentReminders(early);
    await sendDue(new Date(early.getTime() + 60_000));
    expect(reminded()).toHaveLength(0);
    const rounds = await Promise.all([
      queueDueAppointmentReminders(dayBefore),
      queueDueAppointmentReminders(dayBefore),
    ]);
    expect(rounds.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    expect(await queueDueAppointmentReminders(dayBefore)).toBe(0);
    await sendDue(new Date(dayBefore.getTime() + 60_000));

    const reminders = reminded();
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
      sql: "select status, last_error from deliveries where subject = 'lead' and subject_id = ? and channel = 'appointment_reminder'",
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

describe("a Spanish lead's booking", { timeout: 30_000 }, () => {
  const spanishLead = () => newLead({ fullName: "María López", language: "es" });
  const businessName = async () => (await factsOutsidePages("es")).business.name;
  /** The text a homeowner reads, without the links (a signature is no language). */
  const wordsOf = (text: string) => text.replace(/https?:\/\/\S+/g, "");
  const tokenOf = async (leadId: number) =>
    new URL(await bookingLink((await getLead(leadId))!)).searchParams.get("t")!;

  it("e-mails the homeowner in Spanish, with a Spanish invitation and the link to /es/book", async () => {
    const lead = await spanishLead();
    const start = (await freeTimes("call"))[2]!;
    await book(lead.id, start);
    await sendDue();
    await sendDue();

    const business = await businessName();
    const when = whenInWords(start, "es");
    expect(when).toMatch(
      /^[a-záéíóú]+ \d{1,2} de [a-z]+ a las? \d{1,2}:\d\d [ap]\. m\. \(hora de Dallas\)$/,
    );
    const [mail, ...more] = mailsTo(lead.email);
    expect(more).toHaveLength(0);
    expect(subjectOf(mail!)).toBe(`Cita agendada: llamada de 15 minutos el ${when}`);
    const text = textOf(mail!);
    expect(text).toContain("Hola, María:");
    expect(text).toContain(
      `La llamada de 15 minutos con ${business} quedó agendada para el ${when}.`,
    );
    expect(text).toContain("Cámbiela o cancélela aquí");
    expect(englishWordsIn(wordsOf(text))).toEqual([]);
    const manage = new URL(text.match(/https?:\/\/\S+\/book\?t=\S+/)![0]);
    expect(manage.pathname).toBe("/es/book");
    const linked = await leadOfLink(manage.searchParams.get("t"));
    expect("lead" in linked && linked.lead.id).toBe(lead.id);

    const [event] = eventsOf(mail!.raw);
    expect(String(event!.summary)).toBe(`Llamada de 15 minutos con ${business}`);
    expect(String(event!.description)).toContain("Le llamamos al número que nos dio");
    expect(String(event!.description)).toContain("/es/book?t=");
    expect(englishWordsIn(wordsOf(String(event!.description)))).toEqual([]);
    expect(new Date(event!.start).toISOString()).toBe(start.toISOString());
  });

  it("tells the owner in English that the homeowner prefers Spanish", async () => {
    const lead = await spanishLead();
    const start = (await freeTimes("visit"))[1]!;
    await book(lead.id, start, "visit");
    await sendDue();

    // The subject holds a dash, so it travels encoded: read it decoded.
    const toOwner = mailsTo(OWNER).filter((mail) => subjectOf(mail).includes(`#${lead.id} `));
    expect(toOwner).toHaveLength(1);
    const owner = toOwner[0]!;
    expect(subjectOf(owner)).toBe(
      `Booked online: in-home consultation, request #${lead.id} (Dallas), ${whenInWords(start)} – Prefers Spanish`,
    );
    expect(textOf(owner)).toContain(
      `Booked online: in-home consultation, ${whenInWords(start)} – Prefers Spanish.`,
    );
    expect(textOf(owner)).toContain("Name: María López");
    const [event] = eventsOf(owner.raw);
    expect(String(event!.summary)).toBe(
      "in-home consultation: María López (Dallas) – Prefers Spanish",
    );
    expect(String(event!.description)).toMatch(/^Prefers Spanish\n/);
  });

  it("cancels and reminds in Spanish, offering to book again on /es/book", async () => {
    const lead = await spanishLead();
    const start = (await freeTimes("call")).find(
      (time) => time.getTime() > Date.now() + 26 * HOUR,
    )!;
    await book(lead.id, start);
    const dayBefore = new Date(start.getTime() - 23 * HOUR);
    await queueDueAppointmentReminders(dayBefore);
    await sendDue(new Date(dayBefore.getTime() + 60_000));
    const when = whenInWords(start, "es");
    const reminder = mailsTo(lead.email).find((mail) => subjectOf(mail).startsWith("Recordatorio"));
    expect(subjectOf(reminder!)).toBe(`Recordatorio: llamada de 15 minutos el ${when}`);
    expect(textOf(reminder!)).toContain(
      `Le recordamos que tiene la llamada de 15 minutos con ${await businessName()} el ${when}.`,
    );
    expect(englishWordsIn(wordsOf(textOf(reminder!)))).toEqual([]);

    expect(await cancelTime(lead.id, "call")).toMatchObject({ outcome: "cancelled" });
    await sendDue();
    const cancelled = mailsTo(lead.email).at(-1)!;
    expect(methodOf(cancelled)).toBe("CANCEL");
    expect(subjectOf(cancelled)).toBe(`Cita cancelada: llamada de 15 minutos del ${when}`);
    expect(textOf(cancelled)).toContain("quedó cancelada");
    expect(textOf(cancelled)).toMatch(/Elija uno aquí:\r?\nhttps?:\/\/\S+\/es\/book\?t=/);
  });

  it("offers the booking link in the lead's language", async () => {
    const spanish = (await getLead((await spanishLead()).id))!;
    const english = (await getLead((await newLead()).id))!;
    const offerEs = await bookingOffer(spanish);
    expect(offerEs!.label).toBe(
      "Elija la hora de su llamada de 15 minutos o de la consulta en su casa",
    );
    expect(new URL(offerEs!.href).pathname).toBe("/es/book");
    const offerEn = await bookingOffer(english);
    expect(offerEn!.label).toBe("Pick a time for your 15-minute call or your in-home consultation");
    expect(new URL(offerEn!.href).pathname).toBe("/book");
  });

  it("shows the Spanish booking page in Spanish days, times and words", async () => {
    const lead = await spanishLead();
    const t = await tokenOf(lead.id);
    const view = await bookingView("es", { t, kind: "call" });
    if (view.state !== "open") throw new Error(`Not open: ${view.state}`);
    expect(view.greeting).toBe("Gracias, María. Elija el horario que mejor le convenga.");
    expect(view.heading).toBe("Elija la hora de su llamada de 15 minutos");
    expect(view.tabs.map((tab) => tab.label)).toEqual([
      "Llamada telefónica",
      "Consulta en su casa",
    ]);
    for (const tab of view.tabs) expect(tab.href).toMatch(/^\/es\/book\?/);
    expect(view.days.length).toBeGreaterThan(0);
    for (const day of view.days) {
      expect(day.label).toMatch(
        /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado) \d{1,2} de [a-z]+$/,
      );
      for (const slot of day.slots) expect(slot.label).toMatch(/^\d{1,2}:\d\d [ap]\. m\.$/);
    }
    const { greeting, heading, what, days } = view;
    expect(englishLeftovers({ greeting, heading, what, days: days.map((d) => d.label) })).toEqual(
      [],
    );

    // A time someone else just took: told so in Spanish, that day's other times first.
    const taken = view.days[0]!.slots[0]!.value;
    const afterTaken = await bookingView("es", { t, kind: "call", taken });
    if (afterTaken.state !== "open") throw new Error(`Not open: ${afterTaken.state}`);
    expect(afterTaken.notice?.text).toMatch(/^Alguien acaba de tomar ese horario(\.|,) /);

    await book(lead.id, new Date(taken));
    const booked = await bookingView("es", { t, kind: "call", done: "booked" });
    if (booked.state !== "open") throw new Error(`Not open: ${booked.state}`);
    expect(booked.current).toBe(whenInWords(new Date(taken), "es"));
    expect(booked.notice?.text).toBe(
      `Listo: la llamada quedó agendada para el ${booked.current}. En unos momentos le llega a su correo una invitación para su calendario.`,
    );
  });

  it("says in Spanish that a link does not work or has expired", async () => {
    const phone = (await factsOutsidePages("es")).business.phone.display;
    const invalid = await bookingView("es", { t: "not-a-token" });
    expect(invalid).toMatchObject({ state: "invalid", heading: "Este enlace no funciona" });
    const t = await tokenOf((await spanishLead()).id);
    const expired = await bookingView("es", { t }, new Date(Date.now() + 40 * 24 * HOUR));
    expect(expired).toMatchObject({ state: "expired", heading: "Este enlace ya venció" });
    expect(expired.state !== "open" && expired.text).toContain(`Llámenos al ${phone}`);
  });

  it("answers the Spanish page's form on the Spanish page, and the English one's on /book", async () => {
    const lead = await spanishLead();
    const t = await tokenOf(lead.id);
    const [first, second] = await freeTimes("call");
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return handleBookingPost(
        new Request("http://localhost/api/bookings", { method: "POST", body: form }),
      );
    };
    const spanish = await post({
      lang: "es",
      t,
      kind: "call",
      intent: "book",
      start: first!.toISOString(),
    });
    expect(spanish.status).toBe(303);
    expect(spanish.headers.get("location")).toMatch(
      /^\/es\/book\?t=[^&]+&kind=call&done=booked#booking-result$/,
    );
    const english = await post({ t, kind: "call", intent: "book", start: second!.toISOString() });
    expect(english.headers.get("location")).toMatch(/^\/book\?t=[^&]+&kind=call&done=moved#/);

    const refused = await post({ lang: "es", t, kind: "sauna", intent: "book" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-language")).toBe("es-US");
    expect(await refused.text()).toBe("Elija una llamada telefónica o una consulta en su casa.");
    const expired = await post({ lang: "es", t: "1.1.abcdefghijabcdefghijabcdefghij12" });
    expect(await expired.text()).toBe("Este enlace no funciona.");
  });
});
