import { expect, test, type Locator } from "@playwright/test";
import { getAllPosts } from "../../src/posts/seed-articles";
import { expectNoAxeViolations } from "./support/axe";
import { jsonLdBlocks } from "./support/html";
import { defaultSiteFacts } from "@/business/site-facts";

const { business } = defaultSiteFacts;

const posts = getAllPosts();

/** What the spec states for articles 3-5; articles 1-2 are checked against their front matter. */
const spec: Record<string, { category: string; date: string; readTime: string; cta: string[] }> = {
  "eco-friendly-home-remodeling-in-dallas-what-you-need-to-know": {
    category: "Sustainable Living",
    date: "January 5, 2025",
    readTime: "7 min read",
    cta: ["View Eco Services", "/services/outdoor-living"],
  },
  "small-bathroom-remodel-ideas-that-dont-blow-your-budget": {
    category: "Design Ideas",
    date: "December 28, 2024",
    readTime: "5 min read",
    cta: ["View Bathroom Services", "/services/bathroom-remodeling"],
  },
  "who-is-the-best-remodeling-contractor-near-me-heres-how-to-tell": {
    category: "Contractor Tips",
    date: "December 20, 2024",
    readTime: "9 min read",
    cta: ["See Our Credentials", "/faq"],
  },
};

const countOf = async (tile: Locator) =>
  Number((await tile.innerText()).match(/(\d+) articles?/)?.[1] ?? NaN);

test("/resources lists five articles, featured ones first, and topic tiles that filter by count", async ({
  page,
}) => {
  await page.goto("/resources");
  const all = page.getByRole("region", { name: "All articles" }).getByRole("article");
  await expect(all).toHaveCount(5);
  const featured = page.getByRole("region", { name: "Featured guides" }).getByRole("article");
  await expect(featured).toHaveCount(posts.filter((post) => post.featured).length);
  await expect(featured.first()).toBeVisible();

  const topics = ["Cost Guides", "Contractor Tips", "Design Ideas", "Sustainable Living"];
  const tiles = page.getByRole("navigation", { name: "Filter articles by topic" });
  await expect(tiles.getByRole("link", { name: /^All articles/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  let total = 0;
  for (const topic of topics) {
    const tile = tiles.getByRole("link", { name: new RegExp(`^${topic}`) });
    const count = await countOf(tile);
    expect(count, topic).toBeGreaterThan(0);
    total += count;

    await tile.click();
    await expect(tile).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(
      new RegExp(`/resources\\?category=${topic.toLowerCase().replace(/ /g, "-")}$`),
    );
    await expect(all).toHaveCount(count);
    for (const card of await all.all())
      await expect(card).toContainText(topic, { ignoreCase: true });
  }
  expect(total).toBe(5);

  await page.reload();
  await expect(all).toHaveCount(await countOf(tiles.getByRole("link", { name: /^Sustainable/ })));
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/category=design-ideas$/);
  await tiles.getByRole("link", { name: /^All articles/ }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(all).toHaveCount(5);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a shared /resources link with a category opens filtered (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/resources?category=contractor-tips");
    const all = page.getByRole("region", { name: "All articles" }).getByRole("article");
    const tiles = page.getByRole("navigation", { name: "Filter articles by topic" });
    await expect(all).toHaveCount(2);
    await expect(tiles.getByRole("link", { name: /^Contractor Tips/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await tiles.getByRole("link", { name: /^All articles/ }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(all).toHaveCount(5);
    await context.close();
  });
}

for (const post of posts) {
  test(`article ${post.slug} shows its Back to Resources link, badge, date, read time, author, sections and calls to action`, async ({
    page,
  }) => {
    const expected = spec[post.slug];
    await page.goto(post.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);

    // The back link and the breadcrumb name the same page.
    const back = page.getByRole("link", { name: "Back to Resources" });
    await expect(back).toHaveAttribute("href", "/resources");
    await expect(
      page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "Resources", exact: true }),
    ).toHaveAttribute("href", "/resources");

    const header = page.getByRole("article").locator("header").first();
    await expect(header.getByRole("link", { name: post.category, exact: true })).toBeVisible();
    if (expected) {
      expect(post.category).toBe(expected.category);
      await expect(header.locator("time").first()).toHaveText(expected.date);
      await expect(header).toContainText(expected.readTime);
    }
    await expect(header.locator("time").first()).toHaveAttribute("datetime", post.date);
    await expect(header).toContainText(post.readTime);
    await expect(header).toContainText(business.editorialAuthor);
    await expect(page.getByRole("article").getByRole("img").first()).toBeVisible();

    // Every section heading carries a "#" link to itself.
    const sections = page.getByRole("article").getByRole("heading", { level: 2 });
    expect(await sections.count()).toBeGreaterThanOrEqual(4);
    const firstId = await sections.first().getAttribute("id");
    expect(firstId).toBeTruthy();
    await expect(page.getByRole("article").locator(`a[href="#${firstId}"]`)).toHaveText(/#/);

    const cta = page.getByRole("region", { name: "Ready to talk about your project?" });
    await expect(cta.getByRole("link", { name: `Call ${business.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    );
    const [label, href] = expected?.cta ?? [post.cta.label, post.cta.href];
    await expect(cta.getByRole("link", { name: label })).toHaveAttribute("href", href!);

    const related = page.getByRole("region", { name: "Related articles" }).getByRole("article");
    await expect(related).toHaveCount(3);
    await expect(related.first()).not.toContainText(post.title);
  });
}

test("the small-bathroom article shows before and after pictures", async ({ page }) => {
  await page.goto("/blog/small-bathroom-remodel-ideas-that-dont-blow-your-budget");
  const figures = page.getByRole("article").locator("figure");
  await expect(figures).toHaveCount(2);
  await expect(figures.nth(0)).toContainText(/before/i);
  await expect(figures.nth(1)).toContainText(/after/i);
  for (const figure of await figures.all()) {
    await expect(figure.getByRole("img")).toBeVisible();
    expect(await figure.getByRole("img").getAttribute("alt")).toBeTruthy();
  }
});

test("article pages carry BlogPosting markup that matches the page", async ({
  request,
  baseURL,
}) => {
  for (const post of posts) {
    const html = await (await request.get(post.path)).text();
    const blogPosting = jsonLdBlocks(html).find(
      (block) => (block as { "@type"?: string })["@type"] === "BlogPosting",
    ) as Record<string, unknown> | undefined;
    expect(blogPosting, post.slug).toMatchObject({
      headline: post.title,
      description: post.excerpt,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      url: `${baseURL}${post.path}`,
      author: { name: business.editorialAuthor },
    });
    // The article's main photo, as the admin serves it.
    const image = String(blogPosting?.image);
    expect(image).toMatch(new RegExp(`^${baseURL}/api/media/file/[^/]+\\.webp$`));
    expect((await request.get(image)).headers()["content-type"]).toBe("image/webp");
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toContain(`<meta property="article:published_time" content="${post.date}`);
  }
});

test("the RSS feed parses as RSS 2.0 with the five articles and every page links to it", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();

  await page.goto("/");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? "";
    const channel = doc.querySelector("rss > channel");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channel: channel ? { title: text(channel, "title"), link: text(channel, "link") } : null,
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
        description: text(item, "description"),
      })),
    };
  }, xml);

  expect(feed.error).toBeNull();
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channel?.title).toBeTruthy();
  expect(feed.channel?.link).toBe(`${baseURL}/resources`);
  expect(feed.items).toHaveLength(5);
  for (const post of posts) {
    const item = feed.items.find((i) => i.link === `${baseURL}${post.path}`);
    expect(item, post.slug).toMatchObject({ title: post.title, guid: `${baseURL}${post.path}` });
    expect(Number.isNaN(Date.parse(item!.pubDate)), item!.pubDate).toBe(false);
    expect(item!.description.length).toBeGreaterThan(50);
  }

  for (const path of ["/", "/resources", posts[0]!.path, "/faq"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/rss\\+xml"[^>]*href="${baseURL}/rss.xml"`,
      ),
    );
  }
});

test("the sitemap lists /resources and every article", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/resources", ...posts.map((post) => post.path)])
    expect(sitemap, path).toContain(`<loc>${baseURL}${path}</loc>`);
});
