import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { parseCsv } from "../support/csv-reader";
import { addArrayRow, followAdminLink, ownerSession, saveInCms } from "./support/cms";
import {
  findLeadsByName,
  insertDelivery,
  insertLead,
  queryStore,
  uniqueClientIp,
  uniqueTag,
  type TestLead,
} from "./support/lead-store";

const LEADS = "/admin/collections/leads";

/** The names the lead list shows, in order; waits for a navigation to land. */
const expectRows = (page: Page, names: string[]) =>
  expect(page.locator("tbody .cell-fullName")).toHaveText(names);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test.describe("signed out", () => {
  test("the leads are refused through every address, without a name leaking", async ({
    page,
    request,
  }) => {
    const name = `Private Person ${uniqueTag()}`;
    const id = await insertLead({ fullName: name, email: "private@example.com" });
    for (const path of [
      "/api/leads",
      `/api/leads/${id}`,
      `/api/leads?where[fullName][equals]=${encodeURIComponent(name)}`,
      `/api/leads/export?search=${encodeURIComponent(name)}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).not.toContain(name);
    }
    const retry = await request.post(`/api/leads/${id}/deliveries/1/retry`);
    expect(retry.status()).toBe(403);
    for (const path of [LEADS, `${LEADS}/${id}`, `${LEADS}?search=${encodeURIComponent(name)}`]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login(\?|$)/);
      const response = await request.get(path);
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
      const body = await response.text();
      expect(body, path).not.toContain(name);
      expect(body, path).not.toContain("private@example.com");
    }
  });
});

test.describe("signed in", () => {
  test.use({ storageState: ownerSession });

  test("a lead sent from /contact appears with its attribution; status, notes and Retry now work", async ({
    page,
  }) => {
    const name = `Form Lead ${uniqueTag()}`;
    // The first page tells the server where the visit began (the pages set no cookie).
    const told = page.waitForResponse("**/api/first-visit");
    await page.goto("/services/kitchen-remodeling?utm_source=e2e-admin&utm_campaign=inbox");
    await told;
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

    // Found by the phone typed another way, and opened from the list.
    await page.goto(`${LEADS}?search=${encodeURIComponent("214.555.0177")}`);
    await followAdminLink(
      page,
      page.getByRole("link", { name }),
      new RegExp(`${LEADS}/${leadId}$`),
    );
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute(
      "href",
      "tel:+12145550177",
    );
    await expect(page.getByRole("link", { name: /^E-mail / })).toHaveAttribute(
      "href",
      "mailto:form.lead@example.com",
    );
    const recorded: [string | RegExp, string][] = [
      ["Project address", "77 Mockingbird Ln"],
      ["Budget range", "$25K–$50K"],
      [
        "First page visited",
        "/services/kitchen-remodeling?utm_source=e2e-admin&utm_campaign=inbox",
      ],
      // Under "Where this lead came from", in the owner's words.
      [/^Source\b/, "e2e-admin"],
      [/^Campaign\b/, "inbox"],
      ["Form sent from", "/contact"],
      ["IP address", String(stored?.client_ip)],
    ];
    // What no one can change reads as text under its label.
    const recordOf = (label: string | RegExp) =>
      page.getByRole("group", { name: label, exact: typeof label === "string" });
    for (const [label, value] of recorded)
      await expect(recordOf(label).getByText(value, { exact: true }), String(label)).toBeVisible();
    await expect(recordOf("Consent text shown")).toContainText(/not a condition of purchase/);
    await expect(page.getByText("Richardson", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Services" })).toHaveText("Bathroom Remodel");

    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications.getByTestId("delivery-owner_email")).toContainText("SMTP_URL");
    await expect(notifications.getByRole("button", { name: /Retry now/ })).toHaveCount(1);
    const webhook = notifications.getByTestId("delivery-webhook");
    await webhook.getByRole("button", { name: /Retry now/ }).click();
    await expect(webhook).toContainText("LEAD_WEBHOOK_URL is not set");
    await expect(webhook.getByText("3", { exact: true })).toBeVisible();
    expect(
      await queryStore(
        "select status, attempts, last_error from deliveries where subject = 'lead' and subject_id = ? and channel = 'webhook'",
        [leadId],
      ),
    ).toEqual([
      expect.objectContaining({
        status: "failed",
        attempts: 3,
        last_error: expect.stringContaining("LEAD_WEBHOOK_URL is not set"),
      }),
    ]);

    await addArrayRow(page, "notes", [
      [page.locator("#field-notes__0__body"), "Called back; site visit Friday 9 AM."],
    ]);
    await page.locator("#field-status").click();
    await page.getByRole("option", { name: "Estimate scheduled" }).click();
    await saveInCms(page, "Updated successfully.");
    await page.reload();
    await expect(page.getByRole("group", { name: "Added by", exact: true }).first()).toContainText(
      "owner@e2e.example.com",
    );
    expect(
      await queryStore("select status, status_changed_at from leads where id = ?", [leadId]),
    ).toEqual([
      expect.objectContaining({
        status: "estimate_scheduled",
        status_changed_at: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    expect(await queryStore("select body from leads_notes where _parent_id = ?", [leadId])).toEqual(
      [expect.objectContaining({ body: "Called back; site visit Friday 9 AM." })],
    );
    expect(
      await queryStore(
        'select "from", status, changed_by from leads_status_history where _parent_id = ?',
        [leadId],
      ),
    ).toEqual([
      expect.objectContaining({
        from: "new",
        status: "estimate_scheduled",
        changed_by: "owner@e2e.example.com",
      }),
    ]);
  });

  test("the list counts each status and filters by status, city, service and day received", async ({
    page,
  }) => {
    const tag = uniqueTag();
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
    await lead("Dan", { city: "Dallas", status: "contacted", serviceTypes: ["Tiny Home"] });

    await page.goto(`${LEADS}?search=${tag}`);
    await expectRows(page, [`Dan ${tag}`, `Cat ${tag}`, `Ben ${tag}`, `Ann ${tag}`]);
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

    const filters = page.getByRole("form", { name: "Filter leads" });
    await filters.getByLabel("City").selectOption("Plano");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expectRows(page, [`Cat ${tag}`, `Ann ${tag}`]);
    await page
      .getByRole("navigation", { name: "Leads by status" })
      .getByRole("link", { name: /^Spam/ })
      .click();
    await expectRows(page, [`Cat ${tag}`]);
    await expect(page.getByTestId("count-all")).toHaveText("2");

    await page.goto(`${LEADS}?search=${tag}`);
    await filters.getByLabel("Service").selectOption("Kitchen Remodel");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expectRows(page, [`Ben ${tag}`, `Ann ${tag}`]);

    await page.goto(`${LEADS}?search=${tag}`);
    await filters.getByLabel("Received from").fill("2024-03-11");
    await filters.getByLabel("Received to").fill("2024-03-12");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expectRows(page, [`Ben ${tag}`]);
    await expect(filters.getByLabel("Received from")).toHaveValue("2024-03-11");
  });

  test("the list shows how long each New lead has waited, in opening hours; answered ones show a dash", async ({
    page,
  }) => {
    const tag = uniqueTag();
    await insertLead({ fullName: `Old ${tag}`, createdAt: "2024-03-11T15:00:00.000Z" });
    await insertLead({ fullName: `Fresh ${tag}` });
    await insertLead({ fullName: `Called ${tag}`, status: "contacted" });

    await page.goto(`${LEADS}?search=${tag}`);
    await expectRows(page, [`Called ${tag}`, `Fresh ${tag}`, `Old ${tag}`]);
    const waiting = page.locator("tbody .cell-waiting");
    await expect(page.locator("thead")).toContainText("Waiting");
    await expect(waiting.nth(0)).toHaveText("—");
    // Sent a moment ago: under two minutes, or none at all outside opening hours.
    await expect(waiting.nth(1)).toHaveText(/^[01] min$/);
    // Waiting since March 2024: hundreds of opening hours, never a calendar count.
    const old = (await waiting.nth(2).textContent()) ?? "";
    expect(old).toMatch(/^\d+ h \d\d min$/);
    expect(Number.parseInt(old, 10)).toBeGreaterThan(1000);
  });

  test("a service filter stays applied after the admin's own filter panel has read it", async ({
    page,
  }) => {
    const tag = uniqueTag();
    for (const [first, service] of [
      ["Eve", "Kitchen Remodel"],
      ["Fay", "Tiny Home"],
    ] as const)
      await insertLead({
        fullName: `${first} ${tag}`,
        email: `${first.toLowerCase()}.${tag}@example.com`,
        serviceTypes: [service],
      });
    await page.goto(`${LEADS}?search=${tag}`);
    await expectRows(page, [`Fay ${tag}`, `Eve ${tag}`]);
    const filters = page.getByRole("form", { name: "Filter leads" });
    await filters.getByLabel("Service").selectOption("Kitchen Remodel");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expectRows(page, [`Eve ${tag}`]);
    // The panel rewrites a condition it cannot show a few hundred ms after it renders; once the
    // network is quiet, the list must still be the one the owner asked for.
    await page.waitForLoadState("networkidle");
    await expectRows(page, [`Eve ${tag}`]);
    await expect(filters.getByLabel("Service")).toHaveValue("Kitchen Remodel");
    expect(decodeURIComponent(page.url())).not.toContain("[exists]");
  });

  test("the CSV export holds the listed leads, with formulas neutralised", async ({ page }) => {
    const tag = uniqueTag();
    await insertLead({
      fullName: `=HYPERLINK("x") ${tag}`,
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

    await page.goto(`${LEADS}?search=${tag}`);
    const filters = page.getByRole("form", { name: "Filter leads" });
    await filters.getByLabel("City").selectOption("Irving");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expectRows(page, [`Lost ${tag}`, `=HYPERLINK("x") ${tag}`]);
    const link = page.getByRole("link", { name: "Export CSV" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), "utf8");
    expect(text.startsWith("\uFEFFID,")).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    const [header = [], ...rows] = parseCsv(text.slice(1));
    const name = header.indexOf("Name");
    expect(rows.map((row) => row[name])).toEqual([`Lost ${tag}`, `'=HYPERLINK("x") ${tag}`]);
    expect(rows.every((row) => row.length === header.length)).toBe(true);
  });
});
