import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 375, height: 740 } });

test("at 375 px the menu opens, closes on the toggle, closes on Escape and after choosing a link", async ({
  page,
}) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
  await expect(panel).toBeHidden();

  await toggle.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  await close.click();
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await page.getByRole("button", { name: "Open menu" }).click();
  await panel.getByRole("link", { name: "About" }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/#about$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("at 375 px the menu opens and reaches the phone, the estimate link and every page", async ({
    page,
  }) => {
    await page.goto("/services/kitchen-remodeling");
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(panel.getByRole("link", { name: "About" })).toBeVisible();
    await panel.getByRole("link", { name: "Get Free Estimate" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});
