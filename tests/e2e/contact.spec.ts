import { expect, test } from "@playwright/test";
import { e2eLeadLimit } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { fillValidForm } from "./support/lead-form";
import { findLeadsByName, uniqueClientIp } from "./support/lead-store";
import { defaultSiteFacts } from "@/business/site-facts";

const MIN_FILL_MS = 1600;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("an empty submit shows every message, focuses the summary and marks the fields", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(
    page.getByRole("heading", { level: 1, name: "Get Your Free Estimate" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Call Us/ })).toHaveAttribute(
    "href",
    /^tel:\+1\d{10}$/,
  );
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please fix" });
  await expect(summary).toBeFocused();
  for (const message of [
    "Full name is required",
    "Valid email address is required",
    "Enter a valid phone number",
    "Project address is required",
    "City selection is required",
    "At least one service type is required",
    "Budget range is required",
    "Consent is required",
  ]) {
    await expect(summary).toContainText(message);
  }
  const name = page.getByLabel("Full name", { exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Full name is required");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Valid email address is required",
  );
  await expectNoAxeViolations(page);
});

test("a field's message appears when the visitor leaves it and goes once it is fixed", async ({
  page,
}) => {
  await page.goto("/contact");
  const email = page.getByLabel("Email", { exact: true });
  await email.fill("not-an-email");
  await email.press("Tab");
  await expect(email).toHaveAccessibleDescription("Valid email address is required");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Fields the visitor has not reached yet stay quiet, and nothing was sent.
  await expect(page.getByLabel("Full name", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expect(page.getByRole("alert").filter({ hasText: "Please fix" })).toHaveCount(0);

  await email.fill("fixed@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(email).toHaveAccessibleDescription("");
});

test("if the form's checks cannot be downloaded, a submit still shows the server's messages", async ({
  page,
}) => {
  const loaded = new Set<string>();
  page.on("requestfinished", (request) => loaded.add(request.url()));
  await page.goto("/contact", { waitUntil: "load" });
  let refused = 0;
  // Any script the page did not load with it (the form's checks are fetched on first focus) fails.
  await page.route("**/_next/static/chunks/**", (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    refused += 1;
    return route.abort();
  });
  await page.getByLabel("Full name", { exact: true }).fill("No Checks");
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please fix" });
  // Focus moves to the summary only when the page's script handled the submit.
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Valid email address is required");
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("No Checks");
  expect(refused).toBeGreaterThan(0);
});

test("the fields carry the spec's names and limits, and the date picker refuses past dates", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.locator("form");
  for (const [name, max] of [
    ["fullName", "100"],
    ["email", "254"],
    ["phone", "20"],
    ["projectAddress", "200"],
    ["projectDescription", "2000"],
  ] as const) {
    await expect(form.locator(`[name="${name}"]`)).toHaveAttribute("maxlength", max);
  }
  await expect(form.locator('input[name="serviceType"][type="checkbox"]')).toHaveCount(6);
  for (const name of ["city", "budgetRange", "hearAboutUs", "startDate", "consent"])
    await expect(form.locator(`[name="${name}"]`)).toHaveCount(1);
  const min = await form.locator('[name="startDate"]').getAttribute("min");
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Date(`${min}T23:59:59`).getTime()).toBeGreaterThan(Date.now() - 36 * 3600_000);
});

test("a valid submit shows the thank-you view, stores the lead, and Submit Another Request returns an empty form", async ({
  page,
}) => {
  const name = `Thanks Test ${Date.now()}`;
  // The first page tells the server where the visit began (the pages set no cookie).
  const told = page.waitForResponse("**/api/first-visit");
  await page.goto("/services/kitchen-remodeling?utm_source=e2e&utm_campaign=fall");
  expect((await told).status()).toBe(204);
  await page.goto("/contact");
  await fillValidForm(page, name);
  await page.waitForTimeout(MIN_FILL_MS);
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  await expect(page.getByRole("heading", { name: /^Thank you for contacting .+!$/ })).toBeVisible();
  await expect(
    page.getByText(
      "Our team is reviewing your request. We reply within 2 hours during business hours; your consultation is booked within 1 business day.",
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);

  const [lead] = await findLeadsByName(name);
  expect(lead).toMatchObject({
    city: "Richardson",
    is_spam: 0,
    utm_source: "e2e",
    utm_campaign: "fall",
    landing_page: "/services/kitchen-remodeling?utm_source=e2e&utm_campaign=fall",
    attributed_from: "first_visit",
    status: "new",
  });

  await page.getByRole("link", { name: "Submit Another Request" }).click();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Kitchen Remodel")).not.toBeChecked();

  // A second request from the same page is a new lead, not a replay of the first one's token.
  const second = `${name} again`;
  await fillValidForm(page, second);
  await page.waitForTimeout(MIN_FILL_MS);
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  await expect(page.getByRole("heading", { name: /^Thank you for contacting .+!$/ })).toBeVisible();
  expect(await findLeadsByName(second)).toEqual([
    expect.objectContaining({ spam_verdict: "ok", is_spam: 0, status: "new" }),
  ]);

  await page.getByRole("link", { name: "Submit Another Request" }).click();
  await page.reload();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("");
});

test("the reply promise is one sentence, the same on /contact, in the thank-you view and in the footer", async ({
  page,
}) => {
  const { sentence } = defaultSiteFacts.business.replyPromise;
  expect(sentence).toBe(
    "We reply within 2 hours during business hours; your consultation is booked within 1 business day.",
  );
  await page.goto("/contact");
  const shown = Date.now();
  await expect(
    page.getByRole("main").getByRole("listitem").filter({ hasText: sentence }),
  ).toHaveText(sentence);
  await expect(
    page.getByRole("contentinfo").getByRole("listitem").filter({ hasText: sentence }),
  ).toHaveText(sentence);
  await fillValidForm(page, `Promise Test ${Date.now()}`);
  // The server takes a form sent sooner than its minimum fill time for a bot's.
  await expect.poll(() => Date.now() - shown).toBeGreaterThan(MIN_FILL_MS);
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Thank you/ })).toContainText(sentence);
  await expect(page.getByRole("contentinfo")).toContainText(sentence);
});

test("the draft survives a reload until it is sent", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Full name", { exact: true }).fill("Draft Keeper");
  await page
    .getByLabel(/^Project description/)
    .fill("A long description I do not want to type twice.");
  await page.getByLabel("Bathroom Remodel").check();
  await page.reload();
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("Draft Keeper");
  await expect(page.getByLabel(/^Project description/)).toHaveValue(
    "A long description I do not want to type twice.",
  );
  await expect(page.getByLabel("Bathroom Remodel")).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server renders the errors, keeps typed values, and then the thank-you view", async ({
    page,
  }) => {
    const name = `NoJS Test ${Date.now()}`;
    await page.goto("/contact");
    await page.getByLabel("Full name", { exact: true }).fill(name);
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Request My Free Estimate" }).click();
    await expect(page.getByText("Valid email address is required").first()).toBeVisible();
    await expect(page.getByText("City selection is required").first()).toBeVisible();
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(name);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("not-an-email");
    expect(await findLeadsByName(name)).toHaveLength(0);

    await page.getByLabel("Email", { exact: true }).fill("nojs@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("2145550123");
    await page.getByLabel("Project address", { exact: true }).fill("55 Main St");
    await page.getByLabel("City", { exact: true }).selectOption("Garland");
    await page.getByLabel("Home Addition").check();
    await page.getByLabel("Budget range", { exact: true }).selectOption("Over $100K");
    await page.getByLabel(/I agree to be contacted/).check();
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Request My Free Estimate" }).click();
    await expect(page.getByRole("heading", { name: /^Thank you for contacting/ })).toBeVisible();
    const [lead] = await findLeadsByName(name);
    expect(lead).toMatchObject({ city: "Garland", is_spam: 0, budget_range: "Over $100K" });
    await page.getByRole("link", { name: "Submit Another Request" }).click();
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("");
  });

  test("a lead sent without JavaScript is attributed from the form's own page, and says so", async ({
    page,
    context,
  }) => {
    const name = `NoJS Flyer ${Date.now()}`;
    await page.goto("/contact?utm_source=flyer&utm_campaign=door-hanger");
    await fillValidForm(page, name);
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Request My Free Estimate" }).click();
    await expect(page.getByRole("heading", { name: /^Thank you for contacting/ })).toBeVisible();
    const [lead] = await findLeadsByName(name);
    expect(lead).toMatchObject({
      landing_page: "/contact?utm_source=flyer&utm_campaign=door-hanger",
      form_page: "/contact?utm_source=flyer&utm_campaign=door-hanger",
      utm_source: "flyer",
      utm_campaign: "door-hanger",
      referrer: null,
      first_touch_at: null,
      attributed_from: "form_post",
    });
    expect(await context.cookies()).toEqual([]);
  });
});

test("a client over the rate limit gets HTTP 429 and a friendly message", async ({ request }) => {
  // Its own address on every attempt, so a retry starts under the limit.
  const headers = { "x-forwarded-for": uniqueClientIp() };
  const statuses: number[] = [];
  for (let i = 0; i <= e2eLeadLimit; i++) {
    const response = await request.post("/contact", { headers, form: { fullName: "Rate Test" } });
    statuses.push(response.status());
    if (response.status() === 429) {
      expect(await response.text()).toContain("Please wait a little and try again");
      expect(response.headers()["retry-after"]).toMatch(/^\d+$/);
    }
  }
  expect(statuses.slice(0, e2eLeadLimit).every((status) => status !== 429)).toBe(true);
  expect(statuses[e2eLeadLimit]).toBe(429);
});

test("a visitor over the limit is told to wait, and keeps what they typed", async ({
  page,
  request,
}) => {
  // Its own address, used up by earlier posts, so a retry starts from a fresh one.
  const clientIp = uniqueClientIp();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientIp });
  for (let i = 0; i < e2eLeadLimit; i++)
    await request.post("/contact", {
      headers: { "x-forwarded-for": clientIp },
      form: { fullName: "Earlier Post" },
    });
  const name = `Limited Test ${Date.now()}`;
  await page.goto("/contact");
  await fillValidForm(page, name);
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Too many requests" })).toContainText(
    "Please wait a little and try again",
  );
  await expect(page.getByLabel("Full name", { exact: true })).toHaveValue(name);
  expect(await findLeadsByName(name)).toHaveLength(0);
});

test("when the request cannot reach the server, the visitor is told so and keeps what they typed", async ({
  page,
}) => {
  const name = `Offline Test ${Date.now()}`;
  await page.goto("/contact");
  await fillValidForm(page, name);
  await page.route("**/contact", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Submission Error" });
  await expect(notice).toContainText("Please try again or call us directly");
  await expect(notice.getByRole("link")).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  await expect(page.getByLabel(/^Project description/)).toHaveValue(
    "Open the kitchen to the den and add an island.",
  );
  await expect(page.getByLabel("Kitchen Remodel")).toBeChecked();
});

test("a bot that fills the hidden field is answered normally and stored as spam", async ({
  page,
}) => {
  const name = `Bot Test ${Date.now()}`;
  await page.goto("/contact");
  await fillValidForm(page, name);
  await page.locator('input[name="leave_blank_hp"]').fill("http://spam.example", { force: true });
  await page.waitForTimeout(MIN_FILL_MS);
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  await expect(page.getByRole("heading", { name: /^Thank you for contacting/ })).toBeVisible();
  const [lead] = await findLeadsByName(name);
  expect(lead).toMatchObject({ is_spam: 1, spam_verdict: "honeypot", status: "spam" });
});
