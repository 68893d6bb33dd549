import type { Migration, Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { leadAsStored } from "./support/leads";

pointAtFreshCmsDatabase("deliveries-subject");

const { getPayload } = await import("payload");
const { cmsConfig } = await import("@/lib/cms/engine-config");
const { migrations } = await import("@/lib/cms/migrations");
const { closeDb, connectedDb, sharedClient } = await import("@/lib/db/client");
const { deliveryMessageId } = await import("@/lib/outbox/message-id");
const { getDeliveriesForLead, insertLeadWithDeliveries } = await import("@/leads/store");
const { bookAppointment } = await import("@/bookings/store");

/** The migration under test, wherever later ones put it in the chain. */
const subjectIndex = migrations.findIndex((m) => m.name.endsWith("_deliveries_name_their_subject"));
const subjectMigration = migrations[subjectIndex]!;
const rows = async (sql: string, args: (string | number | null)[] = []) =>
  (await sharedClient().execute({ sql, args })).rows.map((row) => ({ ...row }));
const count = async (sql: string, args: (string | number | null)[] = []) =>
  Number((await rows(`select count(*) as n ${sql}`, args))[0]!.n);

let payload: Payload;

/** A lead with two deliveries of its own, one of its appointment's, and a push one device got. */
async function storeBeforeTheMigration() {
  const at = "2026-12-01T15:00:00.000Z";
  await rows(
    `insert into leads (full_name, email, phone, project_address, city, service_types, budget_range,
       consent, consent_text, consent_at, spam_verdict, is_spam, updated_at)
     values ('Olga Old', 'olga@example.com', '(214) 555-0100', '1 Main St', 'Dallas',
       '["Kitchen Remodel"]', '$25K–$50K', 1, 'I agree.', ?, 'ok', 0, ?)`,
    [at, at],
  );
  const [lead] = await rows("select id from leads where full_name = 'Olga Old'");
  const leadId = Number(lead!.id);
  await rows(
    `insert into appointments (uid, lead_id, kind, starts_at, ends_at, busy_until, status, updated_at)
     values ('old-uid@example.com', ?, 'call', '2026-12-10T16:00:00.000Z',
       '2026-12-10T16:15:00.000Z', '2026-12-10T16:30:00.000Z', 'booked', ?)`,
    [leadId, at],
  );
  const [appointment] = await rows("select id from appointments where lead_id = ?", [leadId]);
  const insert = `insert into deliveries (id, lead_id, appointment_id, channel, status, attempts,
      last_error, next_attempt_at, locked_until, sent_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  await rows(insert, [3, leadId, null, "homeowner_email", "sent", 1, null, null, null, at, at]);
  await rows(insert, [
    ...[5, leadId, null, "push", "failed", 2, "Push service said 503"],
    ...["2026-12-01T15:05:00.000Z", "2026-12-01T15:04:00.000Z", null, at],
  ]);
  await rows(insert, [
    ...[7, leadId, Number(appointment!.id), "appointment_homeowner", "gave_up", 8, "Refused"],
    ...[null, null, null, at],
  ]);
  // A delivery deleted since: its id must not be given out again.
  await rows(insert, [9, leadId, null, "ntfy", "sent", 1, null, null, null, at, at]);
  await rows("delete from deliveries where id = 9");
  await rows(
    "insert into push_devices (user_id, endpoint, p256dh, auth, label) values (1, 'https://push.example.com/1', 'k', 'a', 'Phone')",
  );
  await rows("insert into push_sends (delivery_id, device_id, sent_at) values (5, 1, ?)", [at]);
  return { leadId, appointmentId: Number(appointment!.id) };
}

beforeAll(async () => {
  await connectedDb();
  payload = await getPayload({ config: await cmsConfig() });
  await payload.db.migrate({ migrations: migrations.slice(0, subjectIndex) as Migration[] });
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the outbox's generic subject (issue 49)", () => {
  let old: { leadId: number; appointmentId: number };

  it("moves every delivery of a database made before it, keeping ids, states and push sends", async () => {
    expect(subjectMigration.name).toMatch(/_deliveries_name_their_subject$/);
    old = await storeBeforeTheMigration();
    const before = await rows("select * from deliveries order by id");
    const messageIdsBefore = before.map(
      (row) =>
        `<lead-${String(row.lead_id)}.${String(row.channel).replace(/_/g, "-")}.${String(row.id)}@example.com>`,
    );

    await payload.db.migrate({ migrations: migrations as Migration[] });

    const after = await rows("select * from deliveries order by id");
    expect(after).toEqual(
      before.map(({ lead_id, appointment_id: _appointment, ...kept }) => ({
        ...kept,
        subject: "lead",
        subject_id: lead_id,
      })),
    );
    expect(await rows("select * from appointment_deliveries")).toEqual([
      { delivery_id: 7, appointment_id: old.appointmentId },
    ]);
    expect(await rows("select delivery_id, device_id from push_sends")).toEqual([
      { delivery_id: 5, device_id: 1 },
    ]);
    // Down and up again (a rollback, then the release once more) lose nothing either.
    const moved = await rows("select * from deliveries order by id");
    const args = { db: payload.db.drizzle, payload, req: {} } as never;
    await subjectMigration.down(args);
    expect(await rows("select * from deliveries order by id")).toEqual(before);
    expect(await count("from push_sends")).toBe(1);
    await subjectMigration.up(args);
    expect(await rows("select * from deliveries order by id")).toEqual(moved);
    expect(await count("from appointment_deliveries")).toBe(1);
    expect(await count("from push_sends")).toBe(1);

    const read = await getDeliveriesForLead(old.leadId);
    expect(read.map((row) => deliveryMessageId(row, "office@example.com"))).toEqual(
      messageIdsBefore,
    );
    // The counter came along: the next delivery is not the deleted one's id again.
    const next = await insertLeadWithDeliveries(leadAsStored({ fullName: "Nina New" }), [
      { channel: "ntfy", status: "pending" },
    ]);
    expect((await getDeliveriesForLead(next.id)).map((row) => row.id)).toEqual([10]);
    expect(
      await count(
        "from sqlite_master where type = 'table' and (name like '__kept%' or name like '__new%')",
      ),
    ).toBe(0);
  });

  it("a lead's delete removes its deliveries, its appointments' and their push sends", async () => {
    const kept = await insertLeadWithDeliveries(leadAsStored({ fullName: "Kurt Kept" }), [
      { channel: "ntfy", status: "pending" },
    ]);
    const booked = await bookAppointment(
      {
        uid: "new-uid@example.com",
        leadId: kept.id,
        kind: "call",
        start: new Date("2026-12-11T16:00:00.000Z"),
        end: new Date("2026-12-11T16:15:00.000Z"),
        busyUntil: new Date("2026-12-11T16:30:00.000Z"),
      },
      new Date("2026-12-01T15:00:00.000Z"),
      [{ channel: "appointment_homeowner", status: "pending" }],
    );
    expect(booked.outcome).toBe("booked");
    const keptDeliveries = await count("from deliveries where subject_id = ?", [kept.id]);
    expect(keptDeliveries).toBe(2);

    await payload.delete({ collection: "leads", id: old.leadId, overrideAccess: true });

    expect(
      await count("from deliveries where subject = 'lead' and subject_id = ?", [old.leadId]),
    ).toBe(0);
    expect(
      await count("from appointment_deliveries where appointment_id = ?", [old.appointmentId]),
    ).toBe(0);
    expect(await count("from appointments where lead_id = ?", [old.leadId])).toBe(0);
    expect(await count("from push_sends")).toBe(0);
    // Another lead's, and its appointment's, are left alone.
    expect(await count("from deliveries where subject_id = ?", [kept.id])).toBe(keptDeliveries);
    expect(await count("from appointment_deliveries")).toBe(1);

    // The list's "delete selected" runs the same hook for each lead.
    await payload.delete({
      collection: "leads",
      where: { fullName: { in: ["Kurt Kept", "Nina New"] } },
      overrideAccess: true,
    });
    expect(await count("from deliveries")).toBe(0);
    expect(await count("from appointment_deliveries")).toBe(0);
  });
});
