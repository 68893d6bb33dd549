import { expect, test, type Locator } from "@playwright/test";
import { fillValidForm } from "./support/lead-form";
import { findLeadsByName, uniqueClientIp } from "./support/lead-store";
import { notFoundPaths } from "./support/not-found-paths";
import { routePaths } from "./support/routes";

test.use({ javaScriptEnabled: false });

for (const path of routePaths) {
  test(`without JavaScript ${path} shows its heading and main text`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await main.innerText()).length).toBeGreaterThan(400);
    await expect(main.locator("p").first()).toBeVisible();
  });
}

for (const path of notFoundPaths) {
  test(`without JavaScript ${path} answers 404 with the not-found page in the layout`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const main = page.getByRole("main");
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 1, name: /Oops! Page not found/ }),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

/** A little over the test server's LEAD_MIN_FILL_MS (playwright.config.ts). */
const MIN_FILL_MS = 1600;

test.describe("the estimate form on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test.beforeEach(async ({ page }) => {
    // Its own address, so the posts here never meet the per-client limit on a retry.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  });

  /** The element's top is between the window's top and bottom (polled: scrolling may be smooth). */
  const expectTopOnFirstScreen = async (locator: Locator) => {
    await expect(locator).toBeVisible();
    const top = async () => (await locator.boundingBox())?.y ?? Number.NaN;
    await expect.poll(top).toBeLessThan(740);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
  };

  test("after an invalid post the error summary's top is on the first screen", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("Full name", { exact: true }).fill("No Script Phone");
    await page.getByRole("button", { name: "Request My Free Estimate" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Please fix" });
    await expectTopOnFirstScreen(summary);
    await expect(page.getByLabel("Full name", { exact: true })).toHaveValue("No Script Phone");
  });

  test("after a valid post the thank-you heading is on the first screen", async ({ page }) => {
    const name = `NoJS Phone ${Date.now()}`;
    await page.goto("/contact");
    const shown = Date.now();
    await fillValidForm(page, name);
    // The server takes a form sent sooner than its minimum fill time for a bot's.
    await expect.poll(() => Date.now() - shown).toBeGreaterThan(MIN_FILL_MS);
    await page.getByRole("button", { name: "Request My Free Estimate" }).click();
    await expectTopOnFirstScreen(page.getByRole("heading", { name: /^Thank you for contacting/ }));
    expect(await findLeadsByName(name)).toEqual([expect.objectContaining({ is_spam: 0 })]);
  });
});
