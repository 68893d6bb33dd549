import { expect, test } from "@playwright/test";
import { startNtfyStandIn } from "../support/ntfy-stand-in.mjs";
import { startPushService, type PushService } from "../support/push-service.mjs";
import { handOverWrites, signInToCms, tokenAt } from "./support/cms";
import { fillValidForm } from "./support/lead-form";
import { insertDelivery, insertLead, queryStore } from "./support/lead-store";
import { startExtraServer, type ExtraServer } from "./support/next-server";

const owner = { email: "push-owner@e2e.example.com", password: "push owner password" };
const staff = { email: "push-staff@e2e.example.com", password: "push staff password 1" };
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const DEVICES = "/api/leads/alert-devices";

let push: PushService;
let server: ExtraServer;

// A server of its own, trusting the stand-in push service's certificate: slow beside the rest.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  push = await startPushService();
  server = await startExtraServer({
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SESSION_SECRET: "push-session-secret-0123456789abcdef012345",
    SMTP_URL: undefined,
    NTFY_URL: undefined,
    LEAD_MIN_FILL_MS: "0",
    OUTBOX_INTERVAL_MS: "500",
    PUSH_SERVICE_HOSTS: push.host,
    NODE_EXTRA_CA_CERTS: push.certFile,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await push?.close();
});

test("a device with alerts on gets each new lead and a test alert, and its owner removes it", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await signInToCms(page, owner);
    const token = await tokenAt(page.request, owner);
    const devices = page.getByRole("region", { name: "Your leads" });
    await expect(devices.getByText("No device of yours has alerts on yet.")).toBeVisible();
    await expect(devices.getByRole("alert")).toContainText("“Alert me on this device”");

    // A browser that cannot subscribe (this one, like any private window, has no push service)
    // says so in words, and nothing is stored.
    await context.grantPermissions(["notifications"], { origin: server.url });
    await devices.getByRole("button", { name: "Alert me on this device" }).click();
    await expect(
      devices.getByText(/^This browser could not turn alerts on \(.+\)\./),
    ).toBeVisible();
    expect(
      await queryStore("select count(*) as n from push_devices", [], server.databaseUrl),
    ).toEqual([expect.objectContaining({ n: 0 })]);

    // Subscribing is between a browser and its own push service, which this machine cannot
    // reach: the subscription a phone would hand over comes from the stand-in instead.
    const added = await page.request.post(DEVICES, {
      headers: { authorization: `JWT ${token}`, "user-agent": ANDROID_CHROME },
      data: push.subscribe("owner-phone"),
    });
    expect(added.status()).toBe(201);
    await page.reload();
    await expect(devices.getByText("Chrome on Android")).toBeVisible();
    await expect(devices.getByRole("alert")).toHaveCount(0);
    await expect(devices.getByText("Alerts on devices:")).toBeVisible();

    const form = await context.newPage();
    await form.goto("/contact");
    await fillValidForm(form, "Priya Pushed");
    await form.getByRole("button", { name: "Request My Free Estimate" }).click();
    await expect(form.getByRole("heading", { name: /^Thank you for contacting/ })).toBeVisible();
    await expect.poll(() => push.received.length, { timeout: 30_000 }).toBe(1);
    const [lead] = await queryStore(
      "select id from leads where full_name = ?",
      ["Priya Pushed"],
      server.databaseUrl,
    );
    expect(push.received[0]!.message).toEqual({
      title: "New lead: Priya in Richardson",
      body: expect.stringContaining("Kitchen Remodel\n$50K–$100K"),
      url: expect.stringMatching(new RegExp(`/admin/collections/leads/${lead!.id}$`)),
      tag: `lead-${lead!.id}`,
    });

    await handOverWrites(page, "**/api/leads/test-alert/*", token);
    await handOverWrites(page, `**${DEVICES}/*`, token);
    await devices.getByRole("button", { name: "Send a test alert to my devices" }).click();
    await expect(devices.getByText("Sent a test alert to your device.")).toBeVisible();
    expect(push.received.map((r) => r.message.title)).toEqual([
      "New lead: Priya in Richardson",
      "Test alert from your website",
    ]);

    await devices.getByRole("button", { name: /^Remove Chrome on Android/ }).click();
    await expect(devices.getByText("Alerts are off for that device.")).toBeVisible();
    await expect(devices.getByText("No device of yours has alerts on yet.")).toBeVisible();
    expect(
      await queryStore("select count(*) as n from push_devices", [], server.databaseUrl),
    ).toEqual([expect.objectContaining({ n: 0 })]);
  } finally {
    await context.close();
  }
});

test("each account sees and removes only its own devices, and a crafted subscription is refused", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  try {
    const ownerToken = await tokenAt(api, owner);
    const asOwner = { authorization: `JWT ${ownerToken}` };
    const created = await api.post("/api/users", {
      headers: asOwner,
      data: { ...staff, role: "staff", name: "Pat Staff" },
    });
    expect(created.status()).toBe(201);
    const asStaff = { authorization: `JWT ${await tokenAt(api, staff)}` };

    const ownerPhone = await api.post(DEVICES, { headers: asOwner, data: push.subscribe("o2") });
    const ownerDevice = ((await ownerPhone.json()) as { devices: { id: number }[] }).devices[0]!;
    expect(
      (await api.post(DEVICES, { headers: asStaff, data: push.subscribe("s1") })).status(),
    ).toBe(201);
    const staffList = (await (await api.get(DEVICES, { headers: asStaff })).json()) as {
      publicKey: string;
      devices: { endpoint: string }[];
    };
    expect(staffList.devices.map((d) => d.endpoint)).toEqual([
      expect.stringMatching(/\/push\/s1$/),
    ]);
    expect(staffList.publicKey).toMatch(/^[\w-]{87}$/);

    // Another account's device: answered as if it did not exist, and kept.
    expect((await api.delete(`${DEVICES}/${ownerDevice.id}`, { headers: asStaff })).status()).toBe(
      404,
    );
    expect((await api.get(DEVICES, { headers: asOwner })).ok()).toBe(true);
    expect(
      ((await (await api.get(DEVICES, { headers: asOwner })).json()) as { devices: unknown[] })
        .devices,
    ).toHaveLength(1);

    // An endpoint on a host that is no push service would make the server post anywhere.
    const elsewhere = await api.post(DEVICES, {
      headers: asStaff,
      data: { ...push.subscribe("s2"), endpoint: "https://169.254.169.254/latest" },
    });
    expect(elsewhere.status()).toBe(400);
    expect(await elsewhere.json()).toEqual({ message: "The endpoint is not a known push service" });
    const noKeys = await api.post(DEVICES, {
      headers: asStaff,
      data: { endpoint: push.subscribe("s3").endpoint },
    });
    expect(noKeys.status()).toBe(400);
    const notJson = await api.post(DEVICES, {
      headers: { ...asStaff, "content-type": "application/json" },
      data: "{not json",
    });
    expect(notJson.status()).toBe(400);
    expect((await api.post(DEVICES, { data: push.subscribe("anon") })).status()).toBe(403);
    expect((await api.get(DEVICES)).status()).toBe(403);
    // A staff test push goes to the staff's own device only.
    const before = push.received.length;
    const tested = await api.post("/api/leads/test-alert/push", { headers: asStaff });
    expect(tested.status()).toBe(200);
    expect(push.received.slice(before).map((r) => r.device)).toEqual(["s1"]);
  } finally {
    await api.dispose();
  }
});

test("the admin installs as an app of its own, with a service worker that shows alerts", async ({
  page,
}) => {
  await page.goto(`${server.url}/admin/login`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/admin.webmanifest");
  const manifest = await page.request.get(`${server.url}/admin.webmanifest`);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  expect(await manifest.json()).toMatchObject({
    start_url: "/admin",
    scope: "/admin",
    display: "standalone",
    icons: [expect.objectContaining({ src: "/icon.svg" })],
  });
  const worker = await page.request.get(`${server.url}/admin-sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(await worker.text()).toContain('addEventListener("push"');
});

/** A lead's push delivery, queued as the estimate form queues it. */
async function queuePushFor(fullName: string, store: string) {
  const leadId = await insertLead({ fullName }, store);
  await insertDelivery(
    leadId,
    { channel: "push", status: "pending", nextAttemptAt: new Date().toISOString() },
    store,
  );
  return leadId;
}

test("a deleted account's calendar address and devices end with it, and the next account gets none of them", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url, maxRedirects: 0 });
  try {
    const asOwner = { authorization: `JWT ${await tokenAt(api, owner)}` };
    const leaving = { email: "leaving@e2e.example.com", password: "leaving staff password" };
    const made = await api.post("/api/users", {
      headers: asOwner,
      data: { ...leaving, role: "staff", name: "Lee Leaving" },
    });
    expect(made.status()).toBe(201);
    const leavingId = ((await made.json()) as { doc: { id: number } }).doc.id;
    const asLeaving = { authorization: `JWT ${await tokenAt(api, leaving)}` };
    const feed = await api.post("/api/appointments/feed", {
      headers: asLeaving,
      form: { intent: "make" },
    });
    expect(feed.status()).toBe(303);
    const token = /new-calendar-address=([\w-]{32});/.exec(feed.headers()["set-cookie"] ?? "")?.[1];
    expect(token, "the new address, handed to the page that shows it").toBeDefined();
    const address = `/api/appointments/feed/${token}.ics`;
    expect((await api.get(address)).status()).toBe(200);
    const phone = push.subscribe("leaving-phone");
    expect((await api.post(DEVICES, { headers: asLeaving, data: phone })).status()).toBe(201);

    expect((await api.delete(`/api/users/${leavingId}`, { headers: asOwner })).status()).toBe(200);
    expect((await api.get(address)).status()).toBe(404);

    const next = { email: "next-hire@e2e.example.com", password: "next hire password 1" };
    const hired = await api.post("/api/users", {
      headers: asOwner,
      data: { ...next, role: "staff", name: "Nia Next" },
    });
    const nextId = ((await hired.json()) as { doc: { id: number } }).doc.id;
    expect(nextId).toBeGreaterThan(leavingId);
    expect((await api.get(address)).status()).toBe(404);
    const asNext = { authorization: `JWT ${await tokenAt(api, next)}` };
    const listed = (await (await api.get(DEVICES, { headers: asNext })).json()) as {
      devices: unknown[];
    };
    expect(listed.devices).toEqual([]);

    const before = push.received.length;
    await queuePushFor("Dora Departed", server.databaseUrl);
    await expect
      .poll(async () => {
        const [row] = await queryStore(
          "select d.status from deliveries d join leads l on l.id = d.subject_id and d.subject = 'lead' where l.full_name = ?",
          ["Dora Departed"],
          server.databaseUrl,
        );
        return row?.status;
      })
      .toMatch(/^(sent|skipped)$/);
    expect(push.received.slice(before).map((r) => r.device)).not.toContain("leaving-phone");
    expect(
      await queryStore(
        "select count(*) as n from push_devices where user_id = ?",
        [leavingId],
        server.databaseUrl,
      ),
    ).toEqual([expect.objectContaining({ n: 0 })]);
  } finally {
    await api.dispose();
  }
});

test("a device that redirects and one with a broken key do not fail the good one's alert or the lead's delivery", async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  try {
    const asOwner = { authorization: `JWT ${await tokenAt(api, owner)}` };
    const store = server.databaseUrl;
    await queryStore("delete from push_devices", [], store);
    const good = push.subscribe("good-phone");
    expect((await api.post(DEVICES, { headers: asOwner, data: good })).status()).toBe(201);
    const moved = push.subscribe("moved-phone");
    push.answers.set("moved-phone", 302);
    expect((await api.post(DEVICES, { headers: asOwner, data: moved })).status()).toBe(201);
    const zeroKey = {
      ...push.subscribe("zero-phone"),
      keys: { p256dh: "A".repeat(87), auth: good.keys.auth },
    };
    const refused = await api.post(DEVICES, { headers: asOwner, data: zeroKey });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      message: "p256dh is not a public key a browser makes (a point on the P-256 curve)",
    });
    // As an earlier release stored it, without looking at the key.
    await queryStore(
      "insert into push_devices (user_id, endpoint, p256dh, auth, label) values (1, ?, ?, ?, 'Old phone')",
      [zeroKey.endpoint, zeroKey.keys.p256dh, zeroKey.keys.auth],
      store,
    );

    const before = push.received.length;
    const leadId = await queuePushFor("Gus Goodphone", store);
    const delivery = async () =>
      (
        await queryStore(
          "select status, attempts from deliveries where subject = 'lead' and subject_id = ? and channel = 'push'",
          [leadId],
          store,
        )
      )[0];
    await expect.poll(async () => (await delivery())?.status, { timeout: 30_000 }).toBe("sent");
    expect(await delivery()).toMatchObject({ attempts: 1 });
    expect(push.received.slice(before).map((r) => r.device)).toEqual(["good-phone"]);
    expect(
      await queryStore(
        "select label, failures from push_devices where failures > 0 order by id",
        [],
        store,
      ),
    ).toEqual([
      expect.objectContaining({ failures: 1 }),
      expect.objectContaining({ label: "Old phone", failures: 1 }),
    ]);
    const shown = (await (await api.get(DEVICES, { headers: asOwner })).json()) as {
      devices: { endpoint: string; lastFailure: string | null }[];
    };
    expect(shown.devices.find((d) => d.endpoint === moved.endpoint)?.lastFailure).toBe(
      "The push service answered HTTP 302",
    );
  } finally {
    push.answers.delete("moved-phone");
    await queryStore("delete from push_devices", [], server.databaseUrl);
    await api.dispose();
  }
});

test("SIGTERM while 30 leads' alerts go out: after a restart each reached the phone exactly once, by push and by ntfy", async () => {
  const tag = `sigterm${Date.now().toString(36)}`;
  const ntfy = await startNtfyStandIn();
  const env = {
    SMTP_URL: undefined,
    NTFY_URL: ntfy.topicUrl,
    OUTBOX_INTERVAL_MS: "300",
    OUTBOX_LOCK_MS: "2000",
    PUSH_SERVICE_HOSTS: push.host,
    NODE_EXTRA_CA_CERTS: push.certFile,
  };
  const phone = push.subscribe(`phone-${tag}`);
  const pushed = () => push.received.filter((r) => r.device === `phone-${tag}`);
  push.timing.delayMs = 300;
  const first = await startExtraServer(env);
  try {
    const store = first.databaseUrl;
    await queryStore(
      "insert into push_devices (user_id, endpoint, p256dh, auth, label) values (1, ?, ?, ?, 'Phone')",
      [phone.endpoint, phone.keys.p256dh, phone.keys.auth],
      store,
    );
    for (let i = 0; i < 30; i++) {
      const leadId = await insertLead({ fullName: `Pushed ${i} ${tag}` }, store);
      for (const channel of ["push", "ntfy"])
        await insertDelivery(
          leadId,
          { channel, status: "pending", nextAttemptAt: new Date().toISOString() },
          store,
        );
    }
    await expect
      .poll(() => pushed().length, { timeout: 30_000, intervals: [50] })
      .toBeGreaterThan(4);
    expect(await first.stop({ signal: "SIGTERM", keepData: true })).toBe(143);
    const atStop = { push: pushed().length, ntfy: ntfy.received.length };
    expect(atStop.push).toBeLessThan(30);
    expect(first.output()).toContain("Stopped: every delivery in flight was finished and marked.");
    const sent = async (channel: string) =>
      Number(
        (
          await queryStore(
            "select count(*) as n from deliveries where channel = ? and status = 'sent'",
            [channel],
            store,
          )
        )[0]?.n,
      );
    // Every alert a service took before the stop was marked sent.
    expect(await sent("push")).toBe(atStop.push);
    expect(await sent("ntfy")).toBe(atStop.ntfy);

    const second = await startExtraServer(env, { dataDir: first.dataDir });
    try {
      await expect.poll(() => sent("push"), { timeout: 60_000 }).toBe(30);
      await expect.poll(() => sent("ntfy"), { timeout: 60_000 }).toBe(30);
    } finally {
      await second.stop();
    }
    for (const urls of [
      pushed().map((r) => String(r.message.url)),
      ntfy.received.map((r) => String(r.body.click)),
    ]) {
      expect(urls).toHaveLength(30);
      expect(new Set(urls).size).toBe(30);
    }
  } finally {
    push.timing.delayMs = 0;
    await first.stop();
    await ntfy.close();
  }
});
