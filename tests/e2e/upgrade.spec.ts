import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import { staffCopy } from "@/bookings/admin/copy";
import type { ServiceSlug } from "@/business/facts";
import { defaultServicePackages, priceText } from "@/business/packages";
import { spanishPackageText } from "@/services/packages-es";
import { baseURL } from "../../playwright.config";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { signInToCms } from "./support/cms";
import { startExtraServer } from "./support/next-server";

/**
 * An install made by release 45 through real requests (tests/upgrade/make-install-fixture.mjs);
 * install.json says what it holds. Never edited by hand: an owner upgrading loses nothing.
 */
const fixture = path.resolve("tests/fixtures/install-release-45");
type Account = { id: number; email: string; password: string; name: string; role: string };
type Lead = Record<"fullName" | "email" | "phone" | "city" | "budgetRange", string> & {
  id: number;
  serviceTypes: string[];
  language: string;
  status: string;
  utmSource: string | null;
  notes: { body: string; addedBy: string }[];
  statusHistory: { from: string; status: string; changedBy: string }[];
  reviewRequested: boolean;
  deliveries: { channel: string; status: string }[];
};
type Install = {
  env: Record<string, string>;
  accounts: Record<"owner" | "staff", Account>;
  leads: Record<string, Lead>;
  appointments: {
    id: number;
    leadId: number;
    uid: string;
    startsAt: string;
    status: "booked" | "cancelled";
    cancelledBy: string | null;
  }[];
  pushDevices: Record<"owner" | "staff", { endpoint: string; label: string }[]>;
  reviews: { optedOut: string; laterLead: number };
  calendarFeed: { path: string };
  /** A staff account the owner deleted, with the calendar address and device it left. */
  departed: { id: number; feedPath: string; endpoint: string };
  business: { shownOn: { path: string; text: string }[] };
  bookingSettings: { call: { daysAhead: number } };
  price: {
    service: string;
    package: string;
    after: string;
    shownOn: { path: string; text: string }[];
  };
  photo: { id: number; alt: string; path: string; files: string[] };
};
const install = JSON.parse(readFileSync(path.join(fixture, "install.json"), "utf8")) as Install;

/** What the homeowner sent and where the lead stands, as the API reads them. */
const storedAsSent = [
  "fullName",
  "email",
  "phone",
  "city",
  "serviceTypes",
  "budgetRange",
  "language",
  "status",
  "utmSource",
] as const;
/** The calendar feed lists the appointments of its last 30 days and ahead (bookings/admin). */
const FEED_PAST_MS = 30 * 86_400_000;

test("an install made by release 45 keeps every account, lead, booking, edit and photo", async ({
  browser,
  playwright,
}) => {
  // A server of its own migrates the old database as it starts; the admin's pages are heavy.
  test.setTimeout(180_000);
  const dataDir = `data/e2e-upgrade-${new URL(baseURL).port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const database = createClient({ url: `file:${path.resolve(dataDir, "leads.db")}` });
  await database.executeMultiple(readFileSync(path.join(fixture, "leads.sql"), "utf8"));
  database.close();
  cpSync(path.join(fixture, "media"), path.join(dataDir, "media"), { recursive: true });
  // The owner's own variables as they were; e-mail goes to a sink, nothing else goes anywhere.
  const smtp = await startSmtpSink(0, {});
  const server = await startExtraServer(
    {
      ...install.env,
      SMTP_URL: smtp.url,
      MEDIA_DIR: undefined,
      S3_BUCKET: undefined,
      NTFY_URL: undefined,
      LEAD_WEBHOOK_URL: undefined,
      REDIS_URL: undefined,
    },
    { dataDir },
  ).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const api = await playwright.request.newContext({ baseURL: server.url });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const tokens = {} as Record<"owner" | "staff", { Authorization: string }>;
    await test.step("both accounts sign in with their old passwords", async () => {
      for (const who of ["owner", "staff"] as const) {
        const { email, password, ...account } = install.accounts[who];
        const response = await api.post("/api/users/login", { data: { email, password } });
        expect(response.status(), who).toBe(200);
        const { token, user } = (await response.json()) as { token: string; user: object };
        expect(user).toMatchObject({ email, ...account });
        tokens[who] = { Authorization: `JWT ${token}` };
      }
    });

    await test.step("the account deleted before the upgrade left nothing that still works", async () => {
      const { departed } = install;
      expect((await api.get(departed.feedPath)).status()).toBe(404);
      const created = await api.post("/api/users", {
        headers: tokens.owner,
        data: { email: "next@example.com", password: "next staff password", role: "staff" },
      });
      expect(created.status()).toBe(201);
      const { doc } = (await created.json()) as { doc: { id: number } };
      expect(doc.id).toBeGreaterThan(departed.id);
      expect((await api.get(departed.feedPath)).status()).toBe(404);
      const signedIn = await api.post("/api/users/login", {
        data: { email: "next@example.com", password: "next staff password" },
      });
      const { token } = (await signedIn.json()) as { token: string };
      const devices = await api.get("/api/leads/alert-devices", {
        headers: { Authorization: `JWT ${token}` },
      });
      expect(((await devices.json()) as { devices: unknown[] }).devices).toEqual([]);
      const store = createClient({ url: server.databaseUrl });
      const left = await store.execute({
        sql: "select count(*) as n from push_devices where endpoint = ?",
        args: [departed.endpoint],
      });
      store.close();
      expect(Number(left.rows[0]!.n)).toBe(0);
    });

    await test.step("each lead keeps what was sent, its language, notes and history", async () => {
      for (const lead of Object.values(install.leads)) {
        const response = await api.get(`/api/leads/${lead.id}?depth=0`, { headers: tokens.owner });
        expect(response.status(), lead.fullName).toBe(200);
        const doc = (await response.json()) as Lead & { reviewRequestedAt?: string | null };
        for (const field of storedAsSent)
          expect(doc[field] ?? null, `${lead.fullName}: ${field}`).toEqual(lead[field]);
        expect(doc.notes.map(({ body, addedBy }) => ({ body, addedBy }))).toEqual(lead.notes);
        expect(
          doc.statusHistory.map(({ from, status, changedBy }) => ({ from, status, changedBy })),
        ).toEqual(lead.statusHistory);
        expect(Boolean(doc.reviewRequestedAt)).toBe(lead.reviewRequested);
      }
    });

    await test.step("the owner's admin shows each lead's e-mails and appointments", async () => {
      const page = await context.newPage();
      await signInToCms(page, install.accounts.owner);
      for (const lead of Object.values(install.leads)) {
        await page.goto(`/admin/collections/leads/${lead.id}`);
        for (const channel of new Set(lead.deliveries.map((delivery) => delivery.channel))) {
          const sent = lead.deliveries.filter((delivery) => delivery.channel === channel);
          const shown = page.getByTestId(`delivery-${channel}`);
          await expect(shown, `${lead.fullName}: ${channel}`).toHaveCount(sent.length);
          // Its first detail is its status.
          for (let i = 0; i < sent.length; i++)
            await expect(shown.nth(i).getByRole("definition").first()).toHaveText("Sent");
        }
        for (const appointment of install.appointments.filter((a) => a.leadId === lead.id)) {
          const status =
            appointment.status === "booked"
              ? staffCopy.status.booked
              : `${staffCopy.status.cancelled} ${staffCopy.cancelledBy(appointment.cancelledBy)}`;
          await expect(page.locator(`#appointment-${appointment.id}`)).toContainText(status);
        }
      }
    });

    await test.step("each account's alert devices are still its own", async () => {
      for (const who of ["owner", "staff"] as const) {
        const response = await api.get("/api/leads/alert-devices", { headers: tokens[who] });
        expect(response.status()).toBe(200);
        const { devices } = (await response.json()) as { devices: { endpoint: string }[] };
        expect(devices).toEqual(install.pushDevices[who].map((d) => expect.objectContaining(d)));
      }
    });

    await test.step("the homeowner who opted out is still never asked for a review", async () => {
      const lead = install.reviews.laterLead;
      const asked = await api.post(`/api/leads/${lead}/review-request`, { headers: tokens.owner });
      expect(asked.status()).toBe(409);
      expect(((await asked.json()) as { message: string }).message).toContain(
        "asked for no review requests",
      );
    });

    await test.step("the calendar app's old address still answers with the booked call", async () => {
      const response = await api.get(install.calendarFeed.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/calendar");
      const events = Object.values(ical.sync.parseICS(await response.text())).filter(
        (component) => component?.type === "VEVENT",
      ) as VEvent[];
      const booked = install.appointments.find((a) => a.status === "booked")!;
      const event = events.find((e) => e.uid === booked.uid);
      // Once the call is more than 30 days past (from April 2027), the feed leaves it out.
      const listed = Date.parse(booked.startsAt) >= Date.now() - FEED_PAST_MS;
      expect(event ? new Date(event.start).toISOString() : null).toBe(
        listed ? booked.startsAt : null,
      );
    });

    await test.step("the edited facts, booking settings and price show", async () => {
      for (const { path: where, text } of [...install.business.shownOn, ...install.price.shownOn]) {
        const page = await api.get(where);
        expect(page.status(), where).toBe(200);
        expect(await page.text(), where).toContain(text);
      }
      const settings = await api.get("/api/globals/booking-settings", { headers: tokens.owner });
      expect(await settings.json()).toMatchObject(install.bookingSettings);
    });

    await test.step("the edited package keeps its name, and reads in Spanish on the Spanish page", async () => {
      const { service, package: name, after } = install.price;
      const slug = service as ServiceSlug;
      const seed = defaultServicePackages[slug].findIndex((pkg) => pkg.name === name);
      const spanishName = spanishPackageText[slug][seed]!.name;
      /** Each card's heading and the price printed under it. */
      const cards = async (where: string) =>
        [
          ...(await (await api.get(where)).text()).matchAll(
            /<h3[^>]*>([^<]+)<\/h3>(?:(?!<h3).)*?<p[^>]*>([^<]*\$[^<]+)<\/p>/gs,
          ),
        ].map(([, heading, price]) => [heading, price]);
      expect(await cards(`/services/${service}`)).toContainEqual([name, after]);
      const spanish = await cards(`/es/services/${service}`);
      expect(spanish).toContainEqual([spanishName, priceText(after, "es")]);
      expect(spanish.map(([heading]) => heading)).not.toContain(name);
    });

    await test.step("the uploaded photo and its copies are served", async () => {
      const response = await api.get(`/api/media/${install.photo.id}`, { headers: tokens.owner });
      expect(await response.json()).toMatchObject({ alt: install.photo.alt });
      const copies = install.photo.files.map(
        (file) => `/api/media/file/${encodeURIComponent(file)}`,
      );
      for (const address of new Set([install.photo.path, ...copies])) {
        const served = await api.get(address);
        expect(served.status(), address).toBe(200);
        expect(served.headers()["content-type"], address).toMatch(/^image\//);
      }
    });
  } finally {
    await Promise.all([context.close(), api.dispose()]);
    await server.stop();
    await smtp.close();
  }
});
