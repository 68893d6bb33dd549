import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

const sectionIds = ["services", "process", "projects", "reviews", "about"];

async function distanceFromTop(page: Page, id: string) {
  return page.evaluate(
    (sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top,
    id,
  );
}

/** Waits for the smooth scroll to come to rest 80 px (±2) below the top, and stay there. */
async function expectSettledAt80(page: Page, id: string) {
  await expect
    .poll(async () => Math.abs((await distanceFromTop(page, id)) - 80), { timeout: 5000 })
    .toBeLessThanOrEqual(2);
  await page.waitForTimeout(300);
  expect(Math.abs((await distanceFromTop(page, id)) - 80)).toBeLessThanOrEqual(2);
}

test("the home page shows every section a homeowner expects", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const id of sectionIds) {
    await expect(page.locator(`section#${id}`)).toBeVisible();
  }
  await expect(page.locator("#services").getByRole("link", { name: /Learn More/ })).toHaveCount(6);
  await expect(page.locator("#process ol > li")).toHaveCount(5);
  await expect(page.locator("#about")).toContainText("46+");
  await expect(page.locator("#about")).toContainText("1-year workmanship warranty");
  await expect(page.locator("#about")).toContainText("registered and insured");
  await expect(page.getByRole("link", { name: "Get Free Estimate" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
});

/** The about section's figures as a screen reader reads them: each term, then its value. */
const aboutFigures = (page: Page) =>
  page
    .locator("#about dl > div")
    .evaluateAll((pairs) =>
      pairs.map((pair) => [
        pair.querySelector("dt")?.textContent,
        pair.querySelector("dd")?.textContent,
      ]),
    );

test("the about section's figures name each figure first, then give it, in both editions", async ({
  page,
}) => {
  await page.goto("/");
  // Term and value had been swapped on the last one: "& insured: Registered".
  expect(await aboutFigures(page)).toEqual([
    ["Years of experience", expect.stringMatching(/^\d+\+$/)],
    ["Projects completed", expect.stringMatching(/^\d+\+$/)],
    ["Workmanship warranty", expect.stringMatching(/^\d+-year$/)],
    ["Contractor status", "Registered & insured"],
  ]);
  await page.goto("/es");
  expect(await aboutFigures(page)).toEqual([
    ["Años de experiencia", expect.stringMatching(/^Más de \d+$/)],
    ["Proyectos terminados", expect.stringMatching(/^Más de \d+$/)],
    ["Garantía de mano de obra", expect.stringMatching(/^\d+ años?$/)],
    ["Estatus de contratista", "Registrados y asegurados"],
  ]);
});

test("a header anchor on the home page scrolls the section to 80 px below the top and updates the hash", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Our Process" })
    .click();
  await expect(page).toHaveURL(/\/#process$/);
  await expectSettledAt80(page, "process");
});

test("an anchor from another page lands on /#reviews at the same offset", async ({ page }) => {
  await page.goto("/faq");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Reviews" })
    .click();
  await expect(page).toHaveURL(/\/#reviews$/);
  await expectSettledAt80(page, "reviews");
});

test.describe("reviews carousel", () => {
  const dot = (page: Page, n: number) =>
    page.getByRole("button", { name: `Review ${n}`, exact: true });
  const leave = async (page: Page) => {
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };

  test("advances every 6 seconds, wraps, follows dots and stops when paused", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const count = await page.locator('#reviews [aria-roledescription="slide"]').count();
    expect(count).toBeGreaterThan(2);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("group", { name: `Review 1 of ${count}` })).toBeVisible();

    await page.clock.runFor(6000);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("group", { name: `Review 2 of ${count}` })).toBeVisible();
    await expect(page.getByRole("group", { name: `Review 1 of ${count}` })).toBeHidden();

    await dot(page, count).click();
    await expect(page.getByRole("group", { name: `Review ${count} of ${count}` })).toBeVisible();
    await leave(page);
    await page.clock.runFor(6000);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");

    await page.getByRole("button", { name: "Pause review rotation" }).click();
    await leave(page);
    await page.clock.runFor(20000);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Play review rotation" }).click();
    await leave(page);
    await page.clock.runFor(6000);
    await expect(dot(page, 2)).toHaveAttribute("aria-current", "true");
  });

  test("dots are at least 24 by 24 px and nothing moves under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const box = await dot(page, 1).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await page.clock.runFor(13000);
    await expect(dot(page, 1)).toHaveAttribute("aria-current", "true");
  });
});

test("no request leaves the site's own origin while the home page loads", async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      foreign.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(foreign).toEqual([]);
});

test("axe finds no violations on the home page", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
});
