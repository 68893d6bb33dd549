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

for (const width of [1024, 1280, 1536]) {
  test(`at ${width} px the header's name, links, phone and estimate button sit on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const header = page.locator("body > header");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeVisible();
    const items = header.locator("a[href='/'] span, nav a, a[href^='tel:'], a[href='/contact']");
    const shown = await items.evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => {
          const box = link.getBoundingClientRect();
          const style = getComputedStyle(link);
          const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
          const lines = (box.height - padding) / parseFloat(style.lineHeight);
          return { text: link.textContent!.trim(), top: box.top, lines };
        }),
    );
    expect(shown.map((item) => item.text)).toContain("Get Free Estimate");
    for (const item of shown) expect(item.lines, item.text).toBeLessThan(1.5);
    const tops = shown.map((item) => item.top);
    // One row: every item's top within a few pixels of the others'.
    expect(Math.max(...tops) - Math.min(...tops), JSON.stringify(shown)).toBeLessThanOrEqual(12);
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.height).toBeLessThanOrEqual(65);
  });
}
