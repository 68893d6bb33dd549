import { expect, test, type Locator, type Page } from "@playwright/test";
import { englishWordsIn, namesIn } from "@/lib/i18n/english-leftovers";
import { serviceSlugs } from "@/business/facts";
import { defaultServicePackages } from "@/business/packages";
import { spanishPackageText } from "@/services/packages-es";
import { localePath, withoutLocale } from "@/lib/i18n/locale";
import { headingsAndControls, hreflangLinks, visibleText } from "./support/html";
import { sitemapUrls } from "./support/routes";

/**
 * The English page's headings, buttons and links that are sentences of English (names, prices
 * and the business's own words are the same in both editions, so they are left out).
 */
const englishPhrases = (html: string) =>
  headingsAndControls(html).filter((text) => text.includes(" ") && englishWordsIn(text).length > 0);

/** The seed's English package names that are not also its Spanish ones ("Premium" is both). */
const englishPackageNames = serviceSlugs.flatMap((slug) => {
  const spanish = new Set(spanishPackageText[slug].map((pkg) => pkg.name));
  return defaultServicePackages[slug].map((pkg) => pkg.name).filter((name) => !spanish.has(name));
});

/** The header's language switch as the server writes it: a link to the twin in its language. */
const switchTo = (path: string, lang: string) =>
  new RegExp(`<a href="${path}" hreflang="${lang}" lang="${lang}"`, "i");

test("every Spanish page of the sitemap answers in Spanish, twinned with its English page", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const urls = sitemapUrls(await (await request.get("/sitemap.xml")).text());
  const spanish = urls.filter((url) => new URL(url).pathname.startsWith("/es"));
  expect(spanish.length).toBeGreaterThan(30);
  const problems: string[] = [];
  for (const url of spanish) {
    const path = new URL(url).pathname;
    const response = await request.get(path);
    if (response.status() !== 200) {
      problems.push(`${path} answered ${response.status()}`);
      continue;
    }
    const html = await response.text();
    if (!/<html[^>]*\slang="es-US"/.test(html)) problems.push(`${path} is not lang="es-US"`);

    const englishPath = withoutLocale(path);
    const englishHtml = await (await request.get(englishPath)).text();
    const twins = { "en-US": `${origin}${englishPath === "/" ? "" : englishPath}` };
    const spanishLinks = hreflangLinks(html);
    const englishLinks = hreflangLinks(englishHtml);
    const here = `${origin}${path}`;
    if (spanishLinks["es-US"] !== here) problems.push(`${path} names ${spanishLinks["es-US"]}`);
    if (englishLinks["es-US"] !== here)
      problems.push(`${englishPath} points its es-US twin at ${englishLinks["es-US"]}`);
    for (const links of [spanishLinks, englishLinks]) {
      const english = links["en-US"]?.replace(/\/$/, "");
      if (english !== twins["en-US"] || links["x-default"] !== links["en-US"])
        problems.push(`${path}'s English twin is ${JSON.stringify(links)}`);
    }

    // The switch is a link in the server's page, so it leads to the twin without JavaScript.
    if (!switchTo(englishPath, "en-US").test(html))
      problems.push(`${path}'s language switch does not lead to ${englishPath}`);
    if (!switchTo(path, "es-US").test(englishHtml))
      problems.push(`${englishPath}'s language switch does not lead to ${path}`);

    // In the cards, the structured data's offers and the articles alike.
    for (const name of namesIn(html, englishPackageNames))
      problems.push(`${path} names the "${name}" package in English`);

    const text = visibleText(html);
    for (const phrase of englishPhrases(englishHtml))
      if (text.includes(phrase)) problems.push(`${path} says "${phrase}" in English`);
    // What a screen reader reads of its pictures, in Spanish too.
    for (const [, alt] of html.matchAll(/<img\b[^>]*\salt="([^"]+)"/g))
      if (englishWordsIn(alt!).length)
        problems.push(`${path} describes a picture in English: ${alt}`);
  }
  expect(problems).toEqual([]);
});

test("the language switch leads to the same page in the other language and back", async ({
  page,
}) => {
  await page.goto("/services/kitchen-remodeling");
  await page.getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/services\/kitchen-remodeling$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/services\/kitchen-remodeling$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test("after a list is filtered in place, the switch still leads to the list in the other language", async ({
  page,
}) => {
  await page.goto("/es/resources");
  const filter = page.locator('a[href="/es/resources?category=cost-guides"]');
  await filter.click();
  await expect(page).toHaveURL(/\/es\/resources\?category=cost-guides$/);
  await expect(filter).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/resources$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test("a page that does not exist offers the other edition's home, not a missing twin", async ({
  request,
}) => {
  const english = await request.get("/no-such-page");
  expect(english.status()).toBe(404);
  expect(await english.text()).toMatch(switchTo("/es", "es-US"));
  const spanish = await request.get("/es/no-such-page");
  expect(spanish.status()).toBe(404);
  expect(await spanish.text()).toMatch(switchTo("/", "en-US"));
});

test("a Spanish browser asking for an English page gets the English page, not a redirect", async ({
  request,
}) => {
  for (const path of ["/", "/faq"]) {
    const response = await request.get(path, {
      headers: { "Accept-Language": "es-MX,es;q=0.9" },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toMatch(/<html[^>]*\slang="en-US"/);
  }
  const spanish = await request.get(localePath("es", "/faq"), {
    headers: { "Accept-Language": "en-US" },
    maxRedirects: 0,
  });
  expect(spanish.status()).toBe(200);
  expect(await spanish.text()).toMatch(/<html[^>]*\slang="es-US"/);
});

type Box = { x: number; y: number; width: number; height: number };

/** The area two boxes share, in px²: 0 when they do not touch. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The offer takes a place of its own: on a phone and on a desktop it covers neither the page's
 * heading nor the first paragraph of its main content.
 */
async function expectOfferBesideTheStart(page: Page, path: string, offer: Locator) {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(offer).toBeVisible();
    const offerBox = (await offer.boundingBox())!;
    const start = {
      heading: page.getByRole("heading", { level: 1 }),
      "first paragraph": page.locator("main p:visible").first(),
    };
    for (const [name, part] of Object.entries(start)) {
      const where = `${path} at ${viewport.width} × ${viewport.height}: the offer over the ${name} (px²)`;
      expect(overlap(offerBox, (await part.boundingBox())!), where).toBe(0);
    }
  }
}

test.describe("a browser that reads Spanish first", () => {
  test.use({ locale: "es-MX" });

  test("is offered the Spanish page on an English one, and not again once it says no", async ({
    page,
  }) => {
    await page.goto("/faq");
    const offer = page.getByRole("complementary", { name: "¿Prefiere leer en español?" });
    await expect(offer.getByRole("link", { name: "Vea esta página en español" })).toHaveAttribute(
      "href",
      "/es/faq",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await offer.getByRole("button", { name: "Cerrar" }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    // Once the page's scripts have run (the menu's state is set by them), the offer stays away.
    await expect(page.locator("#mobile-menu-toggle")).toHaveAttribute("aria-expanded", "false");
    await expect(offer).toHaveCount(0);
  });

  test("sees the offer above an English page's heading and first paragraph, never over them", async ({
    page,
  }) => {
    const offer = page.getByRole("complementary", { name: "¿Prefiere leer en español?" });
    for (const path of ["/", "/faq"]) await expectOfferBesideTheStart(page, path, offer);
  });
});

test.describe("a browser that reads English first", () => {
  test.use({ locale: "en-US" });

  test("sees the offer above a Spanish page's heading and first paragraph, never over them", async ({
    page,
  }) => {
    const offer = page.getByRole("complementary", { name: "Prefer to read in English?" });
    for (const path of ["/es", "/es/faq"]) await expectOfferBesideTheStart(page, path, offer);
    await expect(offer.getByRole("link", { name: "See this page in English" })).toHaveAttribute(
      "href",
      "/faq",
    );
  });
});
