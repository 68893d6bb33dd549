import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";

pointAtFreshCmsDatabase("upgrade-deliveries");

const { cms } = await import("@/lib/cms/ready");
const { closeDb, sharedClient } = await import("@/lib/db/client");

afterAll(() => closeDb());

const fixture = path.resolve("tests/fixtures/install-release-45/leads.sql");

it(
  "an install of release 45 keeps every delivery, push send and appointment message",
  async () => {
    const old = createClient({ url: process.env.DATABASE_URL! });
    await old.executeMultiple(readFileSync(fixture, "utf8"));
    const read = async (client: typeof old, sql: string) =>
      (await client.execute(sql)).rows.map((row) => ({ ...row }));
    const before = await read(old, "select * from deliveries order by id");
    const pushSends = await read(old, "select * from push_sends order by delivery_id, device_id");
    old.close();
    expect(before.some((row) => row.appointment_id !== null)).toBe(true);
    expect(pushSends.length).toBeGreaterThan(0);

    await cms();

    const after = await read(sharedClient(), "select * from deliveries order by id");
    expect(after).toEqual(
      before.map(({ lead_id, appointment_id: _appointment, ...kept }) => ({
        ...kept,
        subject: "lead",
        subject_id: lead_id,
      })),
    );
    expect(
      await read(sharedClient(), "select * from appointment_deliveries order by delivery_id"),
    ).toEqual(
      before
        .filter((row) => row.appointment_id !== null)
        .map((row) => ({ delivery_id: row.id, appointment_id: row.appointment_id })),
    );
    expect(
      await read(sharedClient(), "select * from push_sends order by delivery_id, device_id"),
    ).toEqual(pushSends);
  },
  SEED_TIMEOUT_MS,
);
