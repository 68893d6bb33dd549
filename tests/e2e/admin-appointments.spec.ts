import {
  expect,
  request as playwrightRequest,
  test,
  type Locator,
  type Page,
} from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import { staffCopy } from "@/bookings/admin/copy";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { bookingPathFor, offeredTimes } from "./support/booking";
import { apiHeadersOf, createStaff, ownerSession, signInToCms } from "./support/cms";
import { insertLead, queryStore, uniqueTag } from "./support/lead-store";

const DAY_MS = 86_400_000;

/** A homeowner books an open call time from their link, without JavaScript. */
async function bookedLead(page: Page, name: string) {
  const leadId = await insertLead({ fullName: name, phone: "(972) 555-0147", city: "Plano" });
  const link = await bookingPathFor(leadId, new Date(Date.now() + DAY_MS));
  // A time from the later half, away from the first times the booking page's own tests choose
  // beside this one; one that another test just took is refused, and then another is chosen.
  let start = "";
  await expect(async () => {
    await page.goto(link);
    const times = await offeredTimes(page);
    start = times[Math.floor(times.length * (0.5 + Math.random() / 2))]!;
    const radio = page.locator(`input[name="start"][value="${start}"]`);
    const day = page.locator("details", { has: radio });
    if ((await day.getAttribute("open")) === null) await day.locator("summary").click();
    await radio.check({ timeout: 2000 });
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("status")).toContainText("Done: your call is booked for", {
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  const [row] = await queryStore("select id from appointments where lead_id = ?", [leadId]);
  return { leadId, appointmentId: Number(row!.id), start };
}

const appointmentOf = async (id: number) =>
  (
    await queryStore(
      "select starts_at, status, sequence, cancelled_by from appointments where id = ?",
      [id],
    )
  )[0];

const noticeOf = (page: Page) => page.locator(".appointments__notice");

/**
 * Submits a card's form until the page reports `done`: the admin's scripts may still be settling
 * the page a form just reloaded, and a click then is lost, as a person would see and click again.
 */
async function submitUntil(page: Page, button: () => Locator | Promise<Locator>, done: string) {
  const reported = new RegExp(`[?&]done=${done}(&|#|$)`);
  await expect(async () => {
    if (!reported.test(page.url())) await (await button()).click({ timeout: 2000 });
    await expect(page).toHaveURL(reported, { timeout: 15_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Opens a card's disclosure (Move…, Cancel…) unless it is open. The admin's scripts may still be
 * settling the page a form just reloaded, and a click then is lost: callers try again.
 */
async function openDisclosure(card: Locator, summary: string) {
  const details = card.locator("details", {
    has: card.page().locator("summary", { hasText: summary }),
  });
  if ((await details.getAttribute("open")) === null)
    await details.locator("summary").click({ timeout: 1000 });
  await expect(details).toHaveAttribute("open", "", { timeout: 1000 });
}

test("staff find a booked call with its lead's phone and address, and confirm, move and cancel it", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const homeowner = await browser.newContext({ javaScriptEnabled: false });
  const name = `Agenda Homeowner ${uniqueTag()}`;
  const booked = await bookedLead(await homeowner.newPage(), name);
  await homeowner.close();
  const staff = await createStaff(request, uniqueTag());
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInToCms(page, staff);
    // The admin's menu leads there.
    await expect(page.getByRole("link", { name: "Appointments", exact: true })).toHaveAttribute(
      "href",
      "/admin/appointments",
    );
    await page.goto("/admin/appointments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appointments");
    const card = page.locator("article", { hasText: name });
    await expect(card).toContainText("15-minute call");
    await expect(card).toContainText("Booked online");
    await expect(card.getByRole("link", { name: "(972) 555-0147" })).toHaveAttribute(
      "href",
      "tel:+19725550147",
    );
    await expect(card).toContainText("1234 Elm St, Plano");
    await expect(card.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/admin/collections/leads/${booked.leadId}`,
    );

    await submitUntil(page, () => card.getByRole("button", { name: "Confirm" }), "confirmed");
    await expect(noticeOf(page)).toHaveText(staffCopy.done.confirmed!);
    await expect(card).toContainText("Confirmed");
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({
      status: "confirmed",
      sequence: 0,
    });

    const choice = card.locator('select[name="start"]');
    const target = (await choice.locator("option").nth(1).getAttribute("value"))!;
    await submitUntil(
      page,
      async () => {
        await openDisclosure(card, "Move…");
        await choice.selectOption(target, { timeout: 1000 });
        return card.getByRole("button", { name: "Move", exact: true });
      },
      "moved",
    );
    await expect(noticeOf(page)).toHaveText(staffCopy.done.moved!);
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({
      starts_at: target,
      status: "confirmed",
      sequence: 1,
    });

    await submitUntil(
      page,
      async () => {
        await openDisclosure(card, "Cancel…");
        return card.getByRole("button", { name: "Cancel the 15-minute call" });
      },
      "cancelled",
    );
    const { userId } = await apiHeadersOf(request, staff);
    expect(await appointmentOf(booked.appointmentId)).toMatchObject({
      status: "cancelled",
      sequence: 2,
      cancelled_by: String(userId),
    });
    await expect(
      page.getByRole("region", { name: "Cancelled lately" }).locator("article", { hasText: name }),
    ).toContainText("Cancelled by staff");

    // Each change was queued for the homeowner (this server has no SMTP: it waits for one).
    const queued = await queryStore(
      "select channel from deliveries where subject = 'lead' and subject_id = ? and id in (select delivery_id from appointment_deliveries) order by id",
      [booked.leadId],
    );
    expect(queued.map((row) => row.channel)).toEqual([
      "appointment_homeowner",
      "appointment_owner",
      "appointment_homeowner",
      "appointment_homeowner",
      "appointment_owner",
      "appointment_homeowner",
      "appointment_owner",
    ]);

    // The lead shows its appointment.
    await page.goto(`/admin/collections/leads/${booked.leadId}`);
    const onLead = page.getByRole("region", { name: "Appointments" });
    await expect(onLead).toContainText("15-minute call");
    await expect(onLead).toContainText("Cancelled by staff");
  } finally {
    await context.close();
  }
});

test("a form that is not the page's, or from no account, changes no appointment", async ({
  browser,
  request,
}) => {
  const homeowner = await browser.newContext({ javaScriptEnabled: false });
  const booked = await bookedLead(await homeowner.newPage(), `Agenda Crafted ${uniqueTag()}`);
  await homeowner.close();
  const anonymous = await request.post(`/api/appointments/${booked.appointmentId}`, {
    form: { action: "cancel" },
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(403);
  const staff = await createStaff(request, uniqueTag());
  const { headers } = await apiHeadersOf(request, staff);
  const crafted: [Record<string, string>, string][] = [
    [{ action: "delete" }, staffCopy.refusals.action],
    [{ action: "move", start: "next tuesday" }, staffCopy.refusals.start],
  ];
  for (const [form, message] of crafted) {
    const refused = await request.post(`/api/appointments/${booked.appointmentId}`, {
      headers,
      form,
      maxRedirects: 0,
    });
    expect(refused.status(), JSON.stringify(form)).toBe(400);
    expect(await refused.text()).toBe(message);
  }
  const feed = await request.post("/api/appointments/feed", {
    headers,
    form: { intent: "share" },
    maxRedirects: 0,
  });
  expect(feed.status()).toBe(400);
  expect(await appointmentOf(booked.appointmentId)).toMatchObject({
    status: "booked",
    sequence: 0,
  });
});

test.describe("the owner", () => {
  test.use({ storageState: ownerSession });

  test("subscribes a calendar app to a private address, and a new address ends the old one", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const homeowner = await browser.newContext({ javaScriptEnabled: false });
    const name = `Agenda Feed ${uniqueTag()}`;
    const booked = await bookedLead(await homeowner.newPage(), name);
    await homeowner.close();
    const app = await playwrightRequest.newContext({ baseURL });
    try {
      await page.goto("/admin/appointments");
      const panel = page.getByRole("region", { name: staffCopy.feed.heading });
      await expect(async () => {
        await panel
          .getByRole("button", { name: /^(Make my calendar address|Make a new address)/ })
          .click();
        await expect(noticeOf(page)).toHaveText(staffCopy.feed.made, { timeout: 3000 });
      }).toPass();
      const address = await panel
        .getByRole("textbox", { name: "Your calendar address" })
        .inputValue();
      const first = await app.get(address);
      expect(first.status()).toBe(200);
      expect(first.headers()["content-type"]).toContain("text/calendar");
      const events = Object.values(ical.sync.parseICS(await first.text())).filter(
        (c) => c?.type === "VEVENT",
      ) as VEvent[];
      const event = events.find((e) => String(e.summary).includes(name));
      expect(event, "the booked call in the feed").toBeDefined();
      expect(new Date(event!.start).toISOString()).toBe(booked.start);
      expect(String(event!.location)).toBe("(972) 555-0147");

      const textbox = panel.getByRole("textbox", { name: "Your calendar address" });
      // A click while the admin's scripts still settle the page can be lost: made again.
      await expect(async () => {
        await panel.getByRole("button", { name: "Make a new address (the old one stops)" }).click();
        await expect(textbox).not.toHaveValue(address, { timeout: 3000 });
      }).toPass();
      await expect(noticeOf(page)).toHaveText(staffCopy.feed.made);
      const renewed = await textbox.inputValue();
      expect(renewed).not.toBe(address);
      expect((await app.get(address)).status()).toBe(404);
      expect((await app.get(renewed)).status()).toBe(200);

      await expect(async () => {
        await panel.getByRole("button", { name: "Stop my calendar address" }).click();
        await expect(noticeOf(page)).toHaveText(staffCopy.feed.stopped, { timeout: 3000 });
      }).toPass();
      expect((await app.get(renewed)).status()).toBe(404);
      expect(
        (await app.get("/api/appointments/feed/forged-token-0123456789abcdefghij.ics")).status(),
      ).toBe(404);
    } finally {
      await app.dispose();
    }
  });

  test("sees today's appointments on the dashboard, and the appointments page has no axe violations", async ({
    page,
  }) => {
    const name = `Agenda Today ${uniqueTag()}`;
    const leadId = await insertLead({ fullName: name, phone: "(214) 555-0188" });
    // In a minute: today in Dallas (unless this runs in the last minute before midnight).
    const start = new Date(Math.ceil((Date.now() + 60_000) / 300_000) * 300_000);
    const end = new Date(start.getTime() + 15 * 60_000);
    await queryStore(
      `insert into appointments (uid, lead_id, kind, starts_at, ends_at, busy_until, status, updated_at)
       values (?, ?, 'call', ?, ?, ?, 'booked', ?)`,
      [
        `${uniqueTag()}@e2e`,
        leadId,
        start.toISOString(),
        end.toISOString(),
        end.toISOString(),
        new Date().toISOString(),
      ],
    );
    await page.goto("/admin");
    const today = page.getByRole("region", { name: staffCopy.dashboard.heading });
    await expect(today.locator("article", { hasText: name })).toContainText("15-minute call");
    await page.goto("/admin/appointments");
    await expect(
      page.getByRole("region", { name: "Today" }).locator("article", { hasText: name }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
