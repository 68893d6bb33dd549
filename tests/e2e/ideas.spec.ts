import { expect, test } from "@playwright/test";

test("the idea badges filter the cards, keep ?category= in the URL and survive a reload", async ({
  page,
}) => {
  await page.goto("/ideas");
  const cards = page.getByRole("region", { name: "Ideas" }).getByRole("article");
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Explore All Ideas" })).toHaveCount(0);

  await page.getByRole("button", { name: "Full Home" }).click();
  await expect(page).toHaveURL(/\/ideas\?category=full-home$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Full Home");

  await page.reload();
  await expect(page.getByRole("button", { name: "Full Home" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cards).toHaveCount(1);

  await page.getByRole("button", { name: "Tiny Home" }).click();
  await expect(page).toHaveURL(/category=tiny-home$/);
  await expect(cards.first()).toContainText("Tiny Home");
  await page.goBack();
  await expect(cards.first()).toContainText("Full Home");

  await page.getByRole("button", { name: "All" }).click();
  await expect(page).toHaveURL(/\/ideas$/);
  await expect(cards).toHaveCount(6);
});

test("a shared link with a category opens filtered", async ({ page }) => {
  await page.goto("/ideas?category=kitchen");
  await expect(page.getByRole("region", { name: "Ideas" }).getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Kitchen" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
