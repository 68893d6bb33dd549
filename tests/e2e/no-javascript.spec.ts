import { expect, test } from "@playwright/test";
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
