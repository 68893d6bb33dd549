import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.mjs";
import { fillValidForm } from "./support/lead-form";
import { queryStore, queueNotifications, uniqueClientIp } from "./support/lead-store";
import { freePort, startExtraServer, type ExtraServer } from "./support/next-server";
import { defaultSiteFacts } from "@/business/site-facts";

const { business } = defaultSiteFacts;

/*
 * The lead path tried the way an attacker and a crash would, against real server processes of
 * the build under test and a real SMTP server, counting what was stored, sent and sent twice.
 */

const SUBMIT = "Request My Free Estimate";
const THANKS = /^Thank you for contacting/;

/** A real SMTP server in this process for the duration of `run`. */
async function withSmtp<T>(
  options: { acceptDelayMs?: number; rejectCode?: number },
  run: (smtp: SmtpSink) => Promise<T>,
): Promise<T> {
  const smtp = await startSmtpSink(0, options);
  try {
    return await run(smtp);
  } finally {
    await smtp.close();
  }
}

async function withServer<T>(
  env: Record<string, string | undefined>,
  run: (server: ExtraServer) => Promise<T>,
): Promise<T> {
  const server = await startExtraServer(env);
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

/** A page without JavaScript, as a visitor with scripts off (or a simple bot) meets the form. */
async function noScriptPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  return { context, page: await context.newPage() };
}

const ownerMails = (messages: { raw: string }[], email: string) =>
  messages.filter((m) => m.raw.includes("New estimate request") && m.raw.includes(email));

const LOCKOUT_OWNER = "lockout-owner@e2e.example.com";
const LOCKOUT_PASSWORD = "the real owner password";

test.describe("the client address", () => {
  test("with TRUST_PROXY_HOPS=0 a rotated X-Forwarded-For neither escapes the form limit nor the sign-in limit", async () => {
    test.setTimeout(120_000);
    await withServer(
      {
        TRUST_PROXY_HOPS: "0",
        LEAD_RATE_LIMIT: "3/600",
        ADMIN_EMAIL: LOCKOUT_OWNER,
        ADMIN_PASSWORD: LOCKOUT_PASSWORD,
        PAYLOAD_SECRET: "hardening-secret-0123456789abcdef0123456789",
      },
      async (server) => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i++) {
          const response = await fetch(`${server.url}/contact`, {
            method: "POST",
            headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
            body: new URLSearchParams({ fullName: "Rotating Header" }),
          });
          statuses.push(response.status);
        }
        expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
        expect(statuses.slice(3)).toEqual([429, 429]);

        // Five wrong passwords stop this address for the account, whatever address each guess
        // claims to come from.
        const signIn = (password: string, attempt: number) =>
          fetch(`${server.url}/api/users/login`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `198.51.100.${attempt}`,
            },
            body: JSON.stringify({ email: LOCKOUT_OWNER, password }),
          });
        for (let attempt = 1; attempt <= 5; attempt++)
          expect((await signIn(`guess ${attempt}`, attempt)).status).toBe(401);
        const stopped = await signIn(LOCKOUT_PASSWORD, 6);
        expect(stopped.status).toBe(429);
        expect(await stopped.text()).toContain("Too many failed sign-ins from your address");
      },
    );
  });
});

test.describe("form tokens", () => {
  test("a token sent again and again stores one lead and e-mails the owner once", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    await withSmtp({}, async (smtp) => {
      await withServer({ SMTP_URL: smtp.url, LEAD_MIN_FILL_MS: "0" }, async (server) => {
        const { context, page } = await noScriptPage(browser, server.url);
        const name = "Replay Target";
        await page.goto("/contact");
        await fillValidForm(page, name);
        const [post] = await Promise.all([
          page.waitForRequest((r) => r.method() === "POST"),
          page.getByRole("button", { name: SUBMIT }).click(),
        ]);
        await expect(page.getByRole("heading", { name: THANKS })).toBeVisible();
        const body = post.postDataBuffer()!;
        const contentType = (await post.allHeaders())["content-type"]!;
        for (let replay = 0; replay < 5; replay++) {
          const response = await fetch(`${server.url}/contact`, {
            method: "POST",
            headers: { "content-type": contentType, "x-forwarded-for": uniqueClientIp() },
            body: new Uint8Array(body),
          });
          expect(response.status).toBe(200);
        }
        const stored = await queryStore(
          "select spam_verdict from leads where full_name = ? order by id",
          [name],
          server.databaseUrl,
        );
        expect(stored.map((row) => row.spam_verdict)).toEqual([
          "ok",
          "replayed",
          "replayed",
          "replayed",
          "replayed",
          "replayed",
        ]);
        await expect.poll(() => ownerMails(smtp.messages, "replay.target@").length).toBe(1);
        expect(
          smtp.messages.filter((m) => m.to.includes("replay.target@example.com")),
        ).toHaveLength(1);
        await context.close();
      });
    });
  });

  test("without JavaScript, a correction sent sooner than the minimum fill time is delivered, not taken for spam", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    await withSmtp({}, async (smtp) => {
      // 5 s rather than the default 3 s, so a slow test machine still corrects within it.
      await withServer({ SMTP_URL: smtp.url, LEAD_MIN_FILL_MS: "5000" }, async (server) => {
        const { context, page } = await noScriptPage(browser, server.url);
        const name = "Quick Fix";
        await page.goto("/contact");
        const opened = Date.now();
        await fillValidForm(page, name, { consent: false });
        // The visitor takes their time over the form, then forgets the consent box.
        await expect.poll(() => Date.now() - opened, { timeout: 10_000 }).toBeGreaterThan(5100);
        await page.getByRole("button", { name: SUBMIT }).click();
        await expect(page.getByText("Consent is required").first()).toBeVisible();
        const corrected = Date.now();
        await page.getByLabel(/I agree to be contacted/).check();
        await page.getByRole("button", { name: SUBMIT }).click();
        await expect(page.getByRole("heading", { name: THANKS })).toBeVisible();
        // A token issued for the error page would have been too young: the first one was kept.
        expect(Date.now() - corrected).toBeLessThan(5000);
        const [lead] = await queryStore(
          "select spam_verdict, status from leads where full_name = ?",
          [name],
          server.databaseUrl,
        );
        expect(lead).toMatchObject({ spam_verdict: "ok", status: "new" });
        await expect.poll(() => ownerMails(smtp.messages, "quick.fix@").length).toBe(1);
        await context.close();
      });
    });
  });
});

const sentCount = async (server: Pick<ExtraServer, "databaseUrl">, tag: string) =>
  Number(
    (
      await queryStore(
        "select count(*) as n from deliveries d join leads l on l.id = d.subject_id and d.subject = 'lead' where l.full_name like ? and d.status = 'sent'",
        [`% ${tag}`],
        server.databaseUrl,
      )
    )[0]?.n,
  );

/**
 * 50 owner notifications queued on a server whose SMTP server answers slowly; the server gets
 * `signal` once a few have gone out, then a second server on the same store sends the rest. Says
 * what the SMTP server had received and the store had marked when the first one stopped, and the
 * Message-IDs of every e-mail in the end.
 */
async function stopMidDelivery(signal: NodeJS.Signals, tag: string) {
  return withSmtp({ acceptDelayMs: 400 }, async (smtp) => {
    const env = { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: "300", OUTBOX_LOCK_MS: "2000" };
    const first = await startExtraServer(env);
    await queueNotifications(first.databaseUrl, 50, tag);
    await expect
      .poll(() => smtp.messages.length, { timeout: 30_000, intervals: [50] })
      .toBeGreaterThan(4);
    const exitCode = await first.stop({ signal, keepData: true });
    const receivedAtStop = smtp.messages.map((m) => m.messageId);
    const markedAtStop = await sentCount(first, tag);
    const second = await startExtraServer(env, { dataDir: first.dataDir });
    try {
      await expect.poll(() => sentCount(second, tag), { timeout: 60_000 }).toBe(50);
    } finally {
      await second.stop();
    }
    return {
      exitCode,
      log: first.output(),
      receivedAtStop,
      markedAtStop,
      finalIds: smtp.messages.map((m) => m.messageId),
    };
  });
}

test.describe("stopping the server", () => {
  test("SIGTERM during 50 pending deliveries: after a restart each was sent exactly once", async () => {
    test.setTimeout(180_000);
    const run = await stopMidDelivery("SIGTERM", `sigterm${Date.now().toString(36)}`);
    expect(run.exitCode).toBe(143);
    expect(run.receivedAtStop.length).toBeLessThan(50);
    // Every e-mail the SMTP server took before the stop was marked sent: none went twice.
    expect(run.markedAtStop).toBe(run.receivedAtStop.length);
    expect(run.log).toContain("Stopped: every delivery in flight was finished and marked.");
    expect(run.finalIds).toHaveLength(50);
    expect(new Set(run.finalIds).size).toBe(50);
  });

  test("kill -9 mid-delivery: only the deliveries in flight are sent again, with the same Message-ID", async () => {
    test.setTimeout(180_000);
    const run = await stopMidDelivery("SIGKILL", `sigkill${Date.now().toString(36)}`);
    expect(new Set(run.finalIds).size).toBe(50);
    // Only what was received but not yet marked when the process died went out twice...
    expect(run.finalIds.length - 50).toBeLessThanOrEqual(
      run.receivedAtStop.length - run.markedAtStop,
    );
    // ...and each copy carries the first one's Message-ID, so mail clients fold them.
    const seen = new Map<string, number>();
    for (const id of run.finalIds) seen.set(id, (seen.get(id) ?? 0) + 1);
    for (const [id, times] of seen) {
      expect(times).toBeLessThanOrEqual(2);
      if (times === 2) expect(run.receivedAtStop).toContain(id);
    }
  });
});

test("SIGTERM to the npm start process stops the server gracefully, leaving no orphan", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const child = spawn("npm", ["start", "--silent"], {
    env: {
      ...process.env,
      SITE_URL: baseURL,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.resolve(`data/e2e-npm-start-${port}`, "leads.db")}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
  try {
    await expect.poll(health, { timeout: 60_000 }).toBe(200);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    await expect.poll(health).toBe(0);
    expect(log).toContain("Stopped: every delivery in flight was finished and marked.");
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(`data/e2e-npm-start-${port}`, { recursive: true, force: true });
  }
});

test.describe("the database", () => {
  test("20 estimate requests sent at the same moment are all stored", async ({ browser }) => {
    test.setTimeout(120_000);
    await withServer({ LEAD_MIN_FILL_MS: "0", LEAD_RATE_LIMIT: "100/600" }, async (server) => {
      const { context, page } = await noScriptPage(browser, server.url);
      // Twenty filled forms, each with its own token, captured as the browser would send them.
      const posts: { body: Buffer; type: string }[] = [];
      await page.route("**/contact", async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts.push({
          body: route.request().postDataBuffer()!,
          type: (await route.request().allHeaders())["content-type"]!,
        });
        await route.fulfill({ status: 204 });
      });
      for (let i = 0; i < 20; i++) {
        await page.goto("/contact");
        await fillValidForm(page, `Burst ${i}`);
        await page.getByRole("button", { name: SUBMIT }).click();
        await expect.poll(() => posts.length).toBe(i + 1);
      }
      const statuses = await Promise.all(
        posts.map(async ({ body, type }) => {
          const response = await fetch(`${server.url}/contact`, {
            method: "POST",
            headers: { "content-type": type, "x-forwarded-for": uniqueClientIp() },
            body: new Uint8Array(body),
          });
          return [response.status, await response.text()] as const;
        }),
      );
      for (const [status, html] of statuses) {
        expect(status).toBe(200);
        expect(html).toMatch(/Thank you for contacting/);
      }
      const [stored] = await queryStore(
        "select count(*) as n from leads where full_name like 'Burst %' and spam_verdict = 'ok'",
        [],
        server.databaseUrl,
      );
      expect(stored?.n).toBe(20);
      expect(server.output()).not.toContain("SQLITE_BUSY");
      await context.close();
    });
  });

  test("with the lead store unreachable, /contact still shows the phone, hours and form", async ({
    request,
  }) => {
    const server = await startExtraServer(
      // A remote lead store that does not answer (nothing listens on the discard port).
      { DATABASE_URL: "http://127.0.0.1:9" },
      { readyPath: "/contact" },
    );
    try {
      const page = await request.get(`${server.url}/contact`);
      expect(page.status()).toBe(200);
      const html = await page.text();
      expect(html).toContain("Get Your Free Estimate");
      expect(html).toMatch(/tel:\+1\d{10}/);
      expect(html).toContain(business.hours.display);
      expect(html).toContain(SUBMIT);
      expect((await request.get(`${server.url}/api/health`)).status()).toBe(503);
      expect(server.output()).toContain("Lead store unavailable");
    } finally {
      await server.stop();
    }
  });
});

test.describe("a server with no way to reach the owner", () => {
  test("says so in its start log, and /api/health is degraded with the reason", async ({
    request,
  }) => {
    const server = await startExtraServer({ SMTP_URL: undefined, NTFY_URL: undefined });
    try {
      const health = await request.get(`${server.url}/api/health`);
      expect(health.status()).toBe(200);
      const body = await health.json();
      expect(body).toMatchObject({ status: "degraded", owner: { reachable: false, channels: [] } });
      expect(body.owner.problem).toContain("SMTP_URL");
      expect(body.owner.problem).toContain("NTFY_URL");
      expect(server.output()).toContain("No way to reach the owner is set up");
    } finally {
      await server.stop();
    }
  });

  test("is reachable once phone alerts are set up, and then says nothing", async ({ request }) => {
    const server = await startExtraServer({
      SMTP_URL: undefined,
      // Nothing listens there; being set is what counts until an alert fails.
      NTFY_URL: "http://127.0.0.1:9/owner-topic",
    });
    try {
      const body = await (await request.get(`${server.url}/api/health`)).json();
      expect(body).toMatchObject({ owner: { reachable: true, channels: ["phone alerts"] } });
      expect(body.owner.problem).toBeUndefined();
      expect(server.output()).not.toContain("No way to reach the owner");
    } finally {
      await server.stop();
    }
  });
});

test.describe("deliveries that cannot succeed", () => {
  const REFUSAL_OWNER = "refusal-owner@e2e.example.com";
  test("a permanent SMTP refusal ends as failed, with Retry now, and /api/health says degraded", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const password = "owner password for the refusal test";
    await withSmtp({ rejectCode: 550 }, async (smtp) => {
      const env = {
        SMTP_URL: smtp.url,
        OUTBOX_INTERVAL_MS: "300",
        ADMIN_EMAIL: REFUSAL_OWNER,
        ADMIN_PASSWORD: password,
        PAYLOAD_SECRET: "refusal-test-secret-0123456789abcdef0123456789",
      };
      await withServer(env, async (server) => {
        const tag = `refused${Date.now().toString(36)}`;
        const [leadId] = await queueNotifications(server.databaseUrl, 1, tag);
        const delivery = async () =>
          (
            await queryStore(
              "select status, attempts from deliveries where subject = 'lead' and subject_id = ?",
              [leadId!],
              server.databaseUrl,
            )
          )[0];
        await expect
          .poll(delivery, { timeout: 30_000 })
          .toMatchObject({ status: "gave_up", attempts: 1 });
        expect(server.output()).toContain("giving up");

        const health = await request.get(`${server.url}/api/health`);
        expect(health.status()).toBe(200);
        expect(await health.json()).toMatchObject({
          status: "degraded",
          database: "ok",
          outbox: { failed: 1, overdue: 0, oldestAgeSeconds: expect.any(Number) },
        });

        // The owner sees it in the admin, and "Retry now" sends it again (refused again here).
        const context = await browser.newContext({ baseURL: server.url });
        const login = await context.request.post("/api/users/login", {
          data: { email: REFUSAL_OWNER, password },
        });
        expect(login.status()).toBe(200);
        const { token } = (await login.json()) as { token: string };
        const page = await context.newPage();
        await page.goto(`/admin/collections/leads/${leadId}`);
        const notification = page.getByTestId("delivery-owner_email");
        await expect(notification).toContainText("Failed: no more automatic tries");
        await expect(notification.getByRole("button", { name: /Retry now/ })).toBeVisible();
        // The button's request comes from this server's own address, which the admin (built for
        // the main server's SITE_URL) takes no session cookie from; the button itself is tested
        // against the main server (admin-leads.spec.ts). Here a script calls the same endpoint.
        const [deliveryId] = await queryStore(
          "select id from deliveries where subject = 'lead' and subject_id = ?",
          [leadId!],
          server.databaseUrl,
        );
        const retry = await context.request.post(
          `/api/leads/${leadId}/deliveries/${String(deliveryId?.id)}/retry`,
          { headers: { Authorization: `JWT ${token}` } },
        );
        expect(retry.status()).toBe(200);
        await expect
          .poll(delivery, { timeout: 30_000 })
          .toMatchObject({ status: "gave_up", attempts: 2 });
        await context.close();
      });
    });
  });
});

test("a mistyped variable stops the server, naming it", async () => {
  await expect(startExtraServer({ LEAD_MIN_FILL_MS: "3s" })).rejects.toThrow(
    /LEAD_MIN_FILL_MS must be a whole number of milliseconds \(got "3s"\)/,
  );
});

/** The hidden fields a no-JavaScript browser sends with the form (the action's id, the token). */
async function hiddenFormFields(baseURL: string, clientIp: string): Promise<[string, string][]> {
  const html = await (
    await fetch(`${baseURL}/contact`, { headers: { "x-forwarded-for": clientIp } })
  ).text();
  const form = html.slice(html.indexOf("<form"), html.indexOf("</form>"));
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map(
    (match) => [decode(match[1]!), decode(match[2] ?? "")],
  );
}

const validFields: Record<string, string> = {
  fullName: "Valid Person",
  email: "valid.person@example.com",
  phone: "(214) 555-0199",
  projectAddress: "1234 Elm St",
  city: "Plano",
  serviceType: "Kitchen Remodel",
  budgetRange: "$50K–$100K",
  consent: "on",
};

test("weak input is refused with the field's message and nothing is stored", async ({
  baseURL,
}) => {
  const cases: [Record<string, string>, string][] = [
    [{ startDate: "2099-99-99" }, "Please choose a real date between today and 3 years from now."],
    [{ startDate: "2025-02-30" }, "Please choose a real date between today and 3 years from now."],
    [{ hearAboutUs: "WIN $1000 at spam.example" }, "Please choose one of the listed options"],
    [{ fullName: "Ma\u0000ria Lopez" }, "Full name is required"],
    [{ fullName: "\u200b\u200b\u200b" }, "Full name is required"],
  ];
  for (const [override, message] of cases) {
    const clientIp = uniqueClientIp();
    const form = new FormData();
    for (const [name, value] of await hiddenFormFields(baseURL!, clientIp))
      form.append(name, value);
    for (const [name, value] of Object.entries({ ...validFields, ...override }))
      form.append(name, value);
    const response = await fetch(`${baseURL}/contact`, {
      method: "POST",
      headers: { "x-forwarded-for": clientIp },
      body: form,
    });
    expect(response.status, JSON.stringify(override)).toBe(200);
    // What the page shows: the form's script data also carries the thank-you's words, for later.
    const shown = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown, JSON.stringify(override)).toContain(message);
    expect(shown).not.toMatch(/Thank you for contacting/);
  }
  expect(await queryStore("select id from leads where email = ?", [validFields.email!])).toEqual(
    [],
  );
});

test("malformed requests get a 4xx, never a 500 or a stack trace", async ({ baseURL }) => {
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseURL}${path}`, {
      ...init,
      headers: { "x-forwarded-for": uniqueClientIp(), ...init.headers },
    });
    const text = await response.text();
    expect(text, path).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
    return response.status;
  };
  const actionId = (await hiddenFormFields(baseURL!, uniqueClientIp()))
    .find(([name]) => name.endsWith(":0"))?.[1]
    .match(/"id":"([0-9a-f]+)"/)?.[1];
  expect(actionId).toBeTruthy();
  const asAction = { "next-action": actionId!, "content-type": "text/plain;charset=UTF-8" };

  expect(await send("/contact", { method: "POST", body: "x".repeat(1_100_000) })).toBe(413);
  // A person who meets a refusal reads why, and can still call.
  const refusedPage = await (
    await fetch(`${baseURL}/faq`, {
      method: "PUT",
      headers: { "x-forwarded-for": uniqueClientIp() },
    })
  ).text();
  expect(refusedPage).toContain("<h1>Request refused</h1>");
  expect(refusedPage).toContain("This address does not accept that method.");
  expect(refusedPage).toMatch(/href="tel:\+1\d{10}"/);
  for (const body of ['[{"status":"idle"},"x"]', "[]", "[{}]", "{not json"])
    expect(await send("/contact", { method: "POST", headers: asAction, body })).toBe(400);
  // Elsewhere a field-less form may send a JSON list; anything that is not one is refused.
  for (const body of ["{not json", '{"a":1}'])
    expect(await send("/admin", { method: "POST", headers: asAction, body })).toBe(400);
  const crafted = new FormData();
  crafted.append("0", '[{"status":"idle"},"x"]');
  expect(
    await send("/contact", {
      method: "POST",
      headers: { "next-action": actionId! },
      body: crafted,
    }),
  ).toBe(200);
  expect(
    await send("/contact", {
      method: "POST",
      headers: { origin: "https://attacker.example", "next-action": actionId! },
      body: new FormData(),
    }),
  ).toBe(403);
  for (const path of ["/%", "/%ff%fe", "/es/%e0", "/services/%00"])
    expect(await send(path)).toBe(404);
  // The same in the owner's preview, whose cookie skips the page index (any cookie value).
  const preview = { headers: { cookie: "__prerender_bypass=not-a-real-preview" } };
  for (const path of ["/%ff%fe", "/es/%e0"]) expect(await send(path, preview), path).toBe(404);
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"])
    expect(await send("/images/hero-home.svg", { method }), method).toBe(405);
  expect(await send("/faq", { method: "PUT" })).toBe(405);
  // TRACE cannot go through fetch; a raw HTTP request does.
  const trace = await new Promise<number>((resolve, reject) => {
    const url = new URL(baseURL!);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: "/", method: "TRACE" },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end();
  });
  expect(trace).toBe(405);
});
