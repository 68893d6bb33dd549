import { expect, test } from "@playwright/test";
import { notFoundPaths } from "./support/not-found-paths";
import { routePaths, sampledSpanishPaths } from "./support/routes";

// WCAG 1.4.10: content reflows at 320 CSS px with no horizontal scrolling.
test.use({ viewport: { width: 320, height: 640 } });

for (const path of [...routePaths, ...sampledSpanishPaths, notFoundPaths[0]]) {
  test(`${path} has no horizontal scroll at 320 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { scrollWidth: document.documentElement.scrollWidth, width, wide };
    });
    expect(overflow.scrollWidth, `wider than the viewport: ${overflow.wide.join(", ")}`).toBe(
      overflow.width,
    );
  });
}
