import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { bookingCopy } from "@/bookings/copy";
import { eventsOf, partOf } from "../support/mail-parts";
import { startSmtpSink, type ReceivedMail } from "../support/smtp-sink.mjs";
import { expectNoAxeViolations } from "./support/axe";
import { anOfferedTime, bookingPathFor, offeredTimes, showDayOf } from "./support/booking";
import { fillValidForm } from "./support/lead-form";
import { findLeadsByName, insertLead, queryStore, uniqueClientIp } from "./support/lead-store";
import { startExtraServer } from "./support/next-server";

// Booking works as plain HTML forms: every test here runs without JavaScript.
test.use({ javaScriptEnabled: false });

/** A little over the test server's LEAD_MIN_FILL_MS (playwright.config.ts). */
const MIN_FILL_MS = 1600;
const DAY_IN_WORDS =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}$/;

/** A homeowner of their own (address, name) opens the contact page and sends the form. */
async function sendRequest(browser: Browser, who: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() },
    ...options,
  });
  const page = await context.newPage();
  const name = `${who} ${Date.now()}`;
  await page.goto("/contact");
  const shown = Date.now();
  await fillValidForm(page, name);
  await expect.poll(() => Date.now() - shown).toBeGreaterThan(MIN_FILL_MS);
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  return { page, name, context };
}

/** A homeowner of their own sends the form and follows its booking link. */
async function requestAndOpenBooking(browser: Browser, who: string) {
  const { page, name, context } = await sendRequest(browser, who);
  await page.getByRole("link", { name: /^Pick a time for your 15-minute call/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Pick a time for your 15-minute call",
  );
  const [lead] = await findLeadsByName(name);
  return { page, leadId: Number(lead!.id), close: () => context.close() };
}

const appointmentsOf = (leadId: number) =>
  queryStore("select starts_at, status, sequence from appointments where lead_id = ?", [leadId]);

/** A time chosen at random, its day unfolded: the day's heading and the time's label. */
async function chooseTime(page: Page) {
  const value = await anOfferedTime(page);
  const day = await showDayOf(page, value);
  const radio = page.locator(`input[name="start"][value="${value}"]`);
  const time = (await page.locator("label", { has: radio }).innerText()).trim();
  await radio.check();
  return { value, time, day };
}

test("a request's thank-you links to its booking page, where a time is booked and then cancelled", async ({
  browser,
}) => {
  const homeowner = await requestAndOpenBooking(browser, "Booking Nojs");
  const { page, leadId } = homeowner;
  try {
    await expect(page.getByText("All times are Dallas time (Central).")).toBeVisible();
    const chosen = await chooseTime(page);
    expect(chosen.day).toMatch(DAY_IN_WORDS);
    expect(chosen.time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await page.getByRole("button", { name: "Book this time" }).click();

    const when = `${chosen.day} at ${chosen.time} (Dallas time)`;
    await expect(page.getByRole("status")).toHaveText(
      `Done: your call is booked for ${when}. A calendar invitation is on its way to your e-mail.`,
    );
    await expect(page.getByText(`Your call is booked for ${when}.`, { exact: true })).toBeVisible();
    expect(await appointmentsOf(leadId)).toEqual([
      { starts_at: chosen.value, status: "booked", sequence: 0 },
    ]);
    // Its own time is not offered to move to; the others are.
    expect(await offeredTimes(page)).not.toContain(chosen.value);
    await expect(page.getByRole("button", { name: "Move to this time" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your call is cancelled. If you would like another time, pick one below.",
    );
    expect(await appointmentsOf(leadId)).toEqual([
      { starts_at: chosen.value, status: "cancelled", sequence: 1 },
    ]);
    expect(await offeredTimes(page)).toContain(chosen.value);
  } finally {
    await homeowner.close();
  }
});

test("two homeowners choose one time: the second is told it was just taken and sees that day's other times", async ({
  browser,
}) => {
  // Two requests before the booking itself: slow beside the other tests on a busy machine.
  test.setTimeout(120_000);
  const [first, second] = await Promise.all([
    requestAndOpenBooking(browser, "Booking First"),
    requestAndOpenBooking(browser, "Booking Second"),
  ]);
  try {
    const chosen = await chooseTime(second.page);
    // The first homeowner takes it while the second's page is open.
    await showDayOf(first.page, chosen.value);
    await first.page.locator(`input[name="start"][value="${chosen.value}"]`).check();
    await first.page.getByRole("button", { name: "Book this time" }).click();
    await expect(first.page.getByRole("status")).toContainText("Done: your call is booked for");

    await second.page.getByRole("button", { name: "Book this time" }).click();
    const status = second.page.getByRole("status");
    await expect(status).toContainText("That time was just taken by someone else.");
    await expect(status).toContainText(chosen.day);
    expect(await offeredTimes(second.page)).not.toContain(chosen.value);
    await expect(second.page.locator("details[open] summary").first()).toContainText(chosen.day);
    expect(await appointmentsOf(second.leadId)).toEqual([]);
    expect(await appointmentsOf(first.leadId)).toEqual([
      { starts_at: chosen.value, status: "booked", sequence: 0 },
    ]);
    const [lead] = await queryStore("select status, is_spam from leads where id = ?", [
      second.leadId,
    ]);
    expect(lead).toEqual({ status: "new", is_spam: 0 });
  } finally {
    await first.close();
    await second.close();
  }
});

test("a tampered, expired or other lead's link cannot touch an appointment, and says why", async ({
  browser,
  request,
}) => {
  const owner = await requestAndOpenBooking(browser, "Booking Holder");
  const other = await requestAndOpenBooking(browser, "Booking Other");
  try {
    await chooseTime(owner.page);
    await owner.page.getByRole("button", { name: "Book this time" }).click();
    await expect(owner.page.getByRole("status")).toContainText("Done: your call is booked for");
    const token = new URL(owner.page.url()).searchParams.get("t")!;

    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const changed = await owner.page.goto(`/book?t=${tampered}`);
    expect(changed?.status(), "a changed link is a bad request").toBe(400);
    await expect(owner.page.getByRole("heading", { level: 1 })).toHaveText(
      "This link does not work",
    );
    const forgedCancel = await request.post("/api/bookings", {
      form: { t: tampered, kind: "call", intent: "cancel" },
      maxRedirects: 0,
    });
    expect(forgedCancel.status()).toBe(400);
    expect(await forgedCancel.text()).toBe("This link does not work.");

    // The other homeowner's own link cancels nothing of the first's.
    await other.page.getByRole("button", { name: "Book this time" }).click();
    await expect(other.page.getByRole("status")).toHaveText("Choose one of the times below.");
    const otherToken = new URL(other.page.url()).searchParams.get("t")!;
    const cancelOwn = await request.post("/api/bookings", {
      form: { t: otherToken, kind: "call", intent: "cancel" },
      maxRedirects: 0,
    });
    expect(cancelOwn.status()).toBe(303);
    expect(cancelOwn.headers().location).toContain("done=gone");
    expect(await appointmentsOf(owner.leadId)).toEqual([
      expect.objectContaining({ status: "booked" }),
    ]);

    // A link from a request long ago.
    const expired = await bookingPathFor(owner.leadId, new Date(Date.now() - 60_000));
    expect((await owner.page.goto(expired))?.status(), "an expired link is gone").toBe(410);
    await expect(owner.page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
    const late = await request.post("/api/bookings", {
      form: {
        t: new URL(expired, "http://x").searchParams.get("t")!,
        kind: "call",
        intent: "cancel",
      },
      maxRedirects: 0,
    });
    expect(late.status()).toBe(410);

    const crafted: [Record<string, string>, string][] = [
      [{ t: token, kind: "sauna", intent: "book" }, bookingCopy.refusals.kind],
      [
        { t: token, kind: "call", intent: "book", start: "tomorrow at nine" },
        bookingCopy.refusals.start,
      ],
      [{ t: token, kind: "call", intent: "delete" }, bookingCopy.refusals.intent],
    ];
    for (const [form, reason] of crafted) {
      const refused = await request.post("/api/bookings", { form, maxRedirects: 0 });
      expect(refused.status(), JSON.stringify(form)).toBe(400);
      expect(await refused.text(), JSON.stringify(form)).toBe(reason);
    }
    expect(await appointmentsOf(owner.leadId)).toEqual([
      expect.objectContaining({ status: "booked", sequence: 0 }),
    ]);
  } finally {
    await owner.close();
    await other.close();
  }
});

test("the e-mails carry invitations a calendar reads back to the time booked, moved and cancelled", async ({
  browser,
}) => {
  // Its own server, with a real SMTP server to count what the homeowner receives.
  test.setTimeout(150_000);
  const smtp = await startSmtpSink(0, {});
  const server = await startExtraServer({
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "owner-bookings@e2e.example.com",
    LEAD_MIN_FILL_MS: "1500",
    OUTBOX_INTERVAL_MS: "1000",
  });
  const { page, name, context } = await sendRequest(browser, "Invited Homeowner", {
    baseURL: server.url,
  });
  const address = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
  /** The homeowner's n-th e-mail (from 1), once it has arrived. */
  const mail = async (n: number): Promise<ReceivedMail> => {
    const mine = () => smtp.messages.filter((m) => m.to.includes(address));
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);
    return mine()[n - 1]!;
  };
  const textOf = async (n: number) => partOf((await mail(n)).raw, "text/plain") ?? "";
  const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+\/book\?t=\S+/)![0]);
  try {
    // The confirmation e-mail's link opens the booking page, as the thank-you view's does.
    const bookingLink = linkIn(await textOf(1));
    await page.goto(`${bookingLink.pathname}${bookingLink.search}`);
    const chosen = await chooseTime(page);
    await page.getByRole("button", { name: "Book this time" }).click();
    await expect(page.getByRole("status")).toContainText(
      "A calendar invitation is on its way to your e-mail.",
    );

    const [booked] = eventsOf((await mail(2)).raw);
    expect(new Date(booked!.start).toISOString()).toBe(chosen.value);
    expect(Number(booked!.sequence)).toBe(0);
    expect(await textOf(2)).toContain(`Your 15-minute call with`);
    expect(await textOf(2)).toContain(`${chosen.day} at ${chosen.time} (Dallas time)`);

    // The invitation's own link moves it: the same event, told again.
    const manage = linkIn(await textOf(2));
    await page.goto(`${manage.pathname}${manage.search}`);
    // Another time, its day unfolded.
    const later = await anOfferedTime(page, { except: chosen.value });
    await showDayOf(page, later);
    await page.locator(`input[name="start"][value="${later}"]`).check();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByRole("status")).toContainText("Done: your call is moved to");
    const [moved] = eventsOf((await mail(3)).raw);
    expect(moved!.uid).toBe(booked!.uid);
    expect(Number(moved!.sequence)).toBe(1);
    expect(new Date(moved!.start).toISOString()).toBe(later);

    await page.getByRole("button", { name: "Cancel the call" }).click();
    await expect(page.getByRole("status")).toContainText("Your call is cancelled.");
    const cancelled = await mail(4);
    expect(cancelled.raw).toMatch(/^Content-Type: text\/calendar;[^\n]*method=CANCEL/im);
    const [gone] = eventsOf(cancelled.raw);
    expect([gone!.uid, Number(gone!.sequence), gone!.status]).toEqual([
      booked!.uid,
      2,
      "CANCELLED",
    ]);

    // The owner's calendar got each of the three, and nothing went out twice.
    const invitations = () =>
      smtp.messages.filter((m) => /^Content-Type: text\/calendar/im.test(m.raw));
    const toOwner = () =>
      invitations().filter((m) => m.to.includes("owner-bookings@e2e.example.com"));
    await expect.poll(() => toOwner().length, { timeout: 30_000 }).toBe(3);
    const ids = invitations().map((m) => m.messageId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  } finally {
    await context.close();
    await server.stop();
    await smtp.close();
  }
});

test("on a phone, the thank-you's booking link keeps its calendar icon at the text's size", async ({
  browser,
}) => {
  const { page, context } = await sendRequest(browser, "Booking Icon", {
    viewport: { width: 360, height: 740 },
  });
  try {
    const link = page.getByRole("link", { name: /^Pick a time for your 15-minute call/ });
    const icon = (await link.locator("svg").boundingBox())!;
    const textSize = await link.evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    );
    // The label wraps at this width; the icon beside it had been squeezed to 11 px wide.
    expect(icon.width, "icon width (px)").toBeGreaterThanOrEqual(Math.max(16, textSize));
    expect(icon.height, "icon height (px)").toBeGreaterThanOrEqual(Math.max(16, textSize));
  } finally {
    await context.close();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { edition, path, book, done } of [
    { edition: "English", path: "", book: "Book this time", done: "Done:" },
    { edition: "Spanish", path: "/es", book: "Agendar este horario", done: "Listo:" },
  ])
    test(`the ${edition} page's button to book is within a screen of the time chosen`, async ({
      page,
    }) => {
      const leadId = await insertLead({ fullName: `Booking Reach ${edition} ${Date.now()}` });
      await page.goto(path + (await bookingPathFor(leadId, new Date(Date.now() + 86_400_000))));
      const chosen = await anOfferedTime(page, { inOpenDay: true });
      const time = page.locator("label", { has: page.locator(`input[value="${chosen}"]`) });
      await time.click();
      const button = page.getByRole("button", { name: book });
      const box = (await time.boundingBox())!;
      const reach = (await button.boundingBox())!.y - (box.y + box.height);
      // Past seventeen folded days, it had been 1,929 px (2.6 screens) below the time.
      expect(reach, "from the time's bottom to the button's top (px)").toBeLessThanOrEqual(740);
      await expect(button).toBeInViewport();
      // Nothing (the call bar) covers it: the click books the time.
      await button.click();
      await expect(page.getByRole("status")).toContainText(done);
    });
});

test.describe("with JavaScript", () => {
  // axe runs as a script in the page.
  test.use({ javaScriptEnabled: true, viewport: { width: 360, height: 740 } });

  test("the booking page has no axe violations on a phone", async ({ page }) => {
    const leadId = await insertLead({ fullName: `Booking Axe ${Date.now()}` });
    await page.goto(await bookingPathFor(leadId, new Date(Date.now() + 86_400_000)));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Pick a time for your 15-minute call",
    );
    await expectNoAxeViolations(page);
  });
});
