import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { getAllPosts } from "../../src/posts/seed-articles";
import { canonicalHref, jsonLdBlocks, jsonLdTypes, metaContent, titleText } from "./support/html";

/** An ICO file starts with reserved 0, type 1 (icon) and its number of images. */
const icoImages = (bytes: Buffer) =>
  bytes.readUInt16LE(0) === 0 && bytes.readUInt16LE(2) === 1 ? bytes.readUInt16LE(4) : 0;

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  signature: bytes.subarray(0, 8).toString("hex"),
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

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

test("the social preview images of both editions and the web manifest are served", async ({
  request,
}) => {
  for (const path of ["/og/home", "/og/es/home"]) {
    const og = await request.get(path);
    expect(og.status(), path).toBe(200);
    expect(og.headers()["content-type"], path).toContain("image/png");
  }
  expect((await request.get("/og/es/nothing")).status()).toBe(404);
  const manifest = await request.get("/manifest.webmanifest");
  expect((await manifest.json()).name).toBeTruthy();
  expect((await request.get("/icon.svg")).status()).toBe(200);
});

test("/favicon.ico is a real icon with 16, 32 and 48 px images, and the SVG icon stays linked", async ({
  request,
}) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = await favicon.body();
  expect(icoImages(bytes)).toBe(3);
  const sizes = [0, 1, 2].map((index) => bytes.readUInt8(6 + 16 * index));
  expect(sizes).toEqual([16, 32, 48]);
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"/);
  expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"/);
});

test("each article's social image is its own picture of its photo and title, a 1200×630 PNG", async ({
  request,
  baseURL,
}) => {
  const [first, second] = getAllPosts();
  const images: { url: string; bytes: Buffer }[] = [];
  for (const post of [first!, second!]) {
    const html = await (await request.get(post.path)).text();
    const url = metaContent(html, "property", "og:image")!;
    expect(url, post.slug).toMatch(
      new RegExp(`^${baseURL}/og/article/${post.slug}\\?v=[a-z0-9]+$`),
    );
    expect(metaContent(html, "name", "twitter:image"), post.slug).toBe(url);
    const image = await request.get(url);
    expect(image.status(), url).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const bytes = await image.body();
    expect(pngSize(bytes)).toEqual({ signature: "89504e470d0a1a0a", width: 1200, height: 630 });
    // Above the title, the photo: a picture, not the flat brand colour of a card without one.
    // stats() reads its input, so the strip above the title is cut out first.
    const strip = await sharp(bytes)
      .extract({ left: 0, top: 0, width: 1200, height: 200 })
      .toBuffer();
    const top = await sharp(strip).stats();
    expect(Math.max(...top.channels.map((channel) => channel.stdev)), url).toBeGreaterThan(10);
    images.push({ url, bytes });
  }
  expect(images[0]!.url).not.toBe(images[1]!.url);
  expect(images[0]!.bytes.equals(images[1]!.bytes)).toBe(false);
  // An address that is no published article has no picture.
  expect((await request.get("/og/article/no-such-article")).status()).toBe(404);
});

test("a Spanish article's social image shows its Spanish title, apart from the English one", async ({
  request,
  baseURL,
}) => {
  const spanish = getAllPosts("es")[0]!;
  const html = await (await request.get(spanish.path)).text();
  const url = metaContent(html, "property", "og:image")!;
  expect(url).toMatch(new RegExp(`^${baseURL}/og/es/article/${spanish.slug}\\?v=[a-z0-9]+$`));
  expect(metaContent(html, "name", "twitter:image")).toBe(url);
  const image = await request.get(url);
  expect(image.status(), url).toBe(200);
  const bytes = await image.body();
  expect(pngSize(bytes)).toEqual({ signature: "89504e470d0a1a0a", width: 1200, height: 630 });
  const englishHtml = await (await request.get(`/blog/${spanish.slug}`)).text();
  const english = await request.get(metaContent(englishHtml, "property", "og:image")!);
  expect((await english.body()).equals(bytes), "the same picture as the English title's").toBe(
    false,
  );
  expect((await request.get("/og/es/article/no-such-article")).status()).toBe(404);
});
