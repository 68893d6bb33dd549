import { expect, test, type Locator, type Page } from "@playwright/test";
import { getAllPosts } from "../../src/posts/seed-articles";
import { defaultSiteFacts } from "@/business/site-facts";

const phone = { width: 360, height: 740 };
const { business, claimText } = defaultSiteFacts;
const articlePath = `/blog/${getAllPosts()[0]!.slug}`;
/** The home page's height on a phone: about ten screens (issue 28). */
const homeScreensLimit = 10;

const callBar = (page: Page) =>
  page.getByRole("navigation", { name: "Call or ask for an estimate" });

/** Whether the element is shown and lies wholly inside the first screen, without scrolling. */
async function onFirstScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
}

test.describe("on a 360 × 740 phone", () => {
  test.use({ viewport: phone });

  test("the home page's first screen shows what we do, the proof, a picture, a call and an estimate link", async ({
    page,
  }) => {
    await page.goto("/");
    await onFirstScreen(page.getByRole("heading", { level: 1 }));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("remodeling in Dallas");
    const hero = page.locator("section[aria-labelledby='hero-heading']");
    await onFirstScreen(hero.getByText(claimText.rating));
    const picture = hero.locator("img");
    await onFirstScreen(picture);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const bar = callBar(page);
    await onFirstScreen(bar.getByRole("link", { name: `Call ${business.phone.display}` }));
    await expect(bar.getByRole("link", { name: `Call ${business.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    await onFirstScreen(bar.getByRole("link", { name: "Free Estimate" }));
    await expect(bar.getByRole("link", { name: "Free Estimate" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test(`the home page is at most ${homeScreensLimit} screens tall`, async ({ page }) => {
    await page.goto("/");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(homeScreensLimit * phone.height);
  });

  for (const path of ["/services/kitchen-remodeling", articlePath]) {
    test(`the call bar stays on screen while reading ${path}, and never hides the footer`, async ({
      page,
    }) => {
      await page.goto(path);
      const bar = callBar(page);
      for (const share of [0.3, 0.6]) {
        await page.evaluate(
          (part) => window.scrollTo(0, document.documentElement.scrollHeight * part),
          share,
        );
        await expect
          .poll(async () => {
            const box = await bar.boundingBox();
            return box && Math.round(box.y + box.height);
          })
          .toBe(phone.height);
      }
      await expect(
        bar.getByRole("link", { name: `Call ${business.phone.display}` }),
      ).toHaveAttribute("href", `tel:${business.phone.e164}`);
      await expect(bar.getByRole("link", { name: "Free Estimate" })).toBeVisible();

      // At the end of the page the bar sits below the footer, not over its last line.
      const footer = page.locator("body > footer");
      await expect
        .poll(async () => {
          // Again on each try: pictures loading above can still lengthen the page.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const [end, barBox] = [await footer.boundingBox(), await bar.boundingBox()];
          // Within a pixel: the two boxes meet at a fraction of one.
          return end && barBox && end.y + end.height <= barBox.y + 1;
        })
        .toBe(true);
    });
  }

  test("off the home page the call bar rises once the reader scrolls, leaving the first screen's last control uncovered", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    const bar = callBar(page);
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test("the call bar stands aside on the estimate form's page", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(callBar(page)).toBeHidden();
  });

  test("the call bar stands aside while a field has the keyboard, and comes back after", async ({
    page,
  }) => {
    await page.goto("/tools/financing-calculator");
    const bar = callBar(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(bar).toBeVisible();
    await page.getByLabel("Project cost").focus();
    await expect(bar).toBeHidden();
    await page.getByLabel("Project cost").blur();
    await expect(bar).toBeVisible();
  });
});

test("from tablets up the call bar is not shown: the header holds the call and estimate links", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/services/kitchen-remodeling");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(callBar(page)).toBeHidden();
});
