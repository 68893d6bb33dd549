import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { placeholderFacts } from "@/business/facts";
import {
  createStaff,
  followAdminLink,
  ownerApiHeaders,
  ownerSession,
  saveInCms,
  signInToCms,
} from "./support/cms";
import { uniqueClientIp, uniqueTag } from "./support/lead-store";

/*
 * The checklist reads the business facts, the reviews and the projects that other tests change,
 * and the second test changes the phone: this file runs after them (its own project in
 * playwright.config.ts) and puts the phone back.
 */

// One after the other: the first test reads the phone the second one changes and puts back.
test.describe.configure({ mode: "default" });

const checklist = (page: Page) => page.getByRole("region", { name: "Before your site goes live" });

const shownCount = async (request: APIRequestContext, collection: string, flag: string) => {
  const response = await request.get(
    `/api/${collection}?where[${flag}][equals]=true&where[shown][equals]=true&limit=0`,
    { headers: ownerApiHeaders() },
  );
  return ((await response.json()) as { totalDocs: number }).totalDocs;
};

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test.describe("as the owner", () => {
  test.use({ storageState: ownerSession });

  test("the dashboard lists what is still the fresh install's, each linking to its edit screen", async ({
    page,
    request,
  }) => {
    await page.goto("/admin");
    const list = checklist(page);
    await expect(list).toBeVisible();
    const link = (name: string) => list.getByRole("link", { name, exact: true });
    const facts = "/admin/globals/business";
    const expected: [string, RegExp | string][] = [
      ["Change the business name", `${facts}#field-name`],
      ["Change the phone number", `${facts}#field-phone`],
      ["Change the e-mail address", `${facts}#field-email`],
      ["Change the years of experience", `${facts}#field-claims__yearsExperience`],
      ["Change the projects completed", `${facts}#field-claims__projectsCompleted`],
      ["Change the rating and review count", `${facts}#field-claims__averageRating`],
      ["Confirm or change the whole-home results", `${facts}#field-wholeHomeResults__confirmed`],
      ["Answer the client portal question", `${facts}#field-clientPortal`],
      ["See the sample reviews", /^\/admin\/collections\/reviews\?/],
      ["See the representative projects", /^\/admin\/collections\/projects\?/],
    ];
    for (const [name, href] of expected) await expect(link(name)).toHaveAttribute("href", href);
    await expect(list).toContainText(`still the made-up ${placeholderFacts.phone}`);
    await expect(list).toContainText(`still the placeholder "${placeholderFacts.name}"`);
    const samples = await shownCount(request, "reviews", "sample");
    await expect(list).toContainText(`${samples} sample reviews are still on the home page`);
    const projects = await shownCount(request, "projects", "representative");
    await expect(list).toContainText(`${projects} representative projects are still shown`);
    const uploads = list.getByRole("link", { name: /^Upload photos for / });
    await expect(uploads.first()).toHaveAttribute("href", /^\/admin\/collections\/projects\/\d+$/);
    await expect(uploads.last()).toHaveAttribute("href", /^\/admin\/collections\/posts\/\d+$/);
    await expect(list).toContainText("no one is e-mailed about a new lead");

    const follow = (target: Locator, url: RegExp) => followAdminLink(page, target, url);
    const back = async () => {
      await page.goBack();
      await expect(list).toBeVisible();
    };
    await follow(link("Change the phone number"), /\/admin\/globals\/business/);
    await expect(page.getByRole("textbox", { name: "Phone *" })).toHaveValue(
      placeholderFacts.phone,
    );
    await back();
    await follow(link("See the sample reviews"), /\/admin\/collections\/reviews\?/);
    // The header row, then one row per sample.
    await expect(page.getByRole("row")).toHaveCount(samples + 1, { timeout: 20_000 });
    await back();
    await follow(link("See the representative projects"), /\/admin\/collections\/projects\?/);
    await expect(page.getByRole("row")).toHaveCount(projects + 1, { timeout: 20_000 });
    await back();
    const firstUpload = (await uploads.first().textContent())!;
    const title = firstUpload.replace(/^Upload photos for "(.*)"$/, "$1");
    await follow(uploads.first(), /\/admin\/collections\/projects\/\d+$/);
    await expect(page.getByRole("textbox", { name: "Title *" })).toHaveValue(title);
  });

  test("changing the phone in the business facts drops that item from the checklist", async ({
    page,
    request,
  }) => {
    const before = (await (await request.get("/api/globals/business")).json()) as {
      phone: string;
    };
    const phoneItem = checklist(page).getByRole("link", { name: "Change the phone number" });
    try {
      await page.goto("/admin/globals/business");
      await page.getByRole("textbox", { name: "Phone *" }).fill("(972) 555-0173");
      await saveInCms(page, "Updated successfully");
      await page.goto("/admin");
      await expect(
        checklist(page).getByRole("link", { name: "Change the business name" }),
      ).toBeVisible();
      await expect(phoneItem).toHaveCount(0);
    } finally {
      const restored = await request.post("/api/globals/business", {
        headers: ownerApiHeaders(),
        data: { phone: before.phone },
      });
      expect(restored.status()).toBe(200);
    }
    await page.goto("/admin");
    await expect(phoneItem).toBeVisible();
  });
});

test("staff do not see the go-live checklist", async ({ page, request }) => {
  const staff = await createStaff(request, uniqueTag());
  await signInToCms(page, staff);
  await expect(page.getByRole("link", { name: "Leads" }).first()).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
});
