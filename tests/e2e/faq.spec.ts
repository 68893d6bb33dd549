import { expect, test } from "@playwright/test";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

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

      const entries = page.locator("details");
      expect(await entries.count()).toBeGreaterThanOrEqual(16);
      const first = entries.nth(0);
      const later = entries.nth(9);
      const firstAnswer = first.locator("p");
      const laterAnswer = later.locator("p");
      await expect(firstAnswer).toBeHidden();

      await first.locator("summary").click();
      await expect(first).toHaveAttribute("open", "");
      await expect(firstAnswer).toBeVisible();

      await later.locator("summary").click();
      await expect(laterAnswer).toBeVisible();
      await expect(firstAnswer).toBeHidden();
      await expect(page.locator("details[open]")).toHaveCount(1);

      await later.locator("summary").click();
      await expect(laterAnswer).toBeHidden();
      await expect(page.locator("details[open]")).toHaveCount(0);
    });
  });
}

test("every FAQ answer is in the server HTML, each question a heading inside its summary", async ({
  request,
}) => {
  const html = await (await request.get("/faq")).text();
  const summaries = html.match(/<summary[^>]*><h3[^>]*>[^<]+<\/h3>/g) ?? [];
  const answers = html.match(/<\/summary><p[^>]*>[^<]{100,}<\/p><\/details>/g) ?? [];
  expect(summaries.length).toBeGreaterThanOrEqual(16);
  expect(answers).toHaveLength(summaries.length);
});

test("the footer's Warranty Info link lands on the warranty answers", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Warranty Info" }).click();
  await expect(page).toHaveURL(/\/faq#warranty$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Warranty & Post-Project Support" }),
  ).toBeInViewport();
});
