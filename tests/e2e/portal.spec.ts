import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.mjs";
import { eventsOf, headerOf, partOf } from "../support/mail-parts";
import { pdfText } from "../support/pdf-text";
import sharp from "sharp";
import { TAGGED, taggedPhoneJpeg } from "@/photos/tagged-photo";
import { expectNoAxeViolations } from "./support/axe";
import { handOverWrites, signInToCms } from "./support/cms";
import { insertLead } from "./support/lead-store";
import { startExtraServer, type ExtraServer } from "./support/next-server";

const owner = { email: "portal-owner@e2e.example.com", password: "portal owner password" };
const DANA = "dana.portal@example.com";
const LEE = "lee.portal@example.com";
const ROSA = "rosa.portal@example.com";

let smtp: SmtpSink;
let server: ExtraServer;
let headers: Record<string, string>;
const jobs: Record<string, number> = {};

let clients = 0;
/**
 * A homeowner's browser: no scripts, none of the owner's cookies, this test's own server, and a
 * client address of its own (the server trusts one proxy), so no test spends another's limit.
 */
const homeowner = (browser: Browser) =>
  browser.newContext({
    baseURL: server.url,
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "x-forwarded-for": `198.51.${Date.now() % 200}.${++clients}` },
  });

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

/** The n-th e-mail (from 1) to an address, once it has arrived: its text. */
async function mailText(address: string, n: number): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);
  return partOf(mailsTo(address)[n - 1]!.raw, "text/plain") ?? "";
}

/** The text of the first e-mail to an address that contains `words`, once it has arrived. */
async function mailWith(address: string, words: string): Promise<string> {
  const find = () =>
    mailsTo(address)
      .map((mail) => partOf(mail.raw, "text/plain") ?? "")
      .find((text) => text.includes(words));
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy();
  return find()!;
}

/** The link in an e-mail's text, as an address on this test's server. */
function pathIn(text: string, pattern: RegExp): string {
  const link = new URL(pattern.exec(text)![0]);
  return `${link.pathname}${link.search}`;
}
const SIGN_IN_LINK = /https?:\/\/\S+\/portal\/sign-in\?t=\S+/;
const signInPathIn = (text: string) => pathIn(text, SIGN_IN_LINK);

/** A job made through the admin's API, as the office makes one: its id. */
async function createdJob(request: APIRequestContext, data: object): Promise<number> {
  const created = await request.post(`${server.url}/api/jobs`, { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { doc: { id: number } }).doc.id;
}

/** Axe reads the page with a script: the same device's cookie, in a browser with scripts on. */
async function expectAccessible(browser: Browser, device: BrowserContext, path: string) {
  const reader = await browser.newContext({
    baseURL: server.url,
    storageState: await device.storageState(),
  });
  const page = await reader.newPage();
  await page.goto(path);
  await expectNoAxeViolations(page);
  await reader.close();
}

/** Asks for a link on the portal page, as a homeowner types it. */
async function askForLink(page: Page, address: string, path = "/portal") {
  await page.goto(path);
  await page.getByRole("textbox", { name: /e-mail|correo/i }).fill(address);
  await page.getByRole("button", { name: /sign-in link|enlace/i }).click();
}

/** Signs a homeowner in on a new device through the e-mailed link; returns the device. */
async function signedIn(browser: Browser, address: string): Promise<BrowserContext> {
  const context = await homeowner(browser);
  const page = await context.newPage();
  const before = mailsTo(address).length;
  await askForLink(page, address);
  // The link's e-mail, not another that arrives meanwhile (the day's updates, from 6 PM).
  let link = "";
  await expect
    .poll(
      () =>
        (link =
          mailsTo(address)
            .slice(before)
            .map((mail) => partOf(mail.raw, "text/plain") ?? "")
            .find((text) => SIGN_IN_LINK.test(text)) ?? ""),
      { timeout: 30_000 },
    )
    .not.toBe("");
  await page.goto(signInPathIn(link));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${address}`)).toBeVisible();
  return context;
}

test.describe("the homeowner's project page", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    smtp = await startSmtpSink(0, {});
    server = await startExtraServer({
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SESSION_SECRET: "portal-session-secret-0123456789abcdef012",
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: "1000",
    });
    const api = (path: string) => `${server.url}${path}`;
    const loginRequest = await request.post(api("/api/users/login"), { data: owner });
    expect(loginRequest.status()).toBe(200);
    headers = { authorization: `JWT ${((await loginRequest.json()) as { token: string }).token}` };
    const offered = await request.post(api("/api/globals/business"), {
      headers,
      data: { clientPortal: "yes" },
    });
    expect(offered.status(), await offered.text()).toBe(200);
    const job = async (key: string, data: object) => {
      const created = await request.post(api("/api/jobs"), { headers, data });
      expect(created.status(), await created.text()).toBe(201);
      jobs[key] = ((await created.json()) as { doc: { id: number } }).doc.id;
    };
    await job("dana", {
      title: "Dana Whitfield — 4512 Live Oak St",
      homeownerName: "Dana Whitfield",
      email: DANA,
      projectAddress: "4512 Live Oak St",
      city: "Dallas",
      language: "en",
      status: "underway",
      startDate: "2027-01-04",
      schedule: [
        { phase: "Demolition", days: 3 },
        { phase: "Cabinets and counters", days: 10 },
      ],
      payments: [
        { title: "Deposit at signing (10%)", amountCents: 140_331, receivedOn: "2026-12-01" },
        { title: "Cabinets installed", amountCents: 757_786 },
        { title: "Final walk-through", amountCents: 505_191 },
      ],
    });
    await job("lee", {
      title: "Lee Tran — 88 Elm Ct",
      homeownerName: "Lee Tran",
      email: LEE,
      projectAddress: "88 Elm Ct",
      city: "Plano",
      language: "en",
    });
    await job("rosa", {
      title: "Rosa Garza — 12 Oak Ln",
      homeownerName: "Rosa Garza",
      email: ROSA,
      projectAddress: "12 Oak Ln",
      city: "Garland",
      language: "es",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test("each homeowner is invited once, in their language, to the page", async () => {
    const invitation = await mailText(DANA, 1);
    expect(invitation).toContain("Hi Dana,");
    expect(invitation).toContain(
      "Your project page for “Dana Whitfield — 4512 Live Oak St” is ready.",
    );
    expect(invitation).toMatch(/Open your project page: https?:\/\/\S+\/portal\b/);
    const spanish = await mailText(ROSA, 1);
    expect(spanish).toContain("Hola, Rosa:");
    expect(spanish).toMatch(/\/es\/portal\b/);
    // Later rounds of the outbox invite no one again.
    await expect.poll(() => mailsTo(DANA).length, { timeout: 3000 }).toBe(1);
  });

  test("without JavaScript: a link by e-mail, opened by a scanner first, signs in with one press", async ({
    browser,
    request,
  }) => {
    const context = await homeowner(browser);
    const page = await context.newPage();
    await askForLink(page, DANA);
    await expect(page.getByRole("status")).toContainText("Check your e-mail");
    const text = await mailText(DANA, 2);
    expect(text).toContain("It works once, for 15 minutes.");
    const link = signInPathIn(text);

    // A mail scanner follows the link before the homeowner: that spends nothing.
    expect((await request.get(`${server.url}${link}`)).status()).toBe(200);
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Sign in to your project page",
    );
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/portal$/);

    const project = page.getByRole("article", { name: "Dana Whitfield — 4512 Live Oak St" });
    await expect(project).toContainText("4512 Live Oak St, Dallas");
    await expect(project.locator('[aria-current="step"]')).toContainText("Expert Execution");
    const schedule = project.getByRole("region", { name: "Schedule" }).getByRole("row");
    await expect(schedule).toHaveText([
      "PhaseDates",
      "DemolitionJanuary 4, 2027 to January 6, 2027",
      /^Cabinets and counters/,
    ]);
    const payments = project.getByRole("region", { name: "Payments" });
    await expect(payments).toContainText("Received so far: $1,403.31 of $14,033.08.");
    await expect(payments).toContainText("Next: Cabinets installed, $7,577.86.");
    await expect(payments.getByRole("row").nth(1)).toHaveText(
      "Deposit at signing (10%)$1,403.31Received December 1, 2026",
    );
    await expect(page.getByRole("article")).toHaveCount(1);
    const devices = page.getByRole("region", { name: "Signed-in devices" });
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(devices).toContainText("This device");
    await expectAccessible(browser, context, "/portal");

    // The same link again, pressed or forwarded: used already, and said so with 410.
    const again = await (await homeowner(browser)).newPage();
    const spent = await again.goto(link);
    expect(spent?.status()).toBe(410);
    await expect(again.getByRole("heading", { level: 1 })).toHaveText(
      "This sign-in link was used already",
    );
    await again.getByRole("link", { name: "Ask for a new sign-in link" }).click();
    await expect(again).toHaveURL(/\/portal$/);

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.screenshot({
        path: test.info().outputPath(`portal-${width}.png`),
        fullPage: true,
      });
    }
    await context.close();
  });

  test("asking for an address with no job looks exactly like asking for one with a job", async ({
    browser,
  }) => {
    const context = await homeowner(browser);
    const page = await context.newPage();
    const answerTo = async (address: string) => {
      await askForLink(page, address);
      return { url: page.url(), text: await page.locator("main").innerText() };
    };
    const known = await answerTo(LEE);
    const unknown = await answerTo("nobody.portal@example.com");
    expect(unknown).toEqual(known);
    await mailText(LEE, 2);
    await expect.poll(() => mailsTo("nobody.portal@example.com").length, { timeout: 3000 }).toBe(0);
    await context.close();
  });

  test("an address gets 3 links an hour; the fourth request is told to wait", async ({
    browser,
  }) => {
    const context = await homeowner(browser);
    const page = await context.newPage();
    const address = `limit.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) {
      await askForLink(page, address);
      await expect(page.getByRole("status")).toContainText("Check your e-mail");
    }
    await askForLink(page, address);
    await expect(
      page.getByText(/Too many sign-in links were asked for\. Try again in \d+ minutes/),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your e-mail address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await context.close();
  });

  test("a client address gets 10 links an hour, whatever addresses it tries", async ({
    browser,
  }) => {
    const context = await homeowner(browser);
    const page = await context.newPage();
    for (let i = 0; i < 10; i++) {
      await askForLink(page, `guess${i}.${Date.now()}@example.com`);
      await expect(page.getByRole("status")).toContainText("Check your e-mail");
    }
    await askForLink(page, `guess10.${Date.now()}@example.com`);
    await expect(page.getByText(/Too many sign-in links were asked for/)).toBeVisible();
    await context.close();
  });

  test("another homeowner, a stranger and a signed-out device reach no one else's project", async ({
    browser,
    request,
  }) => {
    const lee = await signedIn(browser, LEE);
    const page = await lee.newPage();
    await page.goto("/portal");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name: "Lee Tran — 88 Elm Ct" })).toBeVisible();
    await expect(page.getByText("Dana Whitfield")).toHaveCount(0);
    for (const id of [jobs.dana, jobs.rosa, jobs.lee, 999_999]) {
      const asLee = await page.request.get(`/api/portal-documents?job=${id}`);
      expect(asLee.status()).toBe(404);
      expect(asLee.headers()["cache-control"]).toBe("private, no-store");
      const asStranger = await request.get(`${server.url}/api/portal-documents?job=${id}`);
      expect(asStranger.status()).toBe(404);
    }
    // A made-up or forged cookie is no one.
    const forged = await request.get(`${server.url}/portal`, {
      headers: { cookie: "portal_session=forged-value" },
    });
    expect(await forged.text()).toContain("E-mail me a sign-in link");
    await lee.close();
  });

  test("a project manager's phone photos reach their homeowner only, without their location", async ({
    browser,
    request,
  }) => {
    const api = (path: string) => `${server.url}${path}`;
    // A project manager of the staff, on a phone.
    const manager = { email: `pm.${Date.now()}@e2e.example.com`, password: "project manager pass" };
    const made = await request.post(api("/api/users"), {
      headers,
      data: { ...manager, role: "staff", name: "Pat Manager" },
    });
    expect(made.status(), await made.text()).toBe(201);
    const managerId = ((await made.json()) as { doc: { id: number } }).doc.id;
    await request.patch(api(`/api/jobs/${jobs.lee}`), {
      headers,
      data: { projectManager: managerId, status: "underway" },
    });
    // The project manager posts the day's update with two phone photos, through the admin's
    // API as its form does (the form itself: admin-job-updates.spec.ts).
    const managerLogin = await request.post(api("/api/users/login"), { data: manager });
    const pm = {
      authorization: `JWT ${((await managerLogin.json()) as { token: string }).token}`,
    };
    const taken = await taggedPhoneJpeg({ width: 4000, height: 3000 });
    const photoIds: number[] = [];
    for (const name of ["IMG_2041.jpg", "IMG_2042.jpg"]) {
      const uploaded = await request.post(api("/api/job-photos"), {
        headers: pm,
        multipart: { file: { name, mimeType: "image/jpeg", buffer: taken }, _payload: "{}" },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      photoIds.push(((await uploaded.json()) as { doc: { id: number } }).doc.id);
    }
    const posted = await request.post(api("/api/job-updates"), {
      headers: pm,
      data: {
        job: jobs.lee,
        kind: "work",
        note: "Shower walls tiled; grout tomorrow.",
        photos: photoIds,
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // Lee sees the update and its two photos, without JavaScript.
    const lee = await signedIn(browser, LEE);
    const page = await lee.newPage();
    await page.goto("/portal");
    const updates = page.getByRole("region", { name: "Daily updates" });
    await expect(updates).toContainText("Shower walls tiled; grout tomorrow.");
    const thumbnails = updates.getByRole("img", { name: /^Photo \d of 2 from / });
    await expect(thumbnails).toHaveCount(2);
    const small = (await thumbnails.first().getAttribute("src"))!;
    const thumbnail = await page.request.get(small);
    expect(thumbnail.status()).toBe(200);
    expect(thumbnail.headers()["content-type"]).toBe("image/webp");
    expect(thumbnail.headers()["cache-control"]).toBe("private, no-store");
    expect((await sharp(await thumbnail.body()).metadata()).width).toBe(480);
    const original = await page.request.get(small.replace("&size=small", ""));
    const bytes = await original.body();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif, "EXIF, where the GPS position is").toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain(TAGGED.camera);
    expect([metadata.width, metadata.height]).toEqual([1536, 2048]);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({
      path: test.info().outputPath("portal-photos-360.png"),
      fullPage: true,
    });
    await expectAccessible(browser, lee, "/portal");

    // Another family (on a job of their own), a stranger, and the admin's own address without an
    // account: nothing there.
    const kim = `kim.${Date.now()}@example.com`;
    const kims = await request.post(api("/api/jobs"), {
      headers,
      data: { title: "Kim Park — 5 Cedar Dr", email: kim, status: "underway" },
    });
    expect(kims.status(), await kims.text()).toBe(201);
    const neighbour = await signedIn(browser, kim);
    expect((await (await neighbour.newPage()).request.get(small)).status()).toBe(404);
    expect((await request.get(api(small))).status()).toBe(404);
    const listed = await request.get(api(`/api/job-photos?where[job][equals]=${jobs.lee}`), {
      headers,
    });
    const { docs } = (await listed.json()) as { docs: { id: number; filename: string }[] };
    expect(docs).toHaveLength(2);
    const file = api(`/api/job-photos/file/${encodeURIComponent(docs[0]!.filename)}`);
    expect((await request.get(file)).status()).toBe(404);
    expect((await request.get(api(`/api/job-photos/${docs[0]!.id}`))).status()).toBe(404);
    const asStaff = await request.get(file, { headers });
    expect(asStaff.status()).toBe(200);
    expect(asStaff.headers()["cache-control"]).toBe("private, no-store");

    // The project manager leaves: their token, kept, opens nothing.
    expect((await request.get(file, { headers: pm })).status()).toBe(200);
    const removed = await request.delete(api(`/api/users/${managerId}`), { headers });
    expect(removed.status(), await removed.text()).toBe(200);
    for (const path of [file, api(`/api/job-photos/${docs[0]!.id}`), api(`/api/jobs/${jobs.lee}`)])
      expect((await request.get(path, { headers: pm })).status()).toBe(404);
    await Promise.all([lee.close(), neighbour.close()]);
  });

  test("a phase moved by the project manager shows its new dates, the old ones and why", async ({
    browser,
    request,
  }) => {
    const api = (path: string) => `${server.url}${path}`;
    const address = `moved.${Date.now()}@example.com`;
    const created = await request.post(api("/api/jobs"), {
      headers,
      data: {
        title: "Avery Moss — 9 Birch Ln",
        email: address,
        status: "underway",
        startDate: "2027-02-01",
        schedule: [
          { phase: "Demolition", days: 2 },
          { phase: "Tile and fixtures", days: 5 },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { doc: { id: number } }).doc.id;
    const moved = await request.patch(api(`/api/jobs/${id}`), {
      headers,
      data: {
        startDate: "2027-02-08",
        scheduleNote: "The city moved the permit inspection a week.",
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    const device = await signedIn(browser, address);
    const page = await device.newPage();
    await page.goto("/portal");
    const rows = page.getByRole("region", { name: "Schedule" }).getByRole("row");
    await expect(rows.nth(1)).toHaveText(
      "DemolitionFebruary 8, 2027 to February 9, 2027Moved. It was February 1, 2027 to February 2, 2027. Why: The city moved the permit inspection a week.",
    );
    await page.setViewportSize({ width: 360, height: 740 });
    await page
      .getByRole("region", { name: "Schedule" })
      .screenshot({ path: test.info().outputPath("portal-moved-360.png") });
    await device.close();
  });

  test("a homeowner writes about an update with a photo, without JavaScript; the office answers by e-mail and on the page", async ({
    browser,
    request,
  }) => {
    const api = (path: string) => `${server.url}${path}`;
    const address = `avery.${Date.now()}@example.com`;
    const created = await request.post(api("/api/jobs"), {
      headers,
      data: {
        title: "Avery Cole — 310 Pecan Dr",
        homeownerName: "Avery Cole",
        email: address,
        projectAddress: "310 Pecan Dr",
        city: "Garland",
        language: "en",
        status: "underway",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { doc: { id: number } }).doc.id;
    const update = await request.post(api("/api/job-updates"), {
      headers,
      data: { job: jobId, kind: "work", note: "Vanity set; the mirror goes up tomorrow." },
    });
    expect(update.status(), await update.text()).toBe(201);

    const device = await signedIn(browser, address);
    const page = await device.newPage();
    await page.goto("/portal");
    await page.getByRole("link", { name: "Ask about this update" }).click();
    const form = page.getByRole("form", { name: "Write to your project manager" });
    await expect(form.getByRole("combobox", { name: "About" })).toHaveValue(/^update-\d+$/);
    await form
      .getByRole("textbox", { name: "Your message" })
      .fill("Can the mirror hang 2 inches higher? Photo of the mark attached.");
    await form.getByLabel("Photos (optional, up to 6)").setInputFiles({
      name: "IMG_0412.jpg",
      mimeType: "image/jpeg",
      buffer: await taggedPhoneJpeg(),
    });
    await form.getByRole("button", { name: "Send the message" }).click();
    const messages = page.getByRole("region", { name: "Messages" });
    await expect(messages.getByRole("status")).toContainText("Message sent");
    await expect(messages).toContainText("About the update of");
    await expect(messages).toContainText("Can the mirror hang 2 inches higher?");
    const thumbnail = messages.getByRole("img", { name: "Photo 1 of 1 sent with the message" });
    const photo = await device.request.get(api((await thumbnail.getAttribute("src"))!));
    expect(photo.status()).toBe(200);
    expect(photo.headers()["cache-control"]).toBe("private, no-store");

    // The office's e-mail carries the text; its phone alerts (not set up here) would not.
    const officeMail = () =>
      smtp.messages
        .filter((m) => !m.to.includes(address))
        .map((m) => partOf(m.raw, "text/plain") ?? "")
        .find((text) => text.includes("Avery Cole wrote about"));
    await expect.poll(officeMail, { timeout: 30_000 }).toBeTruthy();
    expect(officeMail()).toContain("Can the mirror hang 2 inches higher?");

    // Another family's job cannot be written to, whatever the form says.
    const crafted = await device.request.post(api("/api/portal-messages"), {
      headers: { origin: server.url },
      multipart: { lang: "en", job: String(jobs.dana), body: "Let me in" },
      maxRedirects: 0,
    });
    expect(crafted.status()).toBe(404);

    const answered = await request.post(api("/api/job-messages"), {
      headers,
      data: { job: jobId, body: "Yes: we will mark 2 inches higher and hang it Thursday." },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    const answerId = ((await answered.json()) as { doc: { id: number } }).doc.id;
    // The admin's own addresses for messages show nothing without a staff account: not to a
    // stranger, not to the homeowner's portal cookie, not by a list's filter.
    for (const path of [
      `/api/job-messages/${answerId}`,
      `/api/job-messages?where[job][equals]=${jobId}`,
    ]) {
      expect((await request.get(api(path))).status()).toBe(404);
      expect((await device.request.get(api(path))).status()).toBe(404);
      expect((await request.get(api(path), { headers })).status()).toBe(200);
    }
    // The answer's e-mail, whichever arrives first of it and the invitation to the page.
    const mail = await mailWith(address, "Yes: we will mark 2 inches higher and hang it Thursday.");
    expect(mail).toContain(`/portal#job-${jobId}-messages`);

    await page.goto("/portal");
    await expect(messages.getByRole("listitem").last()).toContainText(
      "Yes: we will mark 2 inches higher and hang it Thursday.",
    );
    await page.setViewportSize({ width: 360, height: 740 });
    await messages.screenshot({ path: test.info().outputPath("portal-messages-360.png") });
    await expectAccessible(browser, device, "/portal");
    await device.close();
  });

  test("in Spanish: the message form, its answer on the page and the answer's e-mail", async ({
    browser,
    request,
  }) => {
    const api = (path: string) => `${server.url}${path}`;
    const address = `lucia.${Date.now()}@example.com`;
    const created = await request.post(api("/api/jobs"), {
      headers,
      data: {
        title: "Lucía Flores — 9 Vine St",
        homeownerName: "Lucía Flores",
        email: address,
        city: "Irving",
        language: "es",
        status: "underway",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const jobId = ((await created.json()) as { doc: { id: number } }).doc.id;
    const device = await signedIn(browser, address);
    const page = await device.newPage();
    await page.goto("/es/portal");
    const form = page.getByRole("form", { name: "Escriba a su gerente de proyecto" });
    await form.getByRole("textbox", { name: "Su mensaje" }).fill("¿Pueden empezar a las 8?");
    await form.getByRole("button", { name: "Enviar el mensaje" }).click();
    await expect(page).toHaveURL(/\/es\/portal\?/);
    const messages = page.getByRole("region", { name: "Mensajes" });
    await expect(messages.getByRole("status")).toContainText("Mensaje enviado");
    await expect(messages.getByRole("listitem").first()).toContainText("Usted");

    const answered = await request.post(api("/api/job-messages"), {
      headers,
      data: { job: jobId, body: "Sí, llegamos a las 8 en punto." },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    const mail = await mailWith(address, "Sí, llegamos a las 8 en punto.");
    expect(mail).toContain("respondió a su mensaje sobre “Lucía Flores — 9 Vine St”");
    expect(mail).toContain(`/es/portal#job-${jobId}-messages`);
    await page.goto("/es/portal");
    await expect(messages.getByRole("listitem").last()).toContainText("Su gerente de proyecto");
    await device.close();
  });

  test("a change order from the office is read and signed without JavaScript; the job follows it", async ({
    browser,
    request,
  }) => {
    const api = (path: string) => `${server.url}${path}`;
    const address = `jordan.${Date.now()}@example.com`;
    const jobId = await createdJob(request, {
      title: "Jordan Reyes — 71 Cedar Way",
      homeownerName: "Jordan Reyes",
      email: address,
      projectAddress: "71 Cedar Way",
      city: "Richardson",
      language: "en",
      status: "underway",
      startDate: "2027-01-04",
      schedule: [
        { phase: "Demolition", days: 2 },
        { phase: "Tile", days: 5 },
        { phase: "Fixtures and finish", days: 3 },
      ],
      payments: [
        { title: "Deposit at signing", amountCents: 140_331, receivedOn: "2026-12-01" },
        { title: "Tile finished", amountCents: 757_786 },
        { title: "Final walk-through", amountCents: 505_191 },
      ],
    });
    // Written in the admin's API as the project manager would, then sent.
    const draft = await request.post(api("/api/change-orders"), {
      headers,
      data: {
        job: jobId,
        title: "Niche in the shower wall",
        reason: "You asked for a recessed niche for bottles; there is room between the studs.",
        lines: [
          { description: "Tiled niche, 12 × 24 in", quantity: 1, unit: "each", unitCents: 48_500 },
          { description: "Corner shelf left out", unitCents: 9_500, kind: "credit" },
        ],
        scheduleDays: 1,
        phase: "Tile",
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const orderId = ((await draft.json()) as { doc: { id: number } }).doc.id;
    const sent = await request.patch(api(`/api/change-orders/${orderId}`), {
      headers,
      data: { status: "sent" },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const mail = await mailWith(address, "sent change order 1");
    expect(mail).toContain("It comes to $390.00.");
    expect(mail).toContain(`/portal#change-order-${orderId}`);

    const device = await signedIn(browser, address);
    const page = await device.newPage();
    await page.goto(`/portal#change-order-${orderId}`);
    const order = page.getByRole("region", { name: "Change order 1: Niche in the shower wall" });
    await expect(order).toContainText(
      "Waiting for your signature. Nothing changes until you sign.",
    );
    await expect(order.getByRole("row")).toHaveText([
      "ItemAmount",
      "Tiled niche, 12 × 24 in1 each × $485.00$485.00",
      "Corner shelf left out (credit)1 each × $95.00-$95.00",
      "This change order$390.00",
    ]);
    await expect(order).toContainText(
      "Contract total: $14,033.08 now, $14,423.08 with this change.",
    );
    await expect(order).toContainText("$390.00 is due at signing, before your next payment.");
    await expect(order).toContainText("Tile takes 1 more working day; the dates after it move.");
    await page.setViewportSize({ width: 360, height: 740 });
    await order.screenshot({ path: test.info().outputPath("change-order-360.png") });
    await expectAccessible(browser, device, "/portal");

    await order.getByRole("checkbox", { name: /agree to sign it electronically/ }).check();
    await order.getByRole("textbox", { name: "Your full name" }).fill("Jordan Reyes");
    await order.getByRole("button", { name: "Sign the change order" }).click();
    await expect(order.getByRole("status")).toContainText("Signed. Your contract total");
    await expect(order).toContainText("Signed electronically by Jordan Reyes on");
    await expect(order.getByRole("button", { name: "Sign the change order" })).toHaveCount(0);
    const payments = page.getByRole("region", { name: "Payments" });
    await expect(payments).toContainText("Received so far: $1,403.31 of $14,423.08.");
    await expect(payments).toContainText(
      "Next: Change order 1: Niche in the shower wall, $390.00.",
    );
    const schedule = page.getByRole("region", { name: "Schedule" });
    await expect(schedule).toContainText("Change order 1, signed: Niche in the shower wall");

    const pdfLink = page.getByRole("link", { name: "Change order 1 (PDF)" }).first();
    const pdf = await device.request.get(api((await pdfLink.getAttribute("href"))!));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["cache-control"]).toBe("private, no-store");
    const text = await pdfText(await pdf.body());
    expect(text).toContain("Signed electronically by Jordan Reyes");
    expect(text).toContain("Contract total from $14,033.08 to $14,423.08");

    const office = () =>
      smtp.messages
        .map((m) => partOf(m.raw, "text/plain") ?? "")
        .filter((body) => body.includes("Jordan Reyes signed change order 1"));
    await expect.poll(() => office().length, { timeout: 30_000 }).toBe(1);

    // Another family, a stranger and the homeowner's own cookie on the admin's addresses: nothing.
    const neighbor = `casey.${Date.now()}@example.com`;
    await createdJob(request, {
      title: "Casey Wu — 73 Cedar Way",
      email: neighbor,
      language: "en",
    });
    const other = await signedIn(browser, neighbor);
    const asNeighbor = await other.request.get(api(`/api/portal-documents?changeOrder=${orderId}`));
    expect(asNeighbor.status()).toBe(404);
    expect((await request.get(api(`/api/portal-documents?changeOrder=${orderId}`))).status()).toBe(
      404,
    );
    const crafted = await other.request.post(api("/api/portal-change-orders"), {
      headers: { origin: server.url },
      form: { lang: "en", job: String(jobId), changeOrder: String(orderId), do: "decline" },
      maxRedirects: 0,
    });
    expect(crafted.status()).toBe(404);
    for (const path of [
      `/api/change-orders/${orderId}`,
      `/api/change-orders?where[job][equals]=${jobId}`,
    ]) {
      expect((await request.get(api(path))).status()).toBe(404);
      expect((await device.request.get(api(path))).status()).toBe(404);
      expect((await request.get(api(path), { headers })).status()).toBe(200);
    }
    await other.close();
    await device.close();
  });

  test("in Spanish: a change order read and declined, and the office told why", async ({
    browser,
    request,
  }) => {
    const api = (path: string) => `${server.url}${path}`;
    const address = `marisol.${Date.now()}@example.com`;
    const jobId = await createdJob(request, {
      title: "Marisol Peña — 5 Birch Ct",
      homeownerName: "Marisol Peña",
      email: address,
      city: "Mesquite",
      language: "es",
      status: "underway",
      payments: [{ title: "Pago final", amountCents: 500_000 }],
    });
    const draft = await request.post(api("/api/change-orders"), {
      headers,
      data: {
        job: jobId,
        title: "Enchufe adicional en la isla",
        reason: "Usted pidió un enchufe más en la isla de la cocina.",
        lines: [{ description: "Enchufe GFCI en la isla", unitCents: 32_000 }],
        paymentTiming: "final",
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const orderId = ((await draft.json()) as { doc: { id: number } }).doc.id;
    await request.patch(api(`/api/change-orders/${orderId}`), {
      headers,
      data: { status: "sent" },
    });
    const mail = await mailWith(address, "envió la orden de cambio 1");
    expect(mail).toContain(`/es/portal#change-order-${orderId}`);

    const device = await signedIn(browser, address);
    const page = await device.newPage();
    await page.goto("/es/portal");
    const order = page.getByRole("region", {
      name: "Orden de cambio 1: Enchufe adicional en la isla",
    });
    await expect(order).toContainText("Espera su firma.");
    await expect(order).toContainText("$320.00 se agrega al final de su calendario de pagos.");
    await order.getByText("¿No es lo que quiere?").click();
    await order
      .getByRole("textbox", { name: "Díganos por qué (opcional)" })
      .fill("Preferimos dejarlo así.");
    await order.getByRole("button", { name: "Rechazar la orden de cambio" }).click();
    await expect(page).toHaveURL(/\/es\/portal\?/);
    await expect(order.getByRole("status")).toContainText("Rechazada.");
    await expect(order).toContainText("Usted la rechazó el");
    const office = () =>
      smtp.messages
        .map((m) => partOf(m.raw, "text/plain") ?? "")
        .find((body) => body.includes("Marisol Peña declined change order 1"));
    await expect.poll(office, { timeout: 30_000 }).toBeTruthy();
    expect(office()).toContain("Their reason: Preferimos dejarlo así.");
    await device.close();
  });

  test("a job marked complete shows its warranty and the day it ends", async ({
    browser,
    request,
  }) => {
    const address = `harper.${Date.now()}@example.com`;
    const jobId = await createdJob(request, {
      title: "Harper Lane — 8 Wren St",
      email: address,
      city: "Allen",
      language: "en",
      status: "underway",
    });
    const completed = await request.patch(`${server.url}/api/jobs/${jobId}`, {
      headers,
      data: { status: "complete" },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    const { doc } = (await completed.json()) as { doc: { completedOn: string } };
    // Dated complete that Dallas day: the warranty ends on that date a year on.
    const day = new Date(doc.completedOn);
    const words = (date: Date) =>
      date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "America/Chicago" });
    const yearOn = new Date(day);
    yearOn.setUTCFullYear(day.getUTCFullYear() + 1);

    const device = await signedIn(browser, address);
    const page = await device.newPage();
    await page.goto("/portal");
    const warranty = page.getByRole("region", { name: "Your warranty" });
    await expect(warranty).toContainText(`The work was completed on ${words(day)}.`);
    await expect(warranty.getByRole("listitem")).toHaveText([
      `Workmanship warranty: 1 year, through ${words(yearOn)}.`,
    ]);
    await device.close();
  });

  test("a warranty claim with a photo is filed without JavaScript; the office books its visit onto the calendar and asks for a review when it is resolved", async ({
    browser,
    request,
  }) => {
    const address = `quinn.${Date.now()}@example.com`;
    const leadId = await insertLead(
      { fullName: "Quinn Ellis", email: address, city: "Plano", status: "estimate_accepted" },
      server.databaseUrl,
    );
    const jobId = await createdJob(request, {
      lead: leadId,
      title: "Quinn Ellis — 40 Sparrow Ct",
      homeownerName: "Quinn Ellis",
      email: address,
      city: "Plano",
      language: "en",
      status: "complete",
      completedOn: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    });
    const device = await signedIn(browser, address);
    const page = await device.newPage();
    await page.goto(`/portal#job-${jobId}-warranty`);
    const form = page.getByRole("form", { name: "Something not right? File a warranty claim" });
    await expect(form.getByRole("combobox", { name: "Warranty" })).toHaveValue("workmanship");
    await form
      .getByRole("textbox", { name: "What is wrong, and where" })
      .fill("The grout by the tub drain is cracking.");
    await form.getByLabel("Photos (optional, up to 6)").setInputFiles({
      name: "IMG_2001.jpg",
      mimeType: "image/jpeg",
      buffer: await taggedPhoneJpeg(),
    });
    await form.getByRole("button", { name: "File the claim" }).click();
    const warranty = page.getByRole("region", { name: "Your warranty" });
    await expect(warranty.getByRole("status")).toContainText("Claim filed");
    const claim = warranty.getByRole("listitem").filter({ hasText: "The grout by the tub drain" });
    await expect(claim).toContainText("under the workmanship warranty");
    await expect(claim).toContainText("Received. Your project manager will answer here");
    const thumbnail = claim.getByRole("img", { name: "Photo 1 of 1 sent with the claim" });
    const photo = await device.request.get(`${server.url}${await thumbnail.getAttribute("src")}`);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["cache-control"]).toBe("private, no-store");
    await expectAccessible(browser, device, "/portal");

    const office = () =>
      smtp.messages
        .map((m) => partOf(m.raw, "text/plain") ?? "")
        .find((text) => text.includes("Quinn Ellis filed a claim under the workmanship warranty"));
    await expect.poll(office, { timeout: 30_000 }).toBeTruthy();
    expect(office()).toContain("The grout by the tub drain is cracking.");

    const listed = await request.get(
      `${server.url}/api/warranty-claims?where[job][equals]=${jobId}&depth=0`,
      { headers },
    );
    const [{ id }] = ((await listed.json()) as { docs: { id: number }[] }).docs as [{ id: number }];
    // The admin's addresses for claims show nothing to a stranger or to the homeowner's cookie.
    for (const path of [
      `/api/warranty-claims/${id}`,
      `/api/warranty-claims?where[job][equals]=${jobId}`,
    ]) {
      expect((await request.get(`${server.url}${path}`)).status()).toBe(404);
      expect((await device.request.get(`${server.url}${path}`)).status()).toBe(404);
    }

    // The office opens the claim in the admin and books the visit at the first free time.
    const token = headers.authorization!.slice("JWT ".length);
    const staff = await browser.newContext({ baseURL: server.url });
    const admin = await staff.newPage();
    await signInToCms(admin, owner);
    await handOverWrites(admin, "**/api/warranty-claims/*/visit", token);
    await handOverWrites(admin, "**/api/leads/*/review-request", token);
    await admin.goto(`/admin/collections/warranty-claims/${id}`);
    const visit = admin.getByRole("region", { name: "Visit" });
    const first = visit.getByRole("combobox", { name: "Free times (Dallas)" }).locator("option");
    const start = await first.first().getAttribute("value");
    await visit.getByRole("button", { name: "Book the visit" }).click();
    await expect(visit.getByRole("status")).toContainText("Booked for ");
    await expect(visit).toContainText("Move or cancel it on the appointments page.");
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.screenshot({ path: test.info().outputPath("claim-visit-1280.png") });

    // The homeowner's calendar invitation, from the booking like any appointment's.
    const invited = () =>
      mailsTo(address).find((m) =>
        (headerOf(m.raw, "subject") ?? "").startsWith("Your warranty visit is confirmed"),
      );
    await expect.poll(invited, { timeout: 30_000 }).toBeTruthy();
    const [event] = eventsOf(invited()!.raw);
    expect(new Date(event!.start).toISOString()).toBe(start);
    expect(partOf(invited()!.raw, "text/plain")).toContain(
      "look at what you reported under your warranty",
    );
    await page.reload();
    await expect(claim).toContainText("A visit is booked for");
    await page.setViewportSize({ width: 360, height: 740 });
    await warranty.screenshot({ path: test.info().outputPath("warranty-claim-360.png") });

    await admin.goto("/admin/appointments");
    await expect(admin.getByRole("main")).toContainText("Quinn Ellis");
    await expect(admin.getByRole("main")).toContainText("warranty visit");

    // Resolved, the claim offers the homeowner's one review request (the job won its lead).
    const reviewLink = "https://g.page/r/e2e-portal/review";
    const facts = await request.post(`${server.url}/api/globals/business`, {
      headers,
      data: { followUp: { reviewUrl: reviewLink } },
    });
    expect(facts.status(), await facts.text()).toBe(200);
    const resolved = await request.patch(`${server.url}/api/warranty-claims/${id}`, {
      headers,
      data: { status: "resolved" },
    });
    expect(resolved.status(), await resolved.text()).toBe(200);
    await admin.goto(`/admin/collections/warranty-claims/${id}`);
    const review = admin.getByRole("region", { name: "Review" });
    await review.getByRole("button", { name: "Ask for a review" }).click();
    await expect(review.getByRole("status")).toHaveText(
      "Asked for a review. The e-mail goes out within a minute.",
    );
    await expect
      .poll(() => mailsTo(address).some((m) => m.raw.replace(/=\r?\n/g, "").includes(reviewLink)), {
        timeout: 30_000,
      })
      .toBe(true);
    await mailWith(address, "Resolved.");
    await staff.close();
    await device.close();
  });

  test("the daily e-mail is turned off and on again from the page, without JavaScript", async ({
    browser,
  }) => {
    const rosa = await signedIn(browser, ROSA);
    const page = await rosa.newPage();
    await page.goto("/portal");
    const digest = page.getByRole("region", { name: "Daily e-mail" });
    await expect(digest).toContainText("we e-mail you the day's updates at 6:00 PM");
    await digest.getByRole("button", { name: "Stop the daily e-mail" }).click();
    await expect(digest).toContainText("The daily e-mail is off.");
    await digest.getByRole("button", { name: "E-mail me each day's updates" }).click();
    await expect(digest).toContainText("we e-mail you the day's updates at 6:00 PM");
    await rosa.close();
  });

  test("sign out everywhere signs out every device of that homeowner only", async ({ browser }) => {
    const phone = await signedIn(browser, DANA);
    const laptop = await signedIn(browser, DANA);
    // Another homeowner (an address gets 3 links an hour: Lee has had theirs).
    const rosa = await signedIn(browser, ROSA);
    const page = await phone.newPage();
    await page.goto("/portal");
    const devices = page.getByRole("region", { name: "Signed-in devices" });
    // These two, and any left signed in by the tests before.
    await expect(devices.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
    expect(await devices.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
    await devices.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByRole("status")).toContainText("You are signed out on every device.");
    const laptopPage = await laptop.newPage();
    await laptopPage.goto("/portal");
    await expect(
      laptopPage.getByRole("button", { name: "E-mail me a sign-in link" }),
    ).toBeVisible();
    const rosaPage = await rosa.newPage();
    await rosaPage.goto("/portal");
    await expect(rosaPage.getByText(`Signed in as ${ROSA}`)).toBeVisible();
    for (const context of [phone, laptop, rosa]) await context.close();
  });

  test("in Spanish: the page, the link's e-mail and the project, for a Spanish homeowner", async ({
    browser,
  }) => {
    const context = await homeowner(browser);
    const page = await context.newPage();
    const before = mailsTo(ROSA).length;
    await askForLink(page, ROSA, "/es/portal");
    await expect(page).toHaveURL(/\/es\/portal\?/);
    await expect(page.getByRole("status")).toContainText("Revise su correo");
    const text = await mailText(ROSA, before + 1);
    expect(text).toContain("Sirve una sola vez, durante 15 minutos.");
    await page.goto(signInPathIn(text));
    await expect(page).toHaveURL(/\/es\/portal\/sign-in\?/);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText(`Sesión iniciada como ${ROSA}`)).toBeVisible();
    const project = page.getByRole("article", { name: "Rosa Garza — 12 Oak Ln" });
    // No phases or payments yet: said so, not an empty table or "$0.00 of $0.00".
    await expect(project).toContainText(
      "Su gerente de proyecto agregará aquí las etapas de la obra.",
    );
    await expect(project).toContainText("Su calendario de pagos aparecerá aquí");
    await expect(project.getByRole("table")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expectAccessible(browser, context, "/es/portal");
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: test.info().outputPath("portal-es-360.png"), fullPage: true });
    await context.close();
  });
});
