import { expect, test } from "@playwright/test";
import { MAX_TITLE_LENGTH } from "@/lib/seo/metadata";
import { expectNoAxeViolations } from "./support/axe";
import { canonicalHref, jsonLdTypes, metaContent, titleText } from "./support/html";
import {
  expectedJsonLdTypes,
  routePaths,
  sampledSpanishPaths,
  spanishRoutePaths,
} from "./support/routes";
import { defaultSiteFacts } from "@/business/site-facts";

const { business } = defaultSiteFacts;

test("every route in both editions answers 200 with an h1, a unique title naming the business and description, its canonical and its JSON-LD", async ({
  request,
  baseURL,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of [...routePaths, ...spanishRoutePaths]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, `${path} has an h1`).toMatch(/<h1[\s>]/);
    const title = titleText(html);
    const description = metaContent(html, "name", "description");
    // A title names the business, unless its own words fill the 70 characters a search result
    // shows: then it is whole, without the name, rather than cut (lib/seo/metadata.ts).
    if (!title?.includes(business.name))
      expect(title!.length + ` | ${business.name}`.length, `${path}: ${title}`).toBeGreaterThan(
        MAX_TITLE_LENGTH,
      );
    expect(description?.length, `${path} description`).toBeGreaterThan(50);
    expect(titles.get(title!), `title of ${path} is also used by`).toBeUndefined();
    expect(
      descriptions.get(description!),
      `description of ${path} is also used by`,
    ).toBeUndefined();
    titles.set(title!, path);
    descriptions.set(description!, path);
    expect(canonicalHref(html), path).toBe(path === "/" ? baseURL : `${baseURL}${path}`);
    expect(jsonLdTypes(html), path).toEqual(expect.arrayContaining(expectedJsonLdTypes(path)));
  }
});

// One load per route, checked at a desktop's width and then a phone's: the call bar shows below
// 768 px and can cover a first-screen control, as Lighthouse sees it. One Spanish page of each
// kind: the editions share their templates.
for (const path of [...routePaths, ...sampledSpanishPaths]) {
  test(`axe finds no violations on ${path}, at 1280 px and at 412 px`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await expectNoAxeViolations(page);
  });
}

test.describe("on a phone", () => {
  // Without scripts the page is the server's HTML as it first paints: the preloads in its head.
  test.use({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });

  test("no route fetches ahead of its text a picture the first screen does not show", async ({
    page,
  }) => {
    for (const path of [...routePaths, ...sampledSpanishPaths]) {
      await page.goto(path);
      const preloadedBelowTheFold = await page.evaluate(() => {
        const preloads = [
          ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
        ].filter((link) => !link.media || window.matchMedia(link.media).matches);
        return preloads
          .filter((link) => {
            const image = [...document.images].find(
              (img) =>
                (link.imageSrcset && img.getAttribute("srcset") === link.imageSrcset) ||
                (!link.imageSrcset && img.getAttribute("src") === link.getAttribute("href")),
            );
            return !image || image.getBoundingClientRect().top >= window.innerHeight;
          })
          .map((link) => link.imageSrcset || link.href);
      });
      expect(preloadedBelowTheFold, path).toEqual([]);
    }
  });
});
