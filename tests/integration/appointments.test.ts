import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSqld } from "../support/sqld-server.mjs";
import { leadAsStored } from "./support/leads";

// A libSQL server: the store's own turn-taking is for local files, so here every booking really
// reaches the database at once, as bookings from two server instances do.
const dir = mkdtempSync(path.join(tmpdir(), "appointments-"));
const sqld = await startSqld(dir);
process.env.DATABASE_URL = sqld.url;

const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/leads/store");
const {
  bookAppointment,
  cancelAppointment,
  confirmAppointment,
  heldTimes,
  moveAppointment,
  appointmentsWithLeads,
  stepsOf,
  upcomingAppointment,
} = await import("@/bookings/store");
const { ownerEvent } = await import("@/bookings/owner-event");

const observer = createClient({ url: sqld.url });
const MINUTE = 60_000;
const NOW = new Date("2026-12-01T15:00:00Z");
let leadNumber = 0;

const newLead = async () =>
  (await insertLeadWithDeliveries(leadAsStored({ fullName: `Booking Lead ${++leadNumber}` }), []))
    .id;

/** A 15-minute call with a 15-minute buffer at `iso`. */
const call = (leadId: number, iso: string, kind = "call") => {
  const start = new Date(iso);
  return {
    uid: `${crypto.randomUUID()}@test`,
    leadId,
    kind,
    start,
    end: new Date(start.getTime() + 15 * MINUTE),
    busyUntil: new Date(start.getTime() + 30 * MINUTE),
  };
};

/** The appointment a booking stored; fails the test if it was not booked. */
const bookedOf = (result: Awaited<ReturnType<typeof bookAppointment>>) => {
  if (result.outcome !== "booked") throw new Error(`not booked: ${result.outcome}`);
  return result.appointment;
};

const heldSteps = async () =>
  Number((await observer.execute("select count(*) as n from booked_steps")).rows[0]?.n);

beforeAll(async () => {
  // The first write brings every table up to date: the whole chain, over the network.
  await insertLeadWithDeliveries(leadAsStored({ fullName: "Warm Up" }), []);
}, 60_000);

afterAll(async () => {
  observer.close();
  closeDb();
  await sqld.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("stepsOf", () => {
  it("numbers every five minutes from the start to the buffer's end", () => {
    const steps = stepsOf({
      start: new Date("2026-12-01T16:00:00Z"),
      busyUntil: new Date("2026-12-01T16:30:00Z"),
    });
    expect(steps).toHaveLength(6);
    expect(steps[1]! - steps[0]!).toBe(1);
    expect(steps[0]).toBe(Date.parse("2026-12-01T16:00:00Z") / (5 * MINUTE));
  });
});

describe("booking", () => {
  it("stores a time once: an overlapping one, of either kind or inside the buffer, is taken", async () => {
    const first = await bookAppointment(call(await newLead(), "2026-12-02T16:00:00Z"), NOW);
    expect(first).toMatchObject({ outcome: "booked", appointment: { status: "booked" } });
    // 16:15 is inside the first call's buffer; a visit at 15:45 would run into it.
    for (const [iso, kind] of [
      ["2026-12-02T16:00:00Z", "call"],
      ["2026-12-02T16:15:00Z", "call"],
      ["2026-12-02T15:45:00Z", "visit"],
    ] as const) {
      expect(await bookAppointment(call(await newLead(), iso, kind), NOW)).toEqual({
        outcome: "taken",
      });
    }
    // Right after the buffer is free.
    const next = await bookAppointment(call(await newLead(), "2026-12-02T16:30:00Z"), NOW);
    expect(next.outcome).toBe("booked");
  });

  it("a refused time leaves nothing behind: no appointment, no held step", async () => {
    const lead = await newLead();
    await bookAppointment(call(lead, "2026-12-03T16:00:00Z"), NOW);
    const before = await heldSteps();
    const refused = await bookAppointment(call(await newLead(), "2026-12-03T16:00:00Z"), NOW);
    expect(refused.outcome).toBe("taken");
    expect(await heldSteps()).toBe(before);
    const { rows } = await observer.execute(
      "select count(*) as n from appointments where starts_at = '2026-12-03T16:00:00.000Z'",
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it("a lead holds one upcoming appointment of a kind, and books again once it has passed", async () => {
    const lead = await newLead();
    const first = bookedOf(await bookAppointment(call(lead, "2026-12-04T16:00:00Z"), NOW));
    const again = await bookAppointment(call(lead, "2026-12-04T18:00:00Z"), NOW);
    expect(again).toEqual({ outcome: "already_booked", appointment: first });
    // A visit is another kind.
    expect((await bookAppointment(call(lead, "2026-12-04T19:00:00Z", "visit"), NOW)).outcome).toBe(
      "booked",
    );
    const later = new Date("2026-12-05T15:00:00Z");
    const next = await bookAppointment(call(lead, "2026-12-07T16:00:00Z"), later);
    expect(next.outcome).toBe("booked");
    const { rows } = await observer.execute({
      sql: "select status from appointments where uid = ?",
      args: [first.uid],
    });
    expect(rows[0]?.status).toBe("past");
  });

  it("twenty leads choosing one time at the same moment: one gets it, nineteen are told it is taken", async () => {
    const leads = await Promise.all(Array.from({ length: 20 }, newLead));
    const outcomes = await Promise.all(
      leads.map((lead) => bookAppointment(call(lead, "2026-12-08T17:00:00Z"), NOW)),
    );
    expect(outcomes.filter((o) => o.outcome === "booked")).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === "taken")).toHaveLength(19);
    const { rows } = await observer.execute(
      "select count(*) as n from appointments where starts_at = '2026-12-08T17:00:00.000Z'",
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it("one lead's two tabs booking two times at once end with one appointment", async () => {
    const lead = await newLead();
    const outcomes = await Promise.all([
      bookAppointment(call(lead, "2026-12-09T16:00:00Z"), NOW),
      bookAppointment(call(lead, "2026-12-09T18:00:00Z"), NOW),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already_booked", "booked"]);
    const held = await heldTimes(NOW);
    expect(held.filter((t) => t.start >= Date.parse("2026-12-09T00:00:00Z"))).toHaveLength(1);
  });
});

describe("changing an appointment", () => {
  it("moving it raises the sequence and frees the old time for someone else", async () => {
    const booked = bookedOf(
      await bookAppointment(call(await newLead(), "2026-12-10T16:00:00Z"), NOW),
    );
    const moved = await moveAppointment(booked.id, call(0, "2026-12-10T19:00:00Z"), "booked", NOW);
    expect(moved).toMatchObject({
      outcome: "moved",
      appointment: {
        startsAt: "2026-12-10T19:00:00.000Z",
        sequence: 1,
        uid: booked.uid,
      },
    });
    expect(
      (await bookAppointment(call(await newLead(), "2026-12-10T16:00:00Z"), NOW)).outcome,
    ).toBe("booked");
  });

  it("a move onto a taken time is refused and the appointment keeps its time", async () => {
    const mine = bookedOf(
      await bookAppointment(call(await newLead(), "2026-12-11T16:00:00Z"), NOW),
    );
    await bookAppointment(call(await newLead(), "2026-12-11T18:00:00Z"), NOW);
    const refused = await moveAppointment(mine.id, call(0, "2026-12-11T18:15:00Z"), "booked", NOW);
    expect(refused).toEqual({ outcome: "taken" });
    const kept = await upcomingAppointment(mine.leadId, "call");
    expect(kept).toMatchObject({ startsAt: "2026-12-11T16:00:00.000Z", sequence: 0 });
    // Its own time still refuses others.
    expect(
      (await bookAppointment(call(await newLead(), "2026-12-11T16:00:00Z"), NOW)).outcome,
    ).toBe("taken");
  });

  it("cancelling frees the time once; a cancelled appointment cannot be moved, confirmed or cancelled again", async () => {
    const booked = bookedOf(
      await bookAppointment(call(await newLead(), "2026-12-14T16:00:00Z"), NOW),
    );
    const { id } = booked;
    expect(await cancelAppointment(id, "homeowner", NOW)).toMatchObject({
      outcome: "cancelled",
      appointment: { status: "cancelled", cancelledBy: "homeowner", sequence: 1 },
    });
    expect(await cancelAppointment(id, "homeowner", NOW)).toEqual({ outcome: "not_upcoming" });
    expect(await confirmAppointment(id, NOW)).toEqual({ outcome: "not_upcoming" });
    expect(await moveAppointment(id, call(0, "2026-12-14T19:00:00Z"), "booked", NOW)).toEqual({
      outcome: "not_upcoming",
    });
    expect(
      (await bookAppointment(call(await newLead(), "2026-12-14T16:00:00Z"), NOW)).outcome,
    ).toBe("booked");
  });

  it("confirming keeps the time and the sequence", async () => {
    const booked = bookedOf(
      await bookAppointment(call(await newLead(), "2026-12-15T16:00:00Z"), NOW),
    );
    expect(await confirmAppointment(booked.id, NOW)).toMatchObject({
      outcome: "confirmed",
      appointment: { status: "confirmed", sequence: 0, startsAt: "2026-12-15T16:00:00.000Z" },
    });
  });

  it("the held times leave out the appointment being moved and the ones already over", async () => {
    const booked = bookedOf(
      await bookAppointment(call(await newLead(), "2026-12-16T16:00:00Z"), NOW),
    );
    const start = Date.parse("2026-12-16T16:00:00Z");
    const onThatDay = (held: { start: number }[]) => held.filter((t) => t.start === start);
    expect(onThatDay(await heldTimes(NOW))).toEqual([{ start, end: start + 30 * MINUTE }]);
    expect(onThatDay(await heldTimes(NOW, booked.id))).toEqual([]);
    expect(onThatDay(await heldTimes(new Date(start + 30 * MINUTE)))).toEqual([]);
  });
});

describe("the staff's agenda and calendar feed", () => {
  it("say which homeowner prefers Spanish, before the name and number", async () => {
    const spanish = (
      await insertLeadWithDeliveries(
        leadAsStored({ fullName: "Lucía Feed", language: "es", city: "Garland" }),
        [],
      )
    ).id;
    const english = (await insertLeadWithDeliveries(leadAsStored({ fullName: "Ellen Feed" }), []))
      .id;
    bookedOf(await bookAppointment(call(spanish, "2026-12-17T16:00:00Z"), NOW));
    bookedOf(await bookAppointment(call(english, "2026-12-17T17:00:00Z"), NOW));
    const day = await appointmentsWithLeads({
      from: new Date("2026-12-17T00:00:00Z"),
      to: new Date("2026-12-18T00:00:00Z"),
    });
    expect(day.map((row) => [row.lead.fullName, row.lead.language])).toEqual([
      ["Lucía Feed", "es"],
      ["Ellen Feed", "en"],
    ]);
    const [forSpanish, forEnglish] = day.map((row) =>
      ownerEvent(row, { ...row.lead, id: row.leadId }),
    );
    expect(forSpanish!.summary).toMatch(/Lucía Feed.*– Prefers Spanish$/);
    expect(forSpanish!.details[0]).toBe("Prefers Spanish");
    expect(forEnglish!.summary).not.toContain("Spanish");
    expect(forEnglish!.details[0]).toBe("Name: Ellen Feed");
  });
});
