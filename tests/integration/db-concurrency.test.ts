import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/lib/db/client";
import { describeDbError } from "@/lib/db/errors";
import { claimDueDeliveries, markDeliverySent } from "@/lib/outbox/store";
import { insertLeadWithDeliveries, listLeadsByIds, type NewDelivery } from "@/leads/store";
import { pingDatabase } from "@/lib/db/settings";

const dir = mkdtempSync(path.join(tmpdir(), "db-concurrency-"));
const dbFile = path.join(dir, "leads.db");
const observer = createClient({ url: `file:${dbFile}` });

const outbox: NewDelivery[] = [
  { channel: "owner_email", status: "pending" },
  { channel: "homeowner_email", status: "pending" },
];

function lead(run: string, n: number) {
  return {
    fullName: `${run} ${n}`,
    email: `${run.toLowerCase()}${n}@example.com`,
    phone: `(214) 555-${String(1000 + n)}`,
    projectAddress: `${n} Elm St`,
    city: "Plano",
    serviceTypes: ["Kitchen Remodel"],
    budgetRange: "$50K–$100K",
    consent: true,
    consentText: "I agree",
    consentAt: new Date().toISOString(),
    spamVerdict: "ok",
    isSpam: false,
  };
}

/** Twenty submits, the outbox claiming and sending, and the inbox listing, all at once. */
async function burst(run: string) {
  const inserts = Array.from({ length: 20 }, (_, n) =>
    insertLeadWithDeliveries(lead(run, n), outbox),
  );
  const outboxRuns = Array.from({ length: 5 }, async () => {
    const claimed = await claimDueDeliveries(new Date(), 60_000);
    await Promise.all(claimed.map((row) => markDeliverySent(row.id, 1)));
  });
  const reads = Array.from({ length: 5 }, () =>
    listLeadsByIds(Array.from({ length: 50 }, (_, i) => i + 1)),
  );
  const settled = await Promise.allSettled([...inserts, ...outboxRuns, ...reads]);
  const failures = settled.flatMap((s) =>
    s.status === "rejected" ? [describeDbError(s.reason)] : [],
  );
  const ids = (await Promise.allSettled(inserts)).flatMap((s) =>
    s.status === "fulfilled" ? [s.value] : [],
  );
  return { failures, ids };
}

async function storedLeads(run: string) {
  const { rows } = await observer.execute({
    sql: "select count(*) as n from leads where full_name like ?",
    args: [`${run} %`],
  });
  return Number(rows[0]?.n);
}

/**
 * Another process (a build worker, a second server) that keeps taking the write lock, each time
 * holding it across a pause, as a transaction that awaits between statements does.
 */
function startLockHolder(holds: number, holdMs: number) {
  const script = `
    import { createClient } from "@libsql/client";
    const client = createClient({ url: process.env.LOCK_DB_URL, timeout: 10000 });
    for (let i = 0; i < ${holds}; i++) {
      const tx = await client.transaction("write");
      await tx.execute({ sql: "insert or replace into settings (key, value) values ('lock-holder', ?)", args: [String(i)] });
      if (i === 0) process.stdout.write("holding\\n");
      await new Promise((resolve) => setTimeout(resolve, ${holdMs}));
      await tx.commit();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    client.close();
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    cwd: process.cwd(),
    env: { ...process.env, LOCK_DB_URL: `file:${dbFile}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const holding = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("holding") && resolve());
    child.on("exit", (code) => reject(new Error(`lock holder exited (${code}): ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { holding, exited, stderr: () => stderr };
}

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${dbFile}`;
  await pingDatabase();
});

afterAll(() => {
  closeDb();
  observer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the lead store under concurrent writes", () => {
  it("stores 20 simultaneous submits while the outbox claims deliveries and the inbox reads", async () => {
    const { failures, ids } = await burst("Local");
    expect(failures).toEqual([]);
    expect(new Set(ids).size).toBe(20);
    expect(await storedLeads("Local")).toBe(20);
  });

  it("waits for another process holding the write lock instead of failing with SQLITE_BUSY", async () => {
    const holder = startLockHolder(15, 100);
    await holder.holding;
    const { failures, ids } = await burst("Contended");
    expect(failures).toEqual([]);
    expect(new Set(ids).size).toBe(20);
    expect(await storedLeads("Contended")).toBe(20);
    expect(await holder.exited, holder.stderr()).toBe(0);
  }, 30_000);

  it("gives the connection back when a transaction fails, so the submits behind it are stored", async () => {
    const broken = { ...lead("Broken", 0), fullName: null as unknown as string };
    const settled = await Promise.allSettled([
      insertLeadWithDeliveries(broken, outbox),
      ...Array.from({ length: 5 }, (_, n) => insertLeadWithDeliveries(lead("After", n), outbox)),
    ]);
    const [failed, ...stored] = settled;
    expect(failed?.status === "rejected" && describeDbError(failed.reason)).toBe(
      "SQLITE_CONSTRAINT_NOTNULL: NOT NULL constraint failed: leads.full_name (insert into leads)",
    );
    expect(stored.every((s) => s.status === "fulfilled")).toBe(true);
    expect(await storedLeads("After")).toBe(5);
  });
});
