import { expect, test, type Page } from "@playwright/test";
import { createStaff, ownerApiHeaders, ownerSession, signInToCms } from "./support/cms";
import { insertLead, uniqueClientIp, uniqueTag } from "./support/lead-store";

/*
 * The admin as the owner meets it on the first day: it names things in the owner's words, not
 * the engine's, and every way out and every label is in plain sight.
 */

const accountMenu = (page: Page) => page.getByRole("navigation", { name: "Your account" });

/** The id of one of the articles a fresh site starts with. */
async function anArticle(page: Page) {
  const found = await page.request.get("/api/posts?limit=1&depth=0&sort=id", {
    headers: ownerApiHeaders(),
  });
  const [article] = ((await found.json()) as { docs: { id: number }[] }).docs;
  return article!.id;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("the top bar's Sign out is labelled and signs the person out", async ({ page, request }) => {
  // An account of its own: signing out ends the session it was used with.
  const staff = await createStaff(request, uniqueTag());
  await signInToCms(page, staff);
  const signOut = accountMenu(page).getByRole("link", { name: "Sign out", exact: true });
  await expect(signOut).toBeVisible();
  await signOut.click();
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  await page.goto("/admin/collections/leads");
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
});

test.describe("as the owner", () => {
  test.use({ storageState: ownerSession });

  test("the top bar's View site opens the site's home page", async ({ page }) => {
    await page.goto("/admin");
    const viewSite = accountMenu(page).getByRole("link", { name: "View site", exact: true });
    await expect(viewSite).toBeVisible();
    await expect(viewSite).toHaveAttribute("href", "/");
    await viewSite.click();
    await expect(page).toHaveURL(/^[^?#]*:\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the account page is headed Account, not Payload", async ({ page }) => {
    await page.goto("/admin/account");
    await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /payload/i })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(/payload/i);
  });

  test("an article's Preview has a visible label", async ({ page }) => {
    await page.goto(`/admin/collections/posts/${await anArticle(page)}`);
    const preview = page.getByRole("link", { name: /^Preview\b/ });
    await expect(preview).toHaveAttribute("href", /^\/preview\?path=/);
    await expect(preview.getByText("Preview", { exact: true })).toBeVisible();
  });

  test("no document has an API tab: an article, a lead, the business facts", async ({ page }) => {
    const leadId = await insertLead({ fullName: `Tabless Lead ${uniqueTag()}` });
    for (const path of [
      `/admin/collections/posts/${await anArticle(page)}`,
      `/admin/collections/leads/${leadId}`,
      "/admin/globals/business",
    ]) {
      await page.goto(path);
      // The tabs are drawn with the document's heading.
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.getByRole("link", { name: "API", exact: true }), path).toHaveCount(0);
    }
  });

  test("a list shows ticked boxes as Yes or No", async ({ page }) => {
    await page.goto("/admin/collections/projects");
    const shown = page.locator("tbody td.cell-shown");
    await expect(shown.first()).toHaveText(/^(Yes|No)$/);
    for (const cell of await page
      .locator("tbody td.cell-shown, tbody td.cell-representative")
      .all())
      await expect(cell).toHaveText(/^(Yes|No)$/);
  });

  test("a lead's consent time reads as text in Dallas time, with no input or buttons", async ({
    page,
  }) => {
    const name = `Read Only Lead ${uniqueTag()}`;
    const id = await insertLead({ fullName: name, createdAt: "2026-11-25T15:14:00.000Z" });
    await page.goto(`/admin/collections/leads/${id}`);
    const received = page.getByRole("group", { name: "Consent given", exact: true });
    await expect(received.getByText("Nov 25, 2026, 9:14 AM CST", { exact: true })).toBeVisible();
    await expect(received.getByRole("textbox")).toHaveCount(0);
    await expect(received.getByRole("button")).toHaveCount(0);
    const address = page.getByRole("group", { name: "Project address", exact: true });
    await expect(address.getByText("1234 Elm St", { exact: true })).toBeVisible();
    await expect(address.getByRole("textbox")).toHaveCount(0);
  });
});
