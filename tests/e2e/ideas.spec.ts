import { expect, test } from "@playwright/test";
import { ideaPagesFor } from "../../src/ideas/ideas";
import { defaultSiteFacts } from "@/business/site-facts";

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

test("each room on /ideas shows its pictures with captions, its styles and its budget, not the service cards", async ({
  page,
}) => {
  const kitchen = ideaPagesFor(defaultSiteFacts).find((idea) => idea.category === "Kitchen")!;
  await page.goto("/ideas?category=kitchen");
  const room = page.getByRole("region", { name: "Ideas" }).getByRole("article");
  await expect(room.getByRole("figure")).toHaveCount(kitchen.gallery.length);
  for (const image of kitchen.gallery) {
    await expect(room.getByRole("figure").filter({ hasText: image.caption })).toHaveCount(1);
  }
  await expect(room.getByRole("heading", { name: "Styles to consider" })).toBeVisible();
  for (const style of kitchen.styles) {
    await expect(room.getByText(style.name, { exact: true })).toBeVisible();
  }
  await expect(room).toContainText(kitchen.card.budget);
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(0);
});
