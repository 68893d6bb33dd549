import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { titleText } from "./support/html";
import { startExtraServer } from "./support/next-server";
import { notFoundPaths } from "./support/not-found-paths";
import { defaultSiteFacts } from "@/business/site-facts";
import { notFoundPage } from "@/site/not-found";

const { business } = defaultSiteFacts;

test("an unknown path answers 404 with the not-found page inside the normal layout", async ({
  page,
}) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Oops! Page not found/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner").getByRole("link", { name: /home/i }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("every kind of 404 is titled with the business name, in the browser and in the server HTML", async ({
  page,
  request,
}) => {
  const expected = `Page not found | ${business.name}`;
  for (const path of notFoundPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(titleText(await response.text()), path).toBe(expected);
  }
  await page.goto("/this-page-does-not-exist");
  await expect(page).toHaveTitle(expected);
});

test("every kind of Spanish 404 is the Spanish page, in its language and words", async ({
  request,
}) => {
  const { es } = notFoundPage;
  for (const path of notFoundPaths.map((english) => `/es${english}`)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<html[^>]*\slang="es-US"/);
    expect(titleText(html), path).toBe(`${es.title} | ${business.name}`);
    expect(html, path).toContain(es.heading);
    expect(html, path).not.toContain(notFoundPage.en.heading);
  }
});

test("a nested unknown path is a 404 too", async ({ request }) => {
  const response = await request.get("/services/not-a-service/extra");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});

test("the missing path is logged on the server, not in the visitor's console", async ({ page }) => {
  const server = await startExtraServer({});
  try {
    const consoleMessages: string[] = [];
    page.on("console", (message) => consoleMessages.push(message.text()));
    const response = await page.goto(`${server.url}/no-such-room/at-all`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => server.output()).toContain("404 Not Found: /no-such-room/at-all");
    expect(consoleMessages.filter((text) => text.includes("no-such-room"))).toEqual([]);
  } finally {
    await server.stop();
  }
});
