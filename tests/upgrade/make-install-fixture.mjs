#!/usr/bin/env node
/**
 * Makes tests/fixtures/install-release-45 (issue 47): an install as an owner has it, made by the
 * release's own server through real requests only (the public form posted as a browser without
 * JavaScript posts it, the booking and opt-out pages' forms, the admin's REST API and pages),
 * then dumped as SQL beside its media folder, with an install.json saying what
 * tests/e2e/upgrade.spec.ts must find after starting the code under test on a copy.
 *
 *   node tests/upgrade/make-install-fixture.mjs <release checkout>/.next/standalone
 *
 * The argument is the release's standalone server folder (its build made with SITE_URL unset);
 * the commit is read from the COMMIT file beside it. Needs the sqlite3 CLI for the dump.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import * as prettier from "prettier";
import sharp from "sharp";
import { freeTcpPort } from "../support/ports.mjs";
import { startPushService } from "../support/push-service.mjs";
import { startSmtpSink } from "../support/smtp-sink.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const fixtureDir = path.join(root, "tests/fixtures/install-release-45");
const standalone = path.resolve(process.argv[2] ?? "");
if (!existsSync(path.join(standalone, "server.js")))
  throw new Error("Usage: node tests/upgrade/make-install-fixture.mjs <release>/standalone");
const commit = readFileSync(path.join(standalone, "..", "COMMIT"), "utf8").trim();

/** What the owner set where the server runs, kept for the upgrade (made up for the fixture). */
const ownerEnv = {
  ADMIN_EMAIL: "owner@example.com",
  ADMIN_PASSWORD: "release 45 owner passphrase",
  SESSION_SECRET: "install-release-45-fixture-session-secret-0123456789",
};
const people = {
  owner: { email: ownerEnv.ADMIN_EMAIL, password: ownerEnv.ADMIN_PASSWORD, name: "Olivia Grant" },
  staff: { email: "sam.rivera@example.com", password: "release 45 staff pass", name: "Sam Rivera" },
  departed: {
    email: "drew.park@example.com",
    password: "release 45 departed pass",
    name: "Drew Park",
  },
};
const business = {
  name: "Lone Star Remodeling Example Co",
  phone: "(469) 555-0123",
  reviewUrl: "https://reviews.example.com/lone-star-remodeling",
};
const price = { service: "outdoor-living", package: "Essentials", after: "$22K-$44K" };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** Fictional homeowners: 555 numbers, example.org addresses, documentation IP addresses. */
const dana = {
  fullName: "Dana Whitfield",
  email: "dana.whitfield@example.org",
  phone: "(972) 555-0143",
  city: "Plano",
  projectAddress: "2207 Alder Creek Dr",
};
const requests = {
  dana: {
    ip: "203.0.113.21",
    landing: "/?utm_source=google&utm_medium=cpc&utm_campaign=kitchen-remodel",
    fields: { ...dana, serviceType: ["Kitchen Remodel"], budgetRange: "$50K–$100K" },
    more: { projectDescription: "Open the kitchen to the den.", hearAboutUs: "Google Search" },
  },
  marcus: {
    ip: "203.0.113.34",
    fields: {
      fullName: "Marcus Bell",
      email: "marcus.bell@example.org",
      phone: "(214) 555-0166",
      city: "Richardson",
      projectAddress: "918 Juniper Ln",
      serviceType: ["Bathroom Remodel"],
      budgetRange: "$25K–$50K",
    },
    more: { projectDescription: "A walk-in shower instead of the tub.", hearAboutUs: "Referral" },
  },
  lucia: {
    edition: "/es",
    ip: "203.0.113.47",
    fields: {
      fullName: "Lucía Herrera",
      email: "lucia.herrera@example.org",
      phone: "(214) 555-0178",
      city: "Garland",
      projectAddress: "4821 Bryan St",
      serviceType: ["Kitchen Remodel", "Bathroom Remodel"],
      budgetRange: "Over $100K",
    },
    more: { projectDescription: "Renovar la cocina y el baño principal." },
  },
  // The same homeowner back for a second job: her opt-out covers this lead too.
  danaAgain: {
    ip: "203.0.113.21",
    fields: { ...dana, serviceType: ["Outdoor Living"], budgetRange: "$25K–$50K" },
    more: { projectDescription: "A covered patio with a ceiling fan." },
  },
};

const check = (ok, what) => {
  if (!ok) throw new Error(what);
};
const until = async (what, condition, timeoutMs = 60_000) => {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const value = await condition();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
};
const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attr = (tag, name) => decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
/** A page's forms: where each posts, and its inputs as the page drew them. */
const formsOf = (html) =>
  [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map(([form]) => ({
    action: attr(/<form[^>]*>/.exec(form)[0], "action").replace(/#.*/, ""),
    inputs: [...form.matchAll(/<input[^>]*>/g)].map(([tag]) => ({
      type: attr(tag, "type"),
      name: attr(tag, "name"),
      value: attr(tag, "value"),
    })),
  }));
const hiddenOf = (form) =>
  form.inputs.filter((input) => input.type === "hidden").map((input) => [input.name, input.value]);

const dataDir = mkdtempSync(path.join(tmpdir(), "install-release-45-"));
const databaseFile = path.join(dataDir, "leads.db");
const smtp = await startSmtpSink(0, {});
const push = await startPushService();
const base = `http://127.0.0.1:${await freeTcpPort()}`;
let log = "";
const server = spawn(process.execPath, ["server.js"], {
  cwd: standalone,
  // What `npm start` sets, the owner's variables, and the local stand-ins for mail and push.
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: new URL(base).port,
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: `file:${databaseFile}`,
    NEXT_MANUAL_SIG_HANDLE: "true",
    ...ownerEnv,
    SMTP_URL: smtp.url,
    OUTBOX_INTERVAL_MS: "1000",
    TRUST_PROXY_HOPS: "1",
    LEAD_MIN_FILL_MS: "0",
    PUSH_SERVICE_HOSTS: push.host,
    NODE_EXTRA_CA_CERTS: push.certFile,
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.on("data", (chunk) => (log += chunk));
server.stderr.on("data", (chunk) => (log += chunk));
const exited = new Promise((resolve) =>
  server.once("exit", (code, signal) => resolve(code ?? signal)),
);

/** A request as a browser sends it: the form's own origin on a post, answers not followed. */
const send = (method, pathname, { body, headers = {} } = {}) =>
  fetch(base + pathname, {
    method,
    body,
    redirect: "manual",
    headers: {
      ...(method === "POST" && !headers.authorization ? { origin: base } : {}),
      ...headers,
    },
  });
/** The admin's REST API as an account's script uses it: JSON in and out, the status checked. */
const apiAs =
  (token) =>
  async (method, pathname, json, status = method === "POST" ? 201 : 200) => {
    const headers = token ? { authorization: `JWT ${token}` } : {};
    if (json && !(json instanceof FormData)) headers["content-type"] = "application/json";
    const body = json instanceof FormData ? json : json && JSON.stringify(json);
    const response = await send(method, pathname, { body, headers });
    const answer = await response.json().catch(() => ({}));
    check(
      response.status === status,
      `${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`,
    );
    return answer;
  };
/** Read only, once the server has made it: the outbox's own record of each delivery. */
let store;
const deliveriesSettled = () =>
  until("the outbox to send every delivery", async () => {
    const { rows } = await store.execute("select status from deliveries");
    check(!rows.some((row) => row.status === "gave_up"), `a delivery gave up:\n${log}`);
    return rows.every((row) => row.status === "sent" || row.status === "skipped");
  });

/** A homeowner's browser without JavaScript lands, opens the form and sends it. */
async function sendEstimateRequest({ edition = "", ip, landing, fields, more }) {
  const cookies = new Map();
  const browse = async (method, pathname, init = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const headers = { "user-agent": IPHONE, "x-forwarded-for": ip, cookie, ...init.headers };
    const response = await send(method, pathname, { ...init, headers });
    for (const [pair] of response.headers.getSetCookie().map((line) => line.split(";")))
      cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    return response.text();
  };
  if (landing) await browse("GET", landing, { headers: { referer: "https://www.google.com/" } });
  const contact = `${edition}/contact`;
  const [form] = formsOf(await browse("GET", contact, { headers: { referer: base + "/" } }));
  const body = new FormData();
  for (const [name, value] of hiddenOf(form)) body.append(name, value);
  const values = { leave_blank_hp: "", startDate: "", hearAboutUs: "", ...fields, ...more };
  for (const [name, value] of Object.entries(values))
    for (const one of [value].flat()) body.append(name, one);
  body.append("consent", "on");
  const thanks = await browse("POST", form.action, { body, headers: { referer: base + contact } });
  check(/Thank you for contacting|¡Gracias por/.test(thanks), `the thank-you view:\n${thanks}`);
  return new URL(decode(/href="([^"]*\/book\?t=[^"]*)"/.exec(thanks)[1])).search;
}

/** Posts the booking page's form for `intent`, choosing a time with `pick`; says where it led. */
async function bookingForm(bookingPage, intent, pick = () => undefined) {
  const forms = formsOf(await (await send("GET", bookingPage)).text());
  const form = forms.find((f) => hiddenOf(f).some(([n, v]) => n === "intent" && v === intent));
  const body = new URLSearchParams(hiddenOf(form));
  const start = pick(form.inputs.filter((input) => input.name === "start").map((i) => i.value));
  if (start) body.set("start", start);
  const answer = await send("POST", form.action, { body, headers: { "user-agent": IPHONE } });
  const location = answer.headers.get("location") ?? "";
  check(answer.status === 303 && /[?&]done=(booked|cancelled)/.test(location), location);
}

/** The review request's one-click "stop" link, followed to its page and confirmed there. */
async function optOutByMail(address) {
  const mail = await until("the review request", () =>
    smtp.messages.find((m) => m.to.includes(address) && /^List-Unsubscribe:/im.test(m.raw)),
  );
  const link = new URL(/^List-Unsubscribe:\s*<([^>]+)>/im.exec(mail.raw)[1]);
  const page = (await send("GET", link.pathname + link.search)).headers.get("location");
  const [form] = formsOf(await (await send("GET", page)).text());
  const done = await send("POST", form.action, { body: new URLSearchParams(hiddenOf(form)) });
  check(done.status === 303 && /done=1/.test(done.headers.get("location")), "the opt-out");
}

/** The texts each path shows, as the release shows them. */
async function shownOn(pairs) {
  for (const { path: pathname, text } of pairs)
    check((await (await send("GET", pathname)).text()).includes(text), `${pathname}: ${text}`);
  return pairs;
}

/** The owner's account (made at start from ADMIN_EMAIL), named, and the staff account it adds. */
async function makeAccounts() {
  const signIn = async ({ email, password }) => {
    const { token, user } = await apiAs(null)("POST", "/api/users/login", { email, password }, 200);
    return { id: user.id, token, api: apiAs(token) };
  };
  const owner = await signIn(people.owner);
  await owner.api("PATCH", `/api/users/${owner.id}`, { name: people.owner.name });
  await owner.api("POST", "/api/users", { ...people.staff, role: "staff" });
  return { owner, staff: await signIn(people.staff) };
}

/** Alerts on each account's phone, subscribed through the stand-in push service. */
async function turnAlertsOn(accounts) {
  const devices = {};
  for (const [who, agent] of [
    ["owner", ANDROID],
    ["staff", IPHONE],
  ]) {
    const body = JSON.stringify(push.subscribe(`${who}-phone`));
    const type = "application/json";
    const auth = `JWT ${accounts[who].token}`;
    const headers = { authorization: auth, "content-type": type, "user-agent": agent };
    const added = await send("POST", "/api/leads/alert-devices", { body, headers });
    check(added.status === 201, `${who}'s device: ${added.status}`);
    devices[who] = (await added.json()).devices.map(({ endpoint, label }) => ({ endpoint, label }));
  }
  return devices;
}

/** The owner's edits: business facts, booking settings, a package's price, a photo. */
async function ownerEdits(asOwner) {
  const { followUp } = await asOwner("GET", "/api/globals/business");
  const edited = { ...business, followUp: { ...followUp, reviewUrl: business.reviewUrl } };
  await asOwner("POST", "/api/globals/business", edited, 200);
  // As far ahead as allowed: the booked call stays in the calendar feed's window the longest.
  const { call } = await asOwner("GET", "/api/globals/booking-settings");
  await asOwner("POST", "/api/globals/booking-settings", { call: { ...call, daysAhead: 90 } }, 200);
  const query = `/api/services?where[service][equals]=${price.service}&depth=0`;
  const [entry] = (await asOwner("GET", query)).docs;
  const packageOf = entry.packages.find((item) => item.name === price.package);
  [price.before, packageOf.price] = [packageOf.price, price.after];
  await asOwner("PATCH", `/api/services/${entry.id}`, { packages: entry.packages });
  const image = { width: 512, height: 384, channels: 3, background: "#8a6f4d" };
  const jpeg = await sharp({ create: image }).jpeg({ quality: 60 }).toBuffer();
  const upload = new FormData();
  upload.append("file", new Blob([jpeg], { type: "image/jpeg" }), "walnut-island.jpg");
  upload.append("_payload", JSON.stringify({ alt: "Kitchen island with a walnut top" }));
  const { doc } = await asOwner("POST", "/api/media", upload);
  const sizes = Object.values(doc.sizes ?? {}).map((size) => size.filename);
  const files = [...new Set([doc.filename, ...sizes].filter(Boolean))];
  return {
    id: doc.id,
    alt: doc.alt,
    mimeType: doc.mimeType,
    path: new URL(doc.url).pathname,
    files,
  };
}

/** Notes and status changes by both accounts, each kept in the lead's history. */
async function workLeads({ owner, staff }, lead) {
  const firstNote = { body: "Called Dana; she wants quartz counters and to keep the window." };
  const contacted = { status: "contacted", notes: [firstNote] };
  const { doc } = await staff.api("PATCH", lead("dana"), contacted);
  const notes = [
    ...doc.notes.map(({ id, body }) => ({ id, body })),
    { body: "Signed; starts in March." },
  ];
  await owner.api("PATCH", lead("dana"), { status: "won", notes });
  const samples = { status: "contacted", notes: [{ body: "Mailed tile samples." }] };
  await owner.api("PATCH", lead("marcus"), samples);
  await staff.api("PATCH", lead("danaAgain"), { status: "won" });
}

/** Sam's calendar address, as the appointments page shows it to copy into a phone. */
async function makeCalendarFeed(staff) {
  const headers = { authorization: `JWT ${staff.token}` };
  const body = new URLSearchParams({ intent: "make" });
  const made = await send("POST", "/api/appointments/feed", { body, headers });
  check(made.status === 303, `making the calendar address: ${made.status}`);
  const agenda = await (await send("GET", "/admin/appointments", { headers })).text();
  const { pathname } = new URL(
    decode(/value="([^"]*\/api\/appointments\/feed\/[^"]+)"/.exec(agenda)[1]),
  );
  check((await (await send("GET", pathname)).text()).includes("Marcus Bell"), "the feed");
  return { account: "staff", token: path.basename(pathname, ".ics"), path: pathname };
}

/**
 * A staff member who made a calendar address and turned alerts on, then left: the owner deletes
 * the account, the newest one, so a release that reuses ids would hand its id to the next account.
 * This release left the feed and the device behind (issue 47).
 */
async function departedAccount(asOwner) {
  const { doc } = await asOwner("POST", "/api/users", { ...people.departed, role: "staff" });
  const login = { email: people.departed.email, password: people.departed.password };
  const { token } = await apiAs(null)("POST", "/api/users/login", login, 200);
  const feed = await makeCalendarFeed({ token });
  const subscription = push.subscribe("departed-phone");
  const body = JSON.stringify(subscription);
  const headers = { authorization: `JWT ${token}`, "content-type": "application/json" };
  const added = await send("POST", "/api/leads/alert-devices", { body, headers });
  check(added.status === 201, `the departed account's device: ${added.status}`);
  await asOwner("DELETE", `/api/users/${doc.id}`);
  return { id: doc.id, feedPath: feed.path, endpoint: subscription.endpoint };
}

/** Each lead as the admin's API gives it, with what the install.json's reader checks. */
async function leadsAsStored(asOwner, lead, leadIds) {
  const leads = {};
  for (const [key, id] of Object.entries(leadIds)) {
    const doc = await asOwner("GET", `${lead(key)}?depth=0`);
    const kept = ["fullName", "email", "phone", "city", "serviceTypes", "budgetRange"];
    leads[key] = Object.fromEntries(
      [...kept, "language", "status"].map((name) => [name, doc[name]]),
    );
    Object.assign(leads[key], {
      id,
      utmSource: doc.utmSource ?? null,
      notes: doc.notes.map(({ body, addedBy }) => ({ body, addedBy })),
      statusHistory: doc.statusHistory.map(({ from, status, changedBy }) => ({
        from,
        status,
        changedBy,
      })),
      reviewRequested: Boolean(doc.reviewRequestedAt),
    });
  }
  return leads;
}

/** The stopped server's database as SQL, its media folder, and what the test checks. */
async function writeFixture(install) {
  const { rows: appointments } = await store.execute(
    `select id, lead_id as leadId, kind, uid, starts_at as startsAt, status, sequence,
       cancelled_by as cancelledBy from appointments order by id`,
  );
  const { rows: deliveries } = await store.execute("select * from deliveries order by id");
  for (const lead of Object.values(install.leads))
    lead.deliveries = deliveries
      .filter((row) => row.lead_id === lead.id)
      .map((row) => ({ channel: row.channel, status: row.status }));
  install.appointments = appointments.map((row) => ({ ...row }));
  // Everything but the README, which says what this is.
  for (const made of ["leads.sql", "media", "install.json"])
    rmSync(path.join(fixtureDir, made), { recursive: true, force: true });
  mkdirSync(fixtureDir, { recursive: true });
  const dump = execFileSync("sqlite3", [databaseFile, ".dump"], { maxBuffer: 64 << 20 });
  writeFileSync(path.join(fixtureDir, "leads.sql"), dump);
  cpSync(path.join(dataDir, "media"), path.join(fixtureDir, "media"), { recursive: true });
  install.mediaFiles = readdirSync(path.join(fixtureDir, "media")).length;
  // Formatted as \`npm run format:check\` wants it.
  const file = path.join(fixtureDir, "install.json");
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(JSON.stringify(install), options));

  // The dump loads into an empty database as the test loads it, every lead there.
  const loaded = createClient({ url: `file:${path.join(dataDir, "loaded.db")}` });
  await loaded.executeMultiple(dump.toString("utf8"));
  const { rows } = await loaded.execute("select count(*) as n from leads");
  loaded.close();
  check(Number(rows[0].n) === Object.keys(install.leads).length, "the dump loads back");
  const files = readdirSync(fixtureDir, { recursive: true }).map((name) =>
    path.join(fixtureDir, name),
  );
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(`Wrote ${path.relative(root, fixtureDir)} (${Math.round(bytes / 1024)} KB).`);
}

try {
  await until("the release server", () =>
    send("GET", "/api/health")
      .then((r) => r.ok)
      .catch(() => false),
  );
  // A public page waits for the first start's seed.
  check((await send("GET", "/")).ok, "the home page");
  store = createClient({ url: `file:${databaseFile}`, timeout: 5000 });
  const accounts = await makeAccounts();
  const asOwner = accounts.owner.api;
  const pushDevices = await turnAlertsOn(accounts);
  const photo = await ownerEdits(asOwner);

  // Four requests from the public forms: three in English (one a returning homeowner), one in Spanish.
  const bookingLinks = {};
  const leadIds = {};
  for (const [key, request] of Object.entries(requests)) {
    bookingLinks[key] = await sendEstimateRequest(request);
    const mine = `/api/leads?where[email][equals]=${request.fields.email}&sort=-createdAt&depth=0`;
    leadIds[key] = (await asOwner("GET", mine)).docs[0].id;
  }
  await deliveriesSettled();
  const lead = (key) => `/api/leads/${leadIds[key]}`;
  await workLeads(accounts, lead);

  // The Won customer's review request, and her one click on its "stop" link.
  await asOwner("POST", `${lead("dana")}/review-request`, undefined, 200);
  await optOutByMail(dana.email);

  // Marcus books the last call time offered; Lucía books one, hears of it, and cancels it.
  await bookingForm(`/book${bookingLinks.marcus}`, "book", (times) => times.at(-1));
  const spanishBooking = `/es/book${bookingLinks.lucia}`;
  await bookingForm(spanishBooking, "book", (times) => times[Math.floor(times.length / 2)]);
  await deliveriesSettled();
  await bookingForm(spanishBooking, "cancel");
  const calendarFeed = await makeCalendarFeed(accounts.staff);
  await deliveriesSettled();
  const departed = await departedAccount(asOwner);

  const phoneHref = `tel:+1${business.phone.replace(/\D/g, "")}`;
  business.shownOn = await shownOn([
    { path: "/", text: business.name },
    { path: "/", text: `href="${phoneHref}"` },
    { path: "/es", text: business.name },
    { path: "/privacy-policy", text: `Phone: ${business.phone}` },
  ]);
  price.shownOn = await shownOn([
    { path: `/services/${price.service}`, text: price.after },
    { path: "/faq", text: "$22K for outdoor living" },
    { path: `/es/services/${price.service}`, text: "$22,000–$44,000" },
  ]);
  const served = await send("GET", photo.path);
  check(served.ok && served.headers.get("content-type") === photo.mimeType, "the photo");
  const health = await (await send("GET", "/api/health")).json();
  check(health.status === "ok", `the health check: ${JSON.stringify(health)}`);
  const leads = await leadsAsStored(asOwner, lead, leadIds);

  server.kill("SIGTERM");
  console.log(`The release server stopped (${await exited}).`);
  await writeFixture({
    release: { commit, madeAt: new Date().toISOString() },
    env: ownerEnv,
    accounts: {
      owner: { ...people.owner, id: accounts.owner.id, role: "owner" },
      staff: { ...people.staff, id: accounts.staff.id, role: "staff" },
    },
    leads,
    pushDevices,
    reviews: { askedLead: leadIds.dana, optedOut: dana.email, laterLead: leadIds.danaAgain },
    calendarFeed,
    departed,
    business: { ...business, phoneHref },
    bookingSettings: { call: { daysAhead: 90 } },
    price,
    photo,
  });
} catch (error) {
  console.error(log);
  throw error;
} finally {
  store?.close();
  if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
  await exited;
  await Promise.all([smtp.close(), push.close()]);
  rmSync(dataDir, { recursive: true, force: true });
}
