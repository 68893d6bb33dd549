import { expect, test, type Page } from "@playwright/test";
import { faqHeadings } from "@/faqs/faq";
import { faqHeadingsEs } from "@/faqs/faq-es";
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

test("the sign-in page says Sign in, never Login or log in", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/log ?in/i);
});

test("staff editing the Spanish texts see so, in Spanish category names, until the next sign-in", async ({
  page,
  request,
}) => {
  // Two sign-ins and the admin's heavy lists.
  test.setTimeout(120_000);
  const staff = await createStaff(request, uniqueTag());
  await signInToCms(page, staff);
  const banner = page.getByRole("status").filter({ hasText: "You are editing the Spanish texts" });
  const categories = page.locator("tbody td.cell-category");

  await page.goto("/admin/collections/faqs?locale=es");
  await expect(banner).toBeVisible();
  await expect(categories.first()).toHaveText(
    new RegExp(faqHeadingsEs.map((h) => h.title).join("|")),
  );
  for (const { title } of faqHeadings)
    await expect(categories.filter({ hasText: title })).toHaveCount(0);
  // The side chosen sticks while signed in: the banner says so on the next page too.
  await page.goto("/admin/collections/posts");
  await expect(banner).toBeVisible();
  await page.goto("/admin/collections/faqs");
  await expect(banner).toBeVisible();
  await expect(page.locator(".localizer-button").first()).toContainText("Español");

  await accountMenu(page).getByRole("link", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  await signInToCms(page, staff);
  await page.goto("/admin/collections/faqs");
  await expect(page.locator(".localizer-button").first()).toHaveText(/^Editing:\s*English/);
  await expect(banner).toHaveCount(0);
  await expect(categories.first()).toHaveText(
    new RegExp(faqHeadings.map((h) => h.title).join("|")),
  );
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

  test("the top bar says which texts a page edits, not Locale", async ({ page }) => {
    await page.goto("/admin/globals/business");
    await expect(page.locator(".localizer-button").first()).toHaveText(/^Editing:\s*English/);
    await expect(page.locator(".app-header")).not.toContainText(/locale/i);
  });

  test("a list's rows read as their content: hours by their days, payment methods by name", async ({
    page,
  }) => {
    const facts = (await (
      await page.request.get("/api/globals/business", { headers: ownerApiHeaders() })
    ).json()) as { paymentMethods: { method: string }[] };
    await page.goto("/admin/globals/business");
    await expect(page.getByText(facts.paymentMethods[0]!.method, { exact: true })).toBeVisible();
    await expect(
      page.getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b.*: \d\d:\d\d–\d\d:\d\d$/).first(),
    ).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/\b(Row|Payment Method) \d/i);
    await expect(page.getByRole("button", { name: "Toggle block" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Show or hide" }).first()).toBeAttached();
  });

  test("a lead says when it was received, its spam check and its source in plain words", async ({
    page,
  }) => {
    const name = `Plain Words Lead ${uniqueTag()}`;
    const id = await insertLead({
      fullName: name,
      createdAt: "2026-11-25T15:14:00.000Z",
      utmSource: "google",
    });
    await page.goto(`/admin/collections/leads/${id}`);
    const spam = page.getByRole("group", { name: "Spam check", exact: true });
    await expect(spam.getByText("Passed the spam check.", { exact: true })).toBeVisible();
    const source = page.getByRole("group", { name: /^Source\b/ });
    await expect(source.getByText("google", { exact: true })).toBeVisible();
    await expect(page.getByText("Where this lead came from", { exact: true })).toBeVisible();
    // Empty attributions are not shown; nothing says UTM.
    await expect(page.getByRole("group", { name: "Campaign", exact: true })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(/\butm\b/i);
    // The list's description helps on the list, not under one lead's name.
    const description = /^Estimate requests from the site/;
    await expect(page.getByText(description)).toHaveCount(0);

    await page.goto(`/admin/collections/leads?search=${encodeURIComponent(name)}`);
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Received" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /created at/i })).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.locator("td.cell-createdAt")).toHaveText("Nov 25, 2026, 9:14 AM CST");
  });

  test("a Won lead offers no review request while e-mail is not set up, and says why", async ({
    page,
  }) => {
    // The test server sends no e-mail (no SMTP_URL).
    const id = await insertLead({ fullName: `Won Lead ${uniqueTag()}`, status: "won" });
    await page.goto(`/admin/collections/leads/${id}`);
    const review = page.getByRole("region", { name: "Review" });
    await expect(review).toContainText("needs e-mail, which is not set up on the server");
    await expect(review.getByRole("button")).toHaveCount(0);
  });

  test("the appointments page has the same View site, Account and Sign out", async ({ page }) => {
    await page.goto("/admin/appointments");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const name of ["View site", "Account", "Sign out"])
      await expect(accountMenu(page).getByRole("link", { name, exact: true })).toBeVisible();
  });

  test("at 360 px the top bar shows the page's name whole, and the account links sit in the menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/admin", "/admin/appointments", "/admin/globals/business"]) {
      await page.goto(path);
      const crumbs = page.locator(".app-header .step-nav");
      await expect(crumbs, path).toBeVisible();
      const clipped = await crumbs.evaluate((nav) =>
        // Words only: an icon may draw past its own box.
        [...nav.querySelectorAll("*")]
          .filter((el) => el.children.length === 0 && el.textContent?.trim())
          .some((el) => el.scrollWidth > el.clientWidth + 1),
      );
      expect(clipped, `${path}: the page's name is cut`).toBe(false);
      const bar = (await page.locator(".app-header").boundingBox())!;
      const boxes = [crumbs, page.locator(".app-header .localizer-button").first()];
      for (const box of boxes) {
        const at = await box.boundingBox();
        if (!at) continue;
        expect(at.x + at.width, path).toBeLessThanOrEqual(bar.x + bar.width + 1);
      }
      const crumbBox = (await crumbs.boundingBox())!;
      const switchBox = await page.locator(".app-header .localizer-button").first().boundingBox();
      if (switchBox) expect(crumbBox.x + crumbBox.width, path).toBeLessThanOrEqual(switchBox.x);
    }
    await page.locator(".app-header__mobile-nav-toggler").click();
    await expect(
      accountMenu(page).getByRole("link", { name: "Sign out", exact: true }),
    ).toBeVisible();
  });

  test("the go-live checklist comes first, and its phone link lands on a visible field", async ({
    page,
  }) => {
    await page.goto("/admin");
    const checklist = page.getByRole("region", { name: "Before your site goes live" });
    const today = page.getByRole("heading", { name: "Today's appointments" });
    const [listBox, todayBox] = [await checklist.boundingBox(), await today.boundingBox()];
    expect(listBox!.y).toBeLessThan(todayBox!.y);

    await checklist.getByRole("link", { name: "Change the phone number", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/globals\/business#field-phone$/);
    const phone = page.getByRole("textbox", { name: "Phone *" });
    await expect(phone).toBeInViewport();
    // Below the sticky top bar and the Save bar, label included. The admin's page can be busy
    // drawing its fields for seconds on a loaded machine: the scroll settles when it is done.
    await expect(async () => {
      const covers = await Promise.all(
        [".app-header", ".doc-controls"].map((bar) => page.locator(bar).first().boundingBox()),
      );
      const label = (await page.locator("label[for='field-phone']").boundingBox())!;
      for (const cover of covers)
        if (cover)
          expect(label.y, JSON.stringify({ label, covers })).toBeGreaterThanOrEqual(
            cover.y + cover.height,
          );
    }).toPass({ timeout: 20_000 });
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
