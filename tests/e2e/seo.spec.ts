import { expect, test } from "@playwright/test";
import { canonicalHref, jsonLdBlocks, jsonLdTypes, metaContent, titleText } from "./support/html";

test("the server HTML of / carries title, description, canonical, social tags and JSON-LD", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(titleText(html)).toMatch(/Dallas Remodeling Contractor/);
  expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(100);
  expect(canonicalHref(html)).toBe(`${baseURL}`);
  expect(metaContent(html, "name", "robots")).toBe("index, follow");
  expect(metaContent(html, "property", "og:title")).toBeTruthy();
  expect(metaContent(html, "property", "og:image")).toMatch(/\/og\/home$/);
  expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
  expect(jsonLdTypes(html)).toEqual(
    expect.arrayContaining(["HomeAndConstructionBusiness", "WebSite"]),
  );
  const business = jsonLdBlocks(html).find(
    (b) => (b as { "@type": string })["@type"] === "HomeAndConstructionBusiness",
  ) as Record<string, unknown>;
  expect(business.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 127 });
});

test("robots.txt names the sitemap and keeps /admin out", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toMatch(/Disallow: \/admin/);
});

test("the social preview image and the web manifest are served", async ({ request }) => {
  const og = await request.get("/og/home");
  expect(og.status()).toBe(200);
  expect(og.headers()["content-type"]).toContain("image/png");
  const manifest = await request.get("/manifest.webmanifest");
  expect((await manifest.json()).name).toBeTruthy();
  expect((await request.get("/icon.svg")).status()).toBe(200);
});
