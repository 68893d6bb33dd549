import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { parseCsv } from "../support/csv-reader";
import { expectNoAxeViolations } from "./support/axe";
import {
  findLeadsByName,
  insertDelivery,
  insertLead,
  queryStore,
  uniqueClientIp,
  uniqueTag,
  type TestLead,
} from "./support/lead-store";

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Password").fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
}

/** The names on the lead cards, in order; the assertion waits for a navigation to land. */
const expectCards = (page: Page, names: string[]) =>
  expect(page.getByTestId("lead-card").locator('a[href^="/admin/leads/"]')).toHaveText(names);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("the owner signs in, sees leads newest first with counts, searches, filters and pages", async ({
  page,
  context,
}) => {
  const tag = uniqueTag();
  const phoneDigits = String(1000 + Math.floor(Math.random() * 9000));
  const lead = (first: string, extra: Omit<TestLead, "fullName">) =>
    insertLead({
      fullName: `${first} ${tag}`,
      email: `${first.toLowerCase()}.${tag}@example.com`,
      ...extra,
    });
  await lead("Ann", {
    city: "Plano",
    serviceTypes: ["Kitchen Remodel"],
    createdAt: "2024-03-10T18:00:00.000Z",
  });
  await lead("Ben", {
    city: "Allen",
    serviceTypes: ["Bathroom Remodel", "Kitchen Remodel"],
    status: "won",
    createdAt: "2024-03-12T18:00:00.000Z",
  });
  await lead("Cat", {
    city: "Plano",
    serviceTypes: ["Home Addition"],
    status: "spam",
    createdAt: "2024-03-15T18:00:00.000Z",
  });
  await lead("Dan", {
    city: "Dallas",
    status: "contacted",
    serviceTypes: ["Tiny Home"],
    phone: `(972) 555-${phoneDigits}`,
  });

  await signIn(page);
  const session = (await context.cookies()).find((cookie) => cookie.name === "admin_session");
  expect(session).toMatchObject({
    httpOnly: true,
    sameSite: "Strict",
    path: "/admin",
    secure: false,
  });
  expect((session?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(7.9 * 3600_000);

  await page.getByLabel("Search name, e-mail or phone").fill(tag);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("4 leads match")).toBeVisible();
  await expectCards(page, [`Dan ${tag}`, `Cat ${tag}`, `Ben ${tag}`, `Ann ${tag}`]);
  const counts = {
    all: "4",
    new: "1",
    contacted: "1",
    estimate_scheduled: "0",
    won: "1",
    lost: "0",
    spam: "1",
  };
  for (const [status, count] of Object.entries(counts))
    await expect(page.getByTestId(`count-${status}`)).toHaveText(count);

  await page.getByLabel("City").selectOption("Plano");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expectCards(page, [`Cat ${tag}`, `Ann ${tag}`]);
  await page
    .getByRole("navigation", { name: "Leads by status" })
    .getByRole("link", { name: /^Spam/ })
    .click();
  await expect(page).toHaveURL(/status=spam/);
  await expectCards(page, [`Cat ${tag}`]);

  await page.goto(`/admin?q=${tag}&service=Kitchen+Remodel`);
  await expectCards(page, [`Ben ${tag}`, `Ann ${tag}`]);
  await page.goto(`/admin?q=${tag}`);
  await page.getByLabel("Received from").fill("2024-03-11");
  await page.getByLabel("Received to").fill("2024-03-12");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expectCards(page, [`Ben ${tag}`]);

  await page.goto(`/admin?q=${encodeURIComponent(`972.555.${phoneDigits}`)}`);
  await expect(page.getByTestId("lead-card").filter({ hasText: `Dan ${tag}` })).toBeVisible();
  await page.goto(`/admin?q=ben.${tag}`);
  await expectCards(page, [`Ben ${tag}`]);

  const many = uniqueTag();
  for (let i = 1; i <= 27; i++)
    await insertLead({
      fullName: `Page ${String(i).padStart(2, "0")} ${many}`,
      createdAt: `2023-01-${String(i).padStart(2, "0")}T18:00:00.000Z`,
    });
  await page.goto(`/admin?q=${many}`);
  await expect(page.getByTestId("lead-card")).toHaveCount(25);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Older" }).click();
  await expectCards(page, [`Page 02 ${many}`, `Page 01 ${many}`]);

  // A page number the inbox does not have is the first or the last page, never an error.
  const pageParams: [string, string][] = [
    ["999", "Page 2 of 2"],
    ["99999999999999999999999", "Page 2 of 2"],
    ["1e300", "Page 1 of 2"],
    ["-1", "Page 1 of 2"],
    ["2.5", "Page 1 of 2"],
    ["abc", "Page 1 of 2"],
  ];
  for (const [pageParam, shown] of pageParams) {
    const response = await page.goto(`/admin?q=${many}&page=${pageParam}`);
    expect(response?.status(), pageParam).toBe(200);
    await expect(page.getByText(shown)).toBeVisible();
  }
  await expectCards(
    page,
    Array.from({ length: 25 }, (_, i) => `Page ${String(27 - i).padStart(2, "0")} ${many}`),
  );
});

test("a lead from the form shows every field; status, notes and a retry work", async ({ page }) => {
  const name = `Form Lead ${uniqueTag()}`;
  await page.goto("/services/kitchen-remodeling?utm_source=e2e-admin&utm_campaign=inbox");
  await page.goto("/contact");
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("form.lead@example.com");
  await page.getByLabel("Phone", { exact: true }).fill("(214) 555-0177");
  await page.getByLabel("Project address", { exact: true }).fill("77 Mockingbird Ln");
  await page.getByLabel("City", { exact: true }).selectOption("Richardson");
  await page.getByLabel("Bathroom Remodel").check();
  await page.getByLabel("Budget range", { exact: true }).selectOption("$25K–$50K");
  await page.getByLabel(/^Project description/).fill("Walk-in shower instead of the tub.");
  await page.getByLabel(/I agree to be contacted/).check();
  await page.waitForTimeout(1600);
  await page.getByRole("button", { name: "Request My Free Estimate" }).click();
  await expect(page.getByRole("heading", { name: /^Thank you for contacting/ })).toBeVisible();
  const [stored] = await findLeadsByName(name);
  const leadId = Number(stored?.id);
  await insertDelivery(leadId, {
    channel: "webhook",
    status: "failed",
    attempts: 2,
    lastError: "connect ECONNREFUSED 127.0.0.1:9",
  });

  await signIn(page);
  await page.getByLabel("Search name, e-mail or phone").fill(name);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute(
    "href",
    "tel:+12145550177",
  );
  await expect(page.getByRole("link", { name: /^E-mail / })).toHaveAttribute(
    "href",
    "mailto:form.lead@example.com",
  );
  const project = page.getByRole("region", { name: "Project" });
  for (const text of [
    "77 Mockingbird Ln",
    "Richardson",
    "Bathroom Remodel",
    "$25K–$50K",
    "Walk-in shower",
  ])
    await expect(project).toContainText(text);
  const origin = page.getByRole("region", { name: "Where the lead came from" });
  await expect(origin).toContainText(
    "/services/kitchen-remodeling?utm_source=e2e-admin&utm_campaign=inbox",
  );
  await expect(origin).toContainText("e2e-admin");
  await expect(origin).toContainText("/contact");
  const consent = page.getByRole("region", { name: "Consent record" });
  await expect(consent).toContainText("not a condition of purchase");
  await expect(consent).toContainText(String(stored?.client_ip));

  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications.getByTestId("delivery-owner_email")).toContainText("SMTP_URL");
  await expect(notifications.getByRole("button", { name: /Retry now/ })).toHaveCount(1);
  const webhook = notifications.getByTestId("delivery-webhook");
  await webhook.getByRole("button", { name: /Retry now/ }).click();
  await expect(webhook).toContainText("LEAD_WEBHOOK_URL is not set");
  await expect(webhook.getByText("3", { exact: true })).toBeVisible();
  expect(
    await queryStore(
      "select status, attempts, last_error from deliveries where lead_id = ? and channel = 'webhook'",
      [leadId],
    ),
  ).toEqual([
    expect.objectContaining({
      status: "failed",
      attempts: 3,
      last_error: expect.stringContaining("LEAD_WEBHOOK_URL is not set"),
    }),
  ]);

  await page.getByRole("combobox", { name: "Status" }).selectOption("estimate_scheduled");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("article").locator("header")).toContainText("Estimate scheduled");
  await expect(page.getByText(/^Last changed/)).toBeVisible();
  await page.getByLabel("Add a note").fill("Called back; site visit Friday 9 AM.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("lead-note")).toContainText("Called back; site visit Friday 9 AM.");
  await expect(page.getByTestId("lead-note").locator("time")).toHaveAttribute(
    "datetime",
    /^\d{4}-/,
  );
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  expect(await queryStore("select status from leads where id = ?", [leadId])).toEqual([
    expect.objectContaining({ status: "estimate_scheduled" }),
  ]);
  expect(await queryStore("select body from lead_notes where lead_id = ?", [leadId])).toEqual([
    expect.objectContaining({ body: "Called back; site visit Friday 9 AM." }),
  ]);
  await expectNoAxeViolations(page);
});

test("the export holds the filtered leads, with formulas neutralised", async ({ page }) => {
  const tag = uniqueTag();
  await insertLead({
    fullName: '=HYPERLINK("x")',
    email: `formula.${tag}@example.com`,
    city: "Irving",
  });
  await insertLead({
    fullName: `Lost ${tag}`,
    email: `lost.${tag}@example.com`,
    city: "Irving",
    status: "lost",
  });
  await insertLead({
    fullName: `Elsewhere ${tag}`,
    email: `else.${tag}@example.com`,
    city: "Garland",
  });

  await signIn(page);
  await page.goto(`/admin?q=${tag}&city=Irving`);
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", `/admin/export?q=${tag}&city=Irving`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.startsWith("\uFEFFID,")).toBe(true);
  expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  const [header = [], ...rows] = parseCsv(text.slice(1));
  const name = header.indexOf("Name");
  expect(rows.map((row) => row[name])).toEqual([`Lost ${tag}`, `'=HYPERLINK("x")`]);
  expect(rows.every((row) => row.length === header.length)).toBe(true);

  const lostOnly = await page.request.get(`/admin/export?q=${tag}&status=lost`);
  expect(lostOnly.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(
    parseCsv((await lostOnly.text()).slice(1))
      .slice(1)
      .map((row) => row[name]),
  ).toEqual([`Lost ${tag}`]);
});

test("the inbox is usable at 375 px and axe-clean; logging out ends the session", async ({
  page,
  context,
  request,
}) => {
  const tag = uniqueTag();
  const id = await insertLead({
    fullName: `Narrow Screen ${tag}`,
    email: `a.very.long.address.for.a.narrow.screen.${tag}@example.com`,
    serviceTypes: ["Whole-Home Renovation", "Outdoor Living"],
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  for (const path of [`/admin?q=${tag}`, `/admin/leads/${id}`]) {
    await page.goto(path);
    await expect(page.getByText(`Narrow Screen ${tag}`).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin?q=${tag}`);
  await expectNoAxeViolations(page);

  const copied = (await context.cookies()).find((cookie) => cookie.name === "admin_session");
  expect(copied?.value).toBeTruthy();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in to the lead inbox" })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("admin_session");
  await page.goto(`/admin/leads/${id}`);
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Someone who copied the cookie before log out gets nothing with it: the server revoked it.
  for (const path of [`/admin?q=${tag}`, `/admin/leads/${id}`, `/admin/export?q=${tag}`]) {
    const replay = await request.get(path, {
      maxRedirects: 0,
      headers: { cookie: `admin_session=${copied?.value}` },
    });
    expect(replay.status(), path).toBe(307);
    expect(replay.headers().location, path).toBe("/admin/login");
    expect(await replay.text(), path).not.toContain(`Narrow Screen ${tag}`);
  }
});
