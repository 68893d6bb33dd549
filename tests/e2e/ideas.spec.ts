import { expect, test } from "@playwright/test";

test("the idea badges filter the cards, keep ?category= in the URL and survive a reload", async ({
  page,
}) => {
  await page.goto("/ideas");
  const cards = page.getByRole("region", { name: "Ideas" }).getByRole("article");
  const filters = page.getByRole("navigation", { name: "Filter ideas by category" });
  await expect(cards).toHaveCount(6);
  await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Explore All Ideas" })).toHaveCount(0);

  await filters.getByRole("link", { name: "Full Home" }).click();
  await expect(page).toHaveURL(/\/ideas\?category=full-home$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Full Home");

  await page.reload();
  await expect(filters.getByRole("link", { name: "Full Home" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(cards).toHaveCount(1);

  await filters.getByRole("link", { name: "Tiny Home" }).click();
  await expect(page).toHaveURL(/category=tiny-home$/);
  await expect(cards.first()).toContainText("Tiny Home");
  await page.goBack();
  await expect(cards.first()).toContainText("Full Home");

  await filters.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/ideas$/);
  await expect(cards).toHaveCount(6);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a shared link with a category opens filtered (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/ideas?category=kitchen");
    const filters = page.getByRole("navigation", { name: "Filter ideas by category" });
    await expect(page.getByRole("region", { name: "Ideas" }).getByRole("article")).toHaveCount(1);
    await expect(filters.getByRole("link", { name: "Kitchen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await filters.getByRole("link", { name: "Bathroom" }).click();
    await expect(page).toHaveURL(/\/ideas\?category=bathroom$/);
    await expect(page.getByRole("region", { name: "Ideas" }).getByRole("article")).toContainText(
      "Bathroom",
    );
    await context.close();
  });
}

test("with JavaScript a filter swaps the cards in place, keeping the page and its scroll position", async ({
  page,
}) => {
  await page.goto("/ideas");
  const filters = page.getByRole("navigation", { name: "Filter ideas by category" });
  await filters.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // A full page load would forget this.
  await page.evaluate(() => Object.assign(window, { keptSinceLoad: true }));

  await filters.getByRole("link", { name: "Bathroom" }).click();
  await expect(page).toHaveURL(/\/ideas\?category=bathroom$/);
  await expect(filters.getByRole("link", { name: "Bathroom" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("region", { name: "Ideas" }).getByRole("article")).toHaveCount(1);
  expect(await page.evaluate(() => "keptSinceLoad" in window)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
