import { expect, test } from "@playwright/test";

test("the FAQ opens one answer at a time, and a click on the open question closes it", async ({
  page,
}) => {
  await page.goto("/faq");
  for (const title of [
    "Finding the Right Contractor",
    "Remodeling Costs & Estimates",
    "Project Timeline & Process",
    "Warranty & Post-Project Support",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.locator("section#warranty")).toBeVisible();

  const questions = page.locator("h3 > button[aria-expanded]");
  expect(await questions.count()).toBeGreaterThanOrEqual(16);
  const first = questions.nth(0);
  const later = questions.nth(9);

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const firstPanel = page.locator(`#${await first.getAttribute("aria-controls")}`);
  await expect(firstPanel).toBeVisible();

  await later.click();
  await expect(later).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstPanel).toBeHidden();
  await expect(page.locator('h3 > button[aria-expanded="true"]')).toHaveCount(1);

  await later.click();
  await expect(later).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator('h3 > button[aria-expanded="true"]')).toHaveCount(0);
});

test("the footer's Warranty Info link lands on the warranty answers", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Warranty Info" }).click();
  await expect(page).toHaveURL(/\/faq#warranty$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Warranty & Post-Project Support" }),
  ).toBeInViewport();
});
