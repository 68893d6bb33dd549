import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { apiHeadersOf, createStaff, ownerApiHeaders, ownerSession, saveInCms } from "./support/cms";
import { uniqueTag } from "./support/lead-store";
import { readFile } from "node:fs/promises";
import { pdfText } from "../support/pdf-text";
import { kitchenEstimate } from "../support/sample-estimate";

type Headers = Record<string, string>;

/** The sample kitchen for Dana, titled and in the language the test needs. */
const kitchen = (title: string, language: "en" | "es") => ({
  ...kitchenEstimate(),
  title,
  homeownerName: "Dana Whitfield",
  email: "dana@example.com",
  projectAddress: "4512 Live Oak St",
  city: "Dallas",
  language,
});

const MAILING_ADDRESS = "1234 Commerce St, Dallas, TX 75201";

/** What the owner gives once in the business facts: where the notice of cancellation points. */
async function giveMailingAddress(request: APIRequestContext) {
  const headers = ownerApiHeaders();
  const business = (await (await request.get("/api/globals/business", { headers })).json()) as {
    estimates: object;
  };
  const saved = await request.post("/api/globals/business", {
    headers,
    data: { estimates: { ...business.estimates, mailingAddress: MAILING_ADDRESS } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The homeowner's browser: no scripts, and none of the owner's cookies. */
const homeownerContext = (browser: Browser) =>
  browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });

/** Choose the semi-custom cabinets, consent and sign as Dana, without JavaScript. */
async function signAsDana(page: Page) {
  await page.getByRole("radio", { name: /Semi-custom/ }).check();
  await page.getByRole("button", { name: "Update the totals" }).click();
  const sign = page.getByRole("region", { name: "Accept and sign" });
  await sign.getByRole("checkbox", { name: /agree to receive and sign/ }).check();
  await sign.getByRole("textbox", { name: "Your full name" }).fill("Dana Whitfield");
  await sign.getByRole("button", { name: "Accept and sign" }).click();
  await expect(page.getByRole("region", { name: "Signed" })).toBeVisible();
}

/** Written and sent by a staff member through the API; the homeowner's link comes back. */
async function sentEstimate(request: APIRequestContext, headers: Headers, data: object) {
  const created = await request.post("/api/estimates", { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  const sent = await request.post(`/api/estimates/${doc.id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const { link } = (await sent.json()) as { link: string };
  const url = new URL(link);
  return { id: doc.id, path: `${url.pathname}${url.search}` };
}

test.describe("the homeowner's estimate", () => {
  let headers: Headers;

  test.beforeAll(async ({ request }) => {
    await giveMailingAddress(request);
    ({ headers } = await apiHeadersOf(
      request,
      await createStaff(request, `estimate-${uniqueTag()}`),
    ));
  });

  test("without JavaScript: pick a package and an option, and the totals follow", async ({
    browser,
    page: reader,
    request,
  }) => {
    const { id, path } = await sentEstimate(request, headers, kitchen("Kitchen remodel", "en"));
    const homeowner = await browser.newContext({ javaScriptEnabled: false });
    const page = await homeowner.newPage();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen remodel");
    await expect(page.getByText("Prepared for Dana Whitfield")).toBeVisible();
    const total = page.locator("[data-estimate-total]");
    // 1,850.00 + 651.00 + 42.5 × 12.99 (552.075 → 552.08) + 18 × 420.00
    await expect(total).toHaveText("$10,613.08");
    await expect(page.getByText("Tile up to $12.99 per sq ft")).toBeVisible();

    await page.getByRole("radio", { name: /Semi-custom/ }).check();
    await page.getByRole("checkbox", { name: "Add: Under-cabinet lights" }).check();
    await page.getByRole("button", { name: "Update the totals" }).click();
    await expect(page).toHaveURL(/[?&]o=/);
    await expect(total).toHaveText("$14,673.08");
    const payments = page.getByRole("table");
    await expect(payments.getByRole("row")).toHaveText([
      "WhenAmount",
      "Deposit at signing (10%)$1,467.31",
      /^Cabinets installed.*\$7,923\.46$/,
      /^Final walk-through.*\$5,282\.31$/,
    ]);
    await expect(page.getByRole("radio", { name: /Semi-custom/ })).toBeChecked();
    const chosen = page.url();

    const seen = await request.get(`/api/estimates/${id}`, { headers });
    expect(await seen.json()).toMatchObject({
      status: "viewed",
      firstViewedAt: expect.any(String),
    });
    await homeowner.close();

    // axe runs in the page, so it reads the same choice with scripts on.
    await reader.goto(chosen);
    await expect(reader.locator("[data-estimate-total]")).toHaveText("$14,673.08");
    await expectNoAxeViolations(reader);
  });

  test("with JavaScript: the totals follow each pick at once, and the signature takes them", async ({
    browser,
    request,
  }) => {
    const { path } = await sentEstimate(request, headers, kitchen("Live kitchen", "en"));
    const homeowner = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await homeowner.newPage();
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Update the totals" })).toBeHidden();
    const total = page.locator("[data-estimate-total]");
    await expect(total).toHaveText("$10,613.08");
    await page.getByRole("radio", { name: /Semi-custom/ }).check();
    await expect(total).toHaveText("$14,033.08");
    await page.getByRole("checkbox", { name: "Add: Under-cabinet lights" }).check();
    await expect(total).toHaveText("$14,673.08");
    const sign = page.getByRole("region", { name: "Accept and sign" });
    await expect(sign).toContainText("for a total of $14,673.08");
    await expect(page.getByRole("link", { name: "Download as PDF" })).toHaveAttribute(
      "href",
      /[?&]o=/,
    );
    // The deposit (10%) and the two payments (60% and 40% of the rest) follow, to the cent.
    await expect(page.getByRole("row", { name: /Deposit at signing/ })).toContainText("$1,467.31");
    await sign.getByRole("checkbox", { name: /agree to receive and sign/ }).check();
    await sign.getByRole("textbox", { name: "Your full name" }).fill("Dana Whitfield");
    await sign.getByRole("button", { name: "Accept and sign" }).click();
    await expect(page.getByRole("region", { name: "Signed" })).toContainText(
      "Accepted total: $14,673.08.",
    );
    await homeowner.close();
  });

  test("without JavaScript: consent, sign with a typed name, and the estimate is locked", async ({
    browser,
    request,
  }) => {
    const { id, path } = await sentEstimate(request, headers, kitchen("Signed kitchen", "en"));
    const homeowner = await browser.newContext({ javaScriptEnabled: false });
    const page = await homeowner.newPage();
    await page.goto(path);
    await page.getByRole("radio", { name: /Semi-custom/ }).check();
    await page.getByRole("button", { name: "Update the totals" }).click();
    const sign = page.getByRole("region", { name: "Accept and sign" });
    await expect(sign).toContainText("for a total of $14,033.08");
    await expect(sign).toContainText("YOU, THE BUYER, MAY CANCEL THIS TRANSACTION");
    await expect(sign).toContainText("a paper copy");

    // Changing a choice without updating the totals is not signed for a total never shown.
    await page.getByRole("checkbox", { name: "Add: Under-cabinet lights" }).check();
    await sign.getByRole("checkbox", { name: /agree to receive and sign/ }).check();
    await sign.getByRole("textbox", { name: "Your full name" }).fill("Dana Whitfield");
    await sign.getByRole("button", { name: "Accept and sign" }).click();
    await expect(page.getByRole("alert")).toContainText("changed the total since it was shown");
    await expect(page.locator("[data-estimate-total]")).toHaveText("$14,673.08");

    const again = page.getByRole("region", { name: "Accept and sign" });
    await again.getByRole("checkbox", { name: /agree to receive and sign/ }).check();
    await again.getByRole("textbox", { name: "Your full name" }).fill("Dana Whitfield");
    await again.getByRole("button", { name: "Accept and sign" }).click();
    const signed = page.getByRole("region", { name: "Signed" });
    await expect(signed).toContainText("Signed electronically by Dana Whitfield");
    await expect(signed).toContainText("Accepted total: $14,673.08.");
    await expect(signed).toContainText(/SHA-256\): [0-9a-f]{64}/);
    await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /Semi-custom/ })).toBeDisabled();

    const record = await request.get(`/api/estimates/${id}`, { headers });
    expect(await record.json()).toMatchObject({ status: "accepted" });
    const patched = await request.patch(`/api/estimates/${id}`, {
      headers,
      data: { depositPercent: 20 },
    });
    expect(patched.status()).toBe(409);
    await homeowner.close();
  });

  test("without JavaScript: the signed PDF downloads from the page, the same for staff only", async ({
    browser,
    request,
  }) => {
    const { id, path } = await sentEstimate(request, headers, kitchen("PDF kitchen", "en"));
    const homeowner = await homeownerContext(browser);
    const page = await homeowner.newPage();
    await page.goto(path);
    await signAsDana(page);
    const hash = (
      await page.getByRole("region", { name: "Signed" }).locator("code").innerText()
    ).trim();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`estimate-${id}-signed.pdf`);
    const pdf = await readFile((await download.path())!);
    const text = await pdfText(pdf);
    expect(text).toContain("Prepared for Dana Whitfield");
    expect(text).toContain("Chosen: Semi-custom");
    expect(text).not.toContain("Stock shaker cabinets");
    expect(text).toContain("Total $14,033.08");
    expect(text).toContain("Signed electronically by Dana Whitfield");
    expect(text).toContain("Certificate of electronic signature");
    expect(text).toContain(hash);
    await homeowner.close();

    const anonymous = await request.get(`/api/estimates/${id}/pdf`, {
      headers: { cookie: "" },
    });
    expect(anonymous.status()).toBe(401);
    const staff = await request.get(`/api/estimates/${id}/pdf`, { headers });
    expect(staff.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.from(await staff.body()).equals(pdf)).toBe(true);
  });

  test("printed, the page keeps the estimate and leaves out the site's menus and the forms", async ({
    browser,
    request,
  }) => {
    const { path } = await sentEstimate(request, headers, kitchen("Printed kitchen", "en"));
    const homeowner = await homeownerContext(browser);
    const page = await homeowner.newPage();
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-estimate-total]")).toBeVisible();
    await expect(page.getByRole("region", { name: "Accept and sign" })).toContainText(
      "a paper copy",
    );
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("navigation").first()).toBeHidden();
    await expect(page.getByRole("region", { name: "Ask a question" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Accept and sign" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Download as PDF" })).toBeHidden();
    await homeowner.close();
  });

  test("without JavaScript: the notice of cancellation beside the signature, then cancel by the link", async ({
    browser,
    request,
  }) => {
    const { id, path } = await sentEstimate(request, headers, kitchen("Cancelled kitchen", "en"));
    const homeowner = await homeownerContext(browser);
    const page = await homeowner.newPage();
    await page.goto(path);
    const notice = page.getByRole("region", { name: "NOTICE OF CANCELLATION" });
    await expect(notice).toContainText("WITHIN THREE BUSINESS DAYS FROM THE ABOVE DATE");
    await expect(notice).toContainText(`AT ${MAILING_ADDRESS.toUpperCase()}`);
    await expect(notice).toContainText("I HEREBY CANCEL THIS TRANSACTION.");
    await signAsDana(page);

    const cancel = page.getByRole("button", { name: "Cancel this transaction" });
    // The confirmation box is required: the browser itself refuses the form without it.
    await cancel.click();
    await expect(page.getByRole("region", { name: "Signed" })).not.toContainText("You cancelled");
    await page.getByRole("checkbox", { name: "I hereby cancel this transaction." }).check();
    await cancel.click();
    await expect(page.getByRole("status").first()).toContainText("You cancelled this transaction.");
    await expect(page.getByRole("region", { name: "Signed" })).toContainText(
      "You cancelled this transaction on",
    );
    await expect(cancel).toHaveCount(0);
    const record = await request.get(`/api/estimates/${id}`, { headers });
    expect(await record.json()).toMatchObject({ status: "cancelled" });
    await homeowner.close();
  });

  test("without JavaScript: ask a question, then decline with a reason", async ({
    browser,
    request,
  }) => {
    const { id, path } = await sentEstimate(request, headers, kitchen("Declined kitchen", "en"));
    const homeowner = await homeownerContext(browser);
    const page = await homeowner.newPage();
    await page.goto(path);
    const ask = page.getByRole("region", { name: "Ask a question" });
    await ask
      .getByRole("textbox", { name: "Your question" })
      .fill("Can the tile go to the ceiling?");
    await ask.getByRole("button", { name: "Send the question" }).click();
    await expect(page.getByRole("status").first()).toHaveText(
      "Your question was sent. We will answer by e-mail.",
    );

    await page.getByText("Not going ahead? Decline this estimate").click();
    await page
      .getByRole("textbox", { name: /Why, if you want to say/ })
      .fill("We chose to wait until spring.");
    await page.getByRole("button", { name: "Decline this estimate" }).click();
    await expect(page.getByRole("status").first()).toContainText("You declined this estimate.");
    await expect(page.getByRole("region", { name: "Accept and sign" })).toHaveCount(0);
    await expect(page.getByText("Not going ahead?")).toHaveCount(0);
    const record = await request.get(`/api/estimates/${id}`, { headers });
    expect(await record.json()).toMatchObject({ status: "declined" });
    await homeowner.close();
  });

  test("a Spanish homeowner reads it in Spanish, with the English governing", async ({
    browser,
    request,
  }) => {
    const { path } = await sentEstimate(request, headers, kitchen("Remodelación de cocina", "es"));
    expect(path).toMatch(/^\/es\/estimate\?t=/);
    const homeowner = await browser.newContext({ javaScriptEnabled: false });
    const page = await homeowner.newPage();
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByText("Preparado para Dana Whitfield")).toBeVisible();
    await expect(page.getByRole("group", { name: "Elija: Cabinets" })).toBeVisible();
    await expect(page.getByText("rige la versión en inglés")).toBeVisible();
    await expect(page.locator("[data-estimate-total]")).toHaveText("$10,613.08");
    await homeowner.close();
  });

  test("a changed link, a foreign one and a replaced revision open nothing of it", async ({
    page,
    request,
  }) => {
    const { id, path } = await sentEstimate(request, headers, kitchen("Guarded kitchen", "en"));
    const token = new URL(path, "http://x").searchParams.get("t")!;
    const changed = await page.goto(
      `/estimate?t=${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
    );
    expect(changed?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
    await expect(page.getByText("Dana Whitfield")).toHaveCount(0);

    const resent = await request.post(`/api/estimates/${id}/send`, { headers });
    const current = new URL(((await resent.json()) as { link: string }).link);
    const old = await page.goto(path);
    expect(old?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This estimate was replaced");
    await page.getByRole("link", { name: "Open the current estimate" }).click();
    await expect(page).toHaveURL(`${current.pathname}${current.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guarded kitchen");

    for (const method of ["post", "put", "delete"] as const) {
      const odd = await request[method](`/estimate?t=${token}`);
      expect(odd.status(), method).toBeLessThan(500);
    }
  });
});

test.describe("the estimate in the admin", () => {
  test.use({ storageState: ownerSession });

  test("shows what was sent and each view, and sends the next revision", async ({
    page,
    browser,
    request,
  }) => {
    // Sending waits for the mailing address the notice of cancellation names.
    await giveMailingAddress(request);
    const { headers } = await apiHeadersOf(
      request,
      await createStaff(request, `estimate-admin-${uniqueTag()}`),
    );
    const { id, path } = await sentEstimate(request, headers, kitchen("Admin kitchen", "en"));
    // The homeowner has no admin session (contexts here start with the owner's).
    const homeowner = await browser.newContext({
      javaScriptEnabled: false,
      storageState: { cookies: [], origins: [] },
    });
    await (await homeowner.newPage()).goto(path);
    await homeowner.close();

    await page.goto(`/admin/collections/estimates/${id}`);
    const record = page.getByRole("region", { name: "Sent and viewed" });
    await expect(record).toContainText("The homeowner's answers");
    await expect(record).toContainText("Revision 1 sent");
    await expect(record).toContainText("to dana@example.com");
    await expect(record.getByRole("listitem").filter({ hasText: "revision 1, from" })).toHaveCount(
      1,
    );
    await record.getByRole("button", { name: "Send revision 2" }).click();
    await expect(record.getByRole("status")).toHaveText(
      "Revision 2 is on its way to dana@example.com.",
    );
    await expect(record).toContainText("Revision 2 sent");
    // Opening the homeowner's page from the admin is not the homeowner viewing it.
    const opened = page.waitForEvent("popup");
    await record.getByRole("link", { name: "Open the homeowner's page" }).click();
    const view = await opened;
    await expect(view.getByRole("heading", { level: 1 })).toHaveText("Admin kitchen");
    await page.reload();
    await expect(record.getByRole("listitem").filter({ hasText: ", revision " })).toHaveCount(1);
  });

  test("lists estimates by status with their totals, and the dashboard counts what is open", async ({
    page,
    request,
  }) => {
    await giveMailingAddress(request);
    const { headers } = await apiHeadersOf(
      request,
      await createStaff(request, `estimate-list-${uniqueTag()}`),
    );
    const title = `Listed kitchen ${uniqueTag()}`;
    await sentEstimate(request, headers, kitchen(title, "en"));
    await page.goto("/admin/collections/estimates");
    const tabs = page.getByRole("navigation", { name: "Estimates by status" });
    for (const status of [
      "Draft",
      "Sent",
      "Viewed",
      "Accepted",
      "Declined",
      "Expired",
      "Cancelled",
    ])
      await expect(tabs.getByRole("link", { name: new RegExp(`^${status} \\d+`) })).toBeVisible();
    await tabs.getByRole("link", { name: /^Sent \d+/ }).click();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("$10,613.08");
    await expect(page.getByRole("row").filter({ hasText: "Accepted" })).toHaveCount(0);

    await page.goto("/admin");
    const figures = page.getByRole("region", { name: "Your estimates" });
    await expect(figures.getByTestId("figure-open-value")).toContainText(/\$\d[\d,]*\.\d\d/);
  });

  test("keeps the audit trail: the signature as given, and each answer", async ({
    page,
    browser,
    request,
  }) => {
    await giveMailingAddress(request);
    const { headers } = await apiHeadersOf(
      request,
      await createStaff(request, `estimate-trail-${uniqueTag()}`),
    );
    const { id, path } = await sentEstimate(request, headers, kitchen("Audited kitchen", "en"));
    const homeowner = await homeownerContext(browser);
    const visit = await homeowner.newPage();
    await visit.goto(path);
    await signAsDana(visit);
    const ask = visit.getByRole("region", { name: "Ask a question" });
    await ask.getByRole("textbox", { name: "Your question" }).fill("When can you start?");
    await ask.getByRole("button", { name: "Send the question" }).click();
    await expect(visit.getByRole("status").first()).toContainText("Your question was sent.");
    const hash = (
      await visit.getByRole("region", { name: "Signed" }).locator("code").innerText()
    ).trim();
    await homeowner.close();

    await page.goto(`/admin/collections/estimates/${id}`);
    const record = page.getByRole("region", { name: "Sent and viewed" });
    await expect(record).toContainText("Signed byDana Whitfield");
    await expect(record).toContainText("I have read the above and agree to receive and sign");
    await expect(record).toContainText(hash);
    await expect(record).toContainText("Right to cancelUntil");
    await expect(record.getByRole("link", { name: "Download the signed PDF" })).toHaveAttribute(
      "href",
      `/api/estimates/${id}/pdf`,
    );
    await expect(record.getByRole("listitem").filter({ hasText: "Asked" })).toContainText(
      "When can you start?",
    );
    await expect(record.getByRole("listitem").filter({ hasText: /^Signed / })).toHaveCount(1);
  });
  test("a signature starts the job, found under Jobs with its plan and the payments as signed", async ({
    page,
    browser,
    request,
  }) => {
    await giveMailingAddress(request);
    const { headers } = await apiHeadersOf(
      request,
      await createStaff(request, `estimate-job-${uniqueTag()}`),
    );
    const homeownerName = `Jordan Avery ${uniqueTag()}`;
    const { path } = await sentEstimate(request, headers, {
      ...kitchen("Kitchen under contract", "en"),
      homeownerName,
    });
    const homeowner = await homeownerContext(browser);
    const visit = await homeowner.newPage();
    await visit.goto(path);
    await signAsDana(visit);
    await homeowner.close();

    const title = `${homeownerName} — 4512 Live Oak St`;
    await expect(async () => {
      await page.goto("/admin/collections/jobs");
      await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 15_000 });
    await page.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const phases = page.getByRole("textbox", { name: /^Phase/ });
    await expect(phases).toHaveCount(2);
    await expect(phases.first()).toHaveValue("Demolition");
    const due = page.getByRole("textbox", { name: /^When it is due/ });
    await expect(due).toHaveCount(3);
    await expect(due.first()).toHaveValue("Deposit at signing (10%)");
    // The semi-custom cabinets without the lights: $14,033.08, shared out as signed.
    const amounts = page.getByRole("textbox", { name: /^Amount/ });
    expect(
      await amounts.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(["1,403.31", "7,577.86", "5,051.91"]);

    // Money cannot go missing: the payments must add up to the signed contract.
    await amounts.nth(2).fill("1");
    await saveInCms(page, "The payments add up to $8,982.17; the signed contract is $14,033.08.");

    await page.goto("/admin");
    const jobs = page.getByRole("region", { name: "Your jobs" });
    const listed = jobs.getByRole("listitem").filter({ hasText: title });
    await expect(listed).toContainText("next payment $1,403.31, Deposit at signing (10%)");

    // Started a week ago with no daily update: the dashboard counts the working days missed.
    const jobId = Number((await listed.getByRole("link").getAttribute("href"))!.split("/").at(-1));
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const started = await request.patch(`/api/jobs/${jobId}`, {
      headers,
      data: { startDate: weekAgo },
    });
    expect(started.status(), await started.text()).toBe(200);
    await page.reload();
    await expect(listed).toContainText(/\d+ working days? without an update/);
    const posted = await request.post("/api/job-updates", {
      headers,
      data: {
        job: jobId,
        day: new Date(Date.now() - 86_400_000).toISOString(),
        note: "Cabinets out; plumbing rough-in inspected and passed.",
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    await page.reload();
    await expect(listed).toContainText("updated every working day");
  });
});
