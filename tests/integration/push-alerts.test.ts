import { globalAgent } from "node:https";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import webpush from "web-push";
import { closeDb, getDb } from "@/lib/db/client";
import { savePushDevice } from "@/leads/push/store";
import { createLead, type SubmitContext } from "@/leads/create-lead";
import { issueFormToken } from "@/leads/form-token";
import { kickOutbox, processOutbox, stopOutboxLoop } from "@/lib/outbox/loop";
import { registerOwnerAccounts } from "@/leads/push/owner-accounts";
import { factsForDeliveries } from "@/leads/delivery/sender-facts";
import { vapidKeys } from "@/leads/push/vapid";
import { queueDueReminders } from "@/leads/response-clock/reminders";
import { defaultSiteFacts } from "@/business/site-facts";
import { leadCopyFor } from "@/leads/notices";
import { startPushService, type PushService } from "../support/push-service.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "push-"));
const dbFile = path.join(dir, "leads.db");
const sql = createClient({ url: `file:${dbFile}` });
const rows = async (query: string, args: (string | number)[] = []) =>
  (await sql.execute({ sql: query, args })).rows;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const OWNER = 1;
const STAFF = 2;

const lead = (fullName: string) => ({
  fullName,
  email: "maria@example.com",
  phone: "(214) 555-0199",
  projectAddress: "1234 Elm St",
  city: "Plano",
  serviceType: ["Kitchen Remodel"],
  startDate: "2027-03-01",
  budgetRange: "$50K–$100K",
  projectDescription: "Open the galley kitchen",
  hearAboutUs: "Referral",
  consent: true,
});

async function context(overrides: Partial<SubmitContext> = {}): Promise<SubmitContext> {
  return {
    clientIp: "203.0.113.7",
    userAgent: "vitest",
    formPage: "/contact",
    consentText: leadCopyFor(defaultSiteFacts).consentText,
    formToken: await issueFormToken(Date.now() - 10_000),
    honeypot: "",
    ...overrides,
  };
}

async function stored(fullName: string, overrides: Partial<SubmitContext> = {}) {
  const result = await createLead(lead(fullName), await context(overrides));
  if (result.status !== "success") throw new Error("the lead was not stored");
  return result.leadId;
}

let push: PushService;
const device = (name: string, userId: number) =>
  savePushDevice({ userId, label: `${name}'s phone`, ...flat(push.subscribe(name)) });
const flat = (s: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
  endpoint: s.endpoint,
  ...s.keys,
});

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${dbFile}`;
  process.env.OUTBOX_RETRY_BASE_MS = "1000";
  for (const name of ["SMTP_URL", "NTFY_URL", "LEAD_WEBHOOK_URL", "VAPID_PUBLIC_KEY"])
    delete process.env[name];
  delete process.env.VAPID_PRIVATE_KEY;
  // Which accounts are owners is the admin's to say; here account 1 is the owner, 2 staff.
  registerOwnerAccounts(async () => [OWNER]);
  // The business facts (the alerts' signer) open the admin's engine once: not inside a test's time.
  await factsForDeliveries();
}, 60_000);

beforeEach(async () => {
  push = await startPushService();
  // This process trusts the stand-in's certificate as a server process does by NODE_EXTRA_CA_CERTS.
  globalAgent.options.ca = push.cert;
  await getDb(); // every table's migrations, on first use
  await sql.execute("delete from push_devices");
});

afterEach(async () => {
  stopOutboxLoop();
  await push.close();
});

afterAll(() => {
  closeDb();
  sql.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("alerts by Web Push", { timeout: 20_000 }, () => {
  it("one lead is one push to each device, signed with our key and readable only by it; spam pushes nothing", async () => {
    await device("owner-phone", OWNER);
    await device("staff-laptop", STAFF);
    const leadId = await stored("Nadia Push");
    await stored("Bot Push", { honeypot: "http://spam.example" });
    await kickOutbox();
    await processOutbox(later(60));

    expect(push.refused).toEqual([]);
    expect(push.received.map((r) => r.device).sort()).toEqual(["owner-phone", "staff-laptop"]);
    const { publicKey } = await vapidKeys();
    for (const received of push.received) {
      expect(received.signedBy).toBe(publicKey);
      expect(received.claims.sub).toBe(`mailto:${defaultSiteFacts.business.email}`);
      expect(received.headers).toMatchObject({ urgency: "high", ttl: "86400" });
      expect(received.message).toEqual({
        title: "New lead: Nadia in Plano",
        body: "Kitchen Remodel\n$50K–$100K\nStart Mar 1, 2027",
        url: expect.stringMatching(new RegExp(`/admin/collections/leads/${leadId}$`)),
        tag: `lead-${leadId}`,
      });
      for (const secret of ["maria@", "555-0199", "Elm St", "galley"])
        expect(JSON.stringify(received.message)).not.toContain(secret);
    }
    expect(
      await rows(
        "select status, attempts from deliveries where subject = 'lead' and subject_id = ? and channel = 'push'",
        [leadId],
      ),
    ).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
    const devices = await rows("select last_alert_at from push_devices");
    expect(devices.every((row) => typeof row.last_alert_at === "string")).toBe(true);
  });

  it("a device whose subscription is gone (404, 410) is removed; the others still get the alert", async () => {
    await device("kept", OWNER);
    await device("gone-410", OWNER);
    await device("gone-404", STAFF);
    push.answers.set("gone-410", 410);
    push.answers.set("gone-404", 404);
    const leadId = await stored("Gail Gone");
    await kickOutbox();

    expect(push.received.map((r) => r.device)).toEqual(["kept"]);
    expect((await rows("select label from push_devices")).map((r) => r.label)).toEqual([
      "kept's phone",
    ]);
    expect(
      await rows(
        "select status from deliveries where subject = 'lead' and subject_id = ? and channel = 'push'",
        [leadId],
      ),
    ).toEqual([expect.objectContaining({ status: "sent" })]);
  });

  it("while one device's push service is down, the alert reaches it once it is back, and no device twice", async () => {
    await device("steady", OWNER);
    await device("flaky", STAFF);
    push.answers.set("flaky", 503);
    const leadId = await stored("Rosa Retry");
    await kickOutbox();
    const [failed] = await rows(
      "select status, attempts from deliveries where subject = 'lead' and subject_id = ? and channel = 'push'",
      [leadId],
    );
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(push.received.map((r) => r.device)).toEqual(["steady"]);

    push.answers.delete("flaky");
    await processOutbox(later(5));
    await processOutbox(later(60));
    expect(push.received.map((r) => r.device)).toEqual(["steady", "flaky"]);
    // The same topic on both attempts: a push service may replace a copy it still holds.
    expect(new Set(push.received.map((r) => r.headers.topic)).size).toBe(1);
    const [sent] = await rows(
      "select status, attempts from deliveries where subject = 'lead' and subject_id = ? and channel = 'push'",
      [leadId],
    );
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a device that redirects and one whose key cannot encrypt are marked; the good one is alerted once and the delivery is sent", async () => {
    await device("good", OWNER);
    await device("moved", STAFF);
    push.answers.set("moved", 302);
    // Stored by an earlier release, which took any 65 bytes as a key.
    await sql.execute({
      sql: "insert into push_devices (user_id, endpoint, p256dh, auth, label) values (?, ?, ?, ?, ?)",
      args: [
        STAFF,
        push.subscribe("zero-key").endpoint,
        Buffer.alloc(65).toString("base64url"),
        Buffer.alloc(16, 1).toString("base64url"),
        "zero-key's phone",
      ],
    });
    const leadId = await stored("Bea Broken");
    await kickOutbox();

    expect(push.received.map((r) => r.device)).toEqual(["good"]);
    expect(
      await rows(
        "select status, attempts from deliveries where subject = 'lead' and subject_id = ? and channel = 'push'",
        [leadId],
      ),
    ).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
    const marked = await rows(
      "select label, failures, last_failure from push_devices where failures > 0 order by label",
    );
    expect(marked).toEqual([
      expect.objectContaining({
        label: "moved's phone",
        failures: 1,
        last_failure: "The push service answered HTTP 302",
      }),
      expect.objectContaining({ label: "zero-key's phone", failures: 1 }),
    ]);
  });

  it("a device refused three alerts in a row is dropped; one that takes an alert starts counting again", async () => {
    await device("steady", OWNER);
    await device("moved", STAFF);
    await device("hiccup", STAFF);
    push.answers.set("moved", 400);
    push.answers.set("hiccup", 403);
    const leads = [await stored("First Refusal"), await stored("Second Refusal")];
    await kickOutbox();
    push.answers.delete("hiccup");
    leads.push(await stored("Third Refusal"));
    await kickOutbox();

    expect(push.received.filter((r) => r.device === "steady")).toHaveLength(3);
    expect(push.received.filter((r) => r.device === "hiccup")).toHaveLength(1);
    expect(
      await rows("select label, failures, last_failure from push_devices order by label"),
    ).toEqual([
      expect.objectContaining({ label: "hiccup's phone", failures: 0, last_failure: null }),
      expect.objectContaining({ label: "steady's phone", failures: 0 }),
    ]);
    expect(
      await rows(
        `select status from deliveries where channel = 'push' and subject = 'lead' and subject_id in (${leads.join()})`,
      ),
    ).toEqual(leads.map(() => expect.objectContaining({ status: "sent" })));
  });

  it("the 'Still waiting' reminder reaches the owners' devices only, once", async () => {
    await device("owner-phone", OWNER);
    await device("staff-phone", STAFF);
    const leadId = await stored("Lena Waiting");
    await kickOutbox();
    // Monday Nov 23, 2026, 10 AM in Dallas, 20 minutes after the lead came.
    const mondayTenAm = new Date("2026-11-23T16:00:00Z");
    await sql.execute({
      sql: "update leads set created_at = ? where id = ?",
      args: [new Date(mondayTenAm.getTime() - 20 * 60_000).toISOString(), leadId],
    });
    expect(await queueDueReminders(mondayTenAm)).toBe(1);
    expect(await queueDueReminders(new Date(mondayTenAm.getTime() + 60_000))).toBe(0);
    await processOutbox(later(1));
    await processOutbox(later(120));

    const reminders = push.received.filter((r) =>
      String(r.message.title).startsWith("Still waiting"),
    );
    expect(reminders.map((r) => r.device)).toEqual(["owner-phone"]);
    expect(reminders[0]!.message).toMatchObject({
      title: expect.stringMatching(/^Still waiting: Lena, Plano, /),
      tag: `lead-${leadId}`,
    });
  });

  it("with no device, a lead queues no push at all", async () => {
    const leadId = await stored("Nora Nobody");
    expect(
      await rows(
        "select channel from deliveries where subject = 'lead' and subject_id = ? and channel like 'push%'",
        [leadId],
      ),
    ).toEqual([]);
  });
});

describe("the VAPID keys", () => {
  afterEach(() => {
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
  });

  it("are generated once and kept, so every server and restart signs alike; set ones win", async () => {
    const generated = vi.spyOn(webpush, "generateVAPIDKeys");
    const first = await vapidKeys();
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(await vapidKeys()).toEqual(first);
    // Read back, not made again and thrown away, on every alert.
    expect(generated.mock.calls.length).toBeLessThanOrEqual(1);
    generated.mockRestore();
    expect(await rows("select key from settings where key = 'vapid_keys'")).toHaveLength(1);

    process.env.VAPID_PUBLIC_KEY = `B${"A".repeat(86)}`;
    process.env.VAPID_PRIVATE_KEY = "C".repeat(43);
    expect(await vapidKeys()).toEqual({
      publicKey: process.env.VAPID_PUBLIC_KEY,
      privateKey: process.env.VAPID_PRIVATE_KEY,
    });
  });
});
