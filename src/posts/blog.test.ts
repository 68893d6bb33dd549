import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  blogCategories,
  blogCopy,
  blogCopyIn,
  categoryName,
  postsListing,
  countWords,
  frontMatterSchema,
  parseArticle,
  readTimeFor,
  readTimeIn,
  relatedPosts,
  WORDS_PER_MINUTE,
} from "./blog";
import { getAllPosts, getPost } from "./seed-articles";
import { slugify } from "@/lib/routing/page-address";
import { fillPlaceholders } from "@/business/placeholders";
import { timelineText } from "@/business/timelines";
import { defaultSiteFacts } from "@/business/site-facts";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { englishOnlyNote } from "./blog-copy-es";

const { business, claimText } = defaultSiteFacts;

const goodFrontMatter = `title: "A Test Article About Remodeling"
excerpt: "An excerpt long enough to pass the schema, describing what a Dallas homeowner learns here."
date: "2025-02-01"
keywords: [one keyword, another keyword, third keyword]
category: "Design Ideas"
featured: false
heroImage: "blog-eco"
cta:
  label: "View Kitchen Services"
  href: "/services/kitchen-remodeling"`;

const article = (frontMatter: string, body = "Some words for the body.") =>
  `---\n${frontMatter}\n---\n\n${body}\n`;

const TEST_FILE = "a-test-article-about-remodeling.mdx";

describe("slugify", () => {
  it("produces the three slugs the spec gives", () => {
    expect(slugify("Eco-Friendly Home Remodeling in Dallas: What You Need to Know")).toBe(
      "eco-friendly-home-remodeling-in-dallas-what-you-need-to-know",
    );
    expect(slugify("Small Bathroom Remodel Ideas That Don't Blow Your Budget")).toBe(
      "small-bathroom-remodel-ideas-that-dont-blow-your-budget",
    );
    expect(slugify("Who Is the Best Remodeling Contractor Near Me? Here's How to Tell")).toBe(
      "who-is-the-best-remodeling-contractor-near-me-heres-how-to-tell",
    );
  });

  it("drops punctuation", () => {
    expect(slugify("Kitchen Remodel Cost Breakdown: 2025 Guide!")).toBe(
      "kitchen-remodel-cost-breakdown-2025-guide",
    );
    expect(slugify("Tiles, Grout (and Sealer)?")).toBe("tiles-grout-and-sealer");
    expect(slugify("Tips & Tricks")).toBe("tips-tricks");
  });

  it("removes straight and curly apostrophes without splitting the word", () => {
    expect(slugify("Don't Skip the Permit")).toBe("dont-skip-the-permit");
    expect(slugify("Here’s What It Costs")).toBe("heres-what-it-costs");
  });

  it("turns repeated and surrounding spaces into single hyphens", () => {
    expect(slugify("  Small   Bathroom \t Ideas  ")).toBe("small-bathroom-ideas");
    expect(slugify("Before - After")).toBe("before-after");
  });

  it("folds accents", () => {
    expect(slugify("Café Kitchens")).toBe("cafe-kitchens");
  });
});

describe("front matter", () => {
  it("accepts a complete article", () => {
    const post = parseArticle(TEST_FILE, article(goodFrontMatter));
    expect(post.slug).toBe("a-test-article-about-remodeling");
    expect(post.path).toBe("/blog/a-test-article-about-remodeling");
    expect(post.readTime).toBe("1 min read");
    expect(post.dateModified).toBe("2025-02-01");
  });

  it.each([
    ["an unknown category", goodFrontMatter.replace("Design Ideas", "Contractor Selection")],
    ["an unquoted or invalid date", goodFrontMatter.replace('"2025-02-01"', '"January 5, 2025"')],
    ["a missing excerpt", goodFrontMatter.replace(/^excerpt:.*$/m, "")],
    ["an unregistered hero image", goodFrontMatter.replace("blog-eco", "no-such-image")],
    ["an external call-to-action link", goodFrontMatter.replace('"/services', '"https://x.test')],
    ["a misspelled field", goodFrontMatter.replace("featured:", "featurd:")],
    ["a malformed read time", `${goodFrontMatter}\nreadTime: "soon"`],
    ["an update before the date", `${goodFrontMatter}\nupdated: "2024-01-01"`],
  ])("rejects %s", (_, frontMatter) => {
    expect(() => parseArticle(TEST_FILE, article(frontMatter))).toThrow(TEST_FILE);
  });

  it("rejects a file without front matter or named unlike its title", () => {
    expect(() => parseArticle(TEST_FILE, "# Just Markdown")).toThrow(/front matter/);
    expect(() => parseArticle(TEST_FILE, article(`${goodFrontMatter}\ntitle: again`))).toThrow(
      /not valid YAML/,
    );
    expect(() => parseArticle("other-name.mdx", article(goodFrontMatter))).toThrow(
      /a-test-article-about-remodeling\.mdx/,
    );
  });

  it("rejects bodies that would not render as written", () => {
    const bad = [
      "![Photo](/images/x.svg)",
      "![Photo](image:not-registered)",
      "[Elsewhere](https://example.org)",
      "<Callout>Hi</Callout>",
      "# A second h1",
    ];
    for (const body of bad)
      expect(() => parseArticle(TEST_FILE, article(goodFrontMatter, body)), body).toThrow();
  });

  it("exposes the schema for other checks", () => {
    expect(frontMatterSchema.safeParse({ title: "Too short" }).success).toBe(false);
  });
});

describe("placeholders", () => {
  it("fills business facts from the one source", () => {
    expect(
      fillPlaceholders(defaultSiteFacts, "{{years}}, {{rating}}, {{ workmanshipWarranty }}", "t"),
    ).toBe(`${claimText.years}, ${claimText.rating}, ${claimText.workmanshipWarranty}`);
    expect(fillPlaceholders(defaultSiteFacts, "valid for {{estimateValidity}}", "t")).toBe(
      `valid for ${business.estimates.validDays} days`,
    );
    expect(fillPlaceholders(defaultSiteFacts, "{{paymentMethods}}", "t")).toMatch(
      /^cash, check, .+, and /,
    );
    expect(fillPlaceholders(defaultSiteFacts, "{{serviceAreas}}", "t")).toMatch(
      /^Dallas, Plano, .+, and Irving$/,
    );
  });

  it("fills prices and timelines from the service pages", () => {
    expect(
      fillPlaceholders(defaultSiteFacts, "{{price:kitchen-remodeling:essential-refresh}}", "t"),
    ).toMatch(/^\$\d+K-\$\d+K$/);
    expect(fillPlaceholders(defaultSiteFacts, "{{priceSpan:kitchen-remodeling}}", "t")).toMatch(
      /^\$\d+K to \$\d+K\+$/,
    );
    expect(fillPlaceholders(defaultSiteFacts, "{{timeline:bathroom-remodeling}}", "t")).toMatch(
      /weeks$/,
    );
  });

  it("fills timelines by phase from timelines.ts, construction by default", () => {
    expect(fillPlaceholders(defaultSiteFacts, "{{timeline:kitchen-remodeling}}", "t")).toBe(
      timelineText("kitchen-remodeling").construction,
    );
    expect(
      fillPlaceholders(defaultSiteFacts, "{{timeline:whole-home-renovation:total}}", "t"),
    ).toBe("5-9 months");
    expect(fillPlaceholders(defaultSiteFacts, "{{timeline:tiny-homes:permits}}", "t")).toBe(
      timelineText("tiny-homes").permits,
    );
    expect(() =>
      fillPlaceholders(defaultSiteFacts, "{{timeline:tiny-homes:forever}}", "x.mdx"),
    ).toThrow(/forever/);
  });

  it("fails on an unknown or broken placeholder, naming the file", () => {
    expect(() => fillPlaceholders(defaultSiteFacts, "{{yearz}}", "x.mdx")).toThrow(
      /x\.mdx: unknown placeholder/,
    );
    expect(() =>
      fillPlaceholders(defaultSiteFacts, "{{price:kitchen-remodeling:gold}}", "x.mdx"),
    ).toThrow(/gold/);
    expect(() => fillPlaceholders(defaultSiteFacts, "{{timeline:boats}}", "x.mdx")).toThrow(
      /boats/,
    );
    expect(() => fillPlaceholders(defaultSiteFacts, "{{years}", "x.mdx")).toThrow(/unbalanced/);
    expect(() => fillPlaceholders(defaultSiteFacts, "{{toString}}", "x.mdx")).toThrow(
      /unknown placeholder/,
    );
  });

  it("leaves no placeholder unfilled", () => {
    for (const post of getAllPosts()) expect(post.body, post.slug).not.toMatch(/\{\{|\}\}/);
  });

  it("finds no business fact typed by hand in the article files", () => {
    const typed = [
      ...Object.values(claimText),
      `${business.claims.yearsExperience}+`,
      `${business.claims.projectsCompleted}+`,
      `${business.claims.reviewCount} reviews`,
      business.estimates.depositPercent,
      `${business.estimates.validDays} days`,
      `${business.consultation.inHomeMinutes} minute`,
      `${business.consultation.discoveryCallMinutes}-minute`,
      business.phone.display,
      business.email,
    ];
    const dir = join(process.cwd(), "src/posts/articles");
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".mdx"))) {
      const source = readFileSync(join(dir, file), "utf8");
      for (const fact of typed) expect(source.includes(fact), `${file}: "${fact}"`).toBe(false);
    }
  });
});

describe("read time", () => {
  it("counts words a reader reads, not Markdown syntax, link targets or images", () => {
    expect(countWords("## A heading\n\n- one item\n1. two [linked words](/faq)")).toBe(7);
    expect(countWords("![A long caption here](image:blog-eco) Text")).toBe(1);
  });

  it("rounds words at the reading speed to whole minutes, at least one", () => {
    expect(readTimeFor(0)).toBe("1 min read");
    expect(readTimeFor(WORDS_PER_MINUTE * 7)).toBe("7 min read");
    expect(readTimeFor(WORDS_PER_MINUTE * 4.6)).toBe("5 min read");
  });

  it("uses a given read time, else computes one", () => {
    const given = parseArticle(TEST_FILE, article(`${goodFrontMatter}\nreadTime: "12 min read"`));
    expect(given.readTime).toBe("12 min read");
    const words = Array.from({ length: WORDS_PER_MINUTE * 3 }, () => "word").join(" ");
    expect(parseArticle(TEST_FILE, article(goodFrontMatter, words)).readTime).toBe("3 min read");
  });

  it("agrees with the read time each shipped article states", () => {
    for (const post of getAllPosts())
      expect(readTimeFor(post.wordCount), post.slug).toBe(post.readTime);
  });
});

describe("the five articles", () => {
  it("match the spec's dates, categories, read times and calls to action", () => {
    const expected = {
      "eco-friendly-home-remodeling-in-dallas-what-you-need-to-know": {
        category: "Sustainable Living",
        date: "2025-01-05",
        readTime: "7 min read",
        cta: { label: "View Eco Services", href: "/services/outdoor-living" },
      },
      "small-bathroom-remodel-ideas-that-dont-blow-your-budget": {
        category: "Design Ideas",
        date: "2024-12-28",
        readTime: "5 min read",
        cta: { label: "View Bathroom Services", href: "/services/bathroom-remodeling" },
      },
      "who-is-the-best-remodeling-contractor-near-me-heres-how-to-tell": {
        category: "Contractor Tips",
        date: "2024-12-20",
        readTime: "9 min read",
        cta: { label: "See Our Credentials", href: "/faq" },
      },
    };
    for (const [slug, fields] of Object.entries(expected))
      expect(getPost(slug), slug).toMatchObject(fields);
  });

  it("are five long-form articles, newest first", () => {
    const posts = getAllPosts();
    expect(posts).toHaveLength(5);
    for (const post of posts) expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(900);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("count every category, and relate same-category articles first", () => {
    const [all, ...tiles] = postsListing(undefined, getAllPosts()).links;
    expect(tiles.map((tile) => tile.label)).toEqual([...blogCategories]);
    expect(all?.detail).toBe("5 articles");
    const counts = tiles.map((tile) => Number(tile.detail?.match(/^\d+/)?.[0]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(5);
    const best = getPost("who-is-the-best-remodeling-contractor-near-me-heres-how-to-tell")!;
    const related = relatedPosts(best, getAllPosts());
    expect(related).toHaveLength(3);
    expect(related[0]?.category).toBe("Contractor Tips");
    expect(related.map((p) => p.slug)).not.toContain(best.slug);
  });
});

describe("the Spanish edition's articles", () => {
  const english = getAllPosts("en");
  const spanish = getAllPosts("es");
  const placeholdersOf = (text: string) => [...text.matchAll(/\{\{[^}]*\}\}/g)].map(String).sort();
  const twinOf = (slug: string) => english.find((post) => post.slug === slug)!;

  it("has every English article, under the same slug, at /es/blog/<slug>", () => {
    expect(spanish.map((post) => post.slug).sort()).toEqual(
      english.map((post) => post.slug).sort(),
    );
    for (const post of spanish) expect(post.path).toBe(`/es/blog/${post.slug}`);
  });

  it("keeps each twin's date, category, photo and link target, in the Spanish edition", () => {
    for (const post of spanish) {
      const twin = twinOf(post.slug);
      expect([post.date, post.category, post.heroImage, post.featured]).toEqual([
        twin.date,
        twin.category,
        twin.heroImage,
        twin.featured,
      ]);
      expect(post.cta.href).toBe(`/es${twin.cta.href}`);
      expect(post.title).not.toBe(twin.title);
    }
  });

  it("is full length, quotes the same facts and links only to Spanish pages", () => {
    for (const post of spanish) {
      const twin = twinOf(post.slug);
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(twin.wordCount);
      expect(placeholdersOf(post.source), post.slug).toEqual(placeholdersOf(twin.source));
      for (const [, target] of post.body.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]*)/g))
        expect(target, post.slug).toMatch(/^\/es(\/|$|#)|^#/);
      expect(post.readTime).toMatch(/^\d+ min de lectura$/);
    }
  });
});

describe("the Spanish edition's fixed words", () => {
  const spanish = blogCopyIn.es;
  const copyText = (copy: typeof spanish) => ({
    ...copy,
    feedDescription: copy.feedDescription(business.name),
  });

  it("has a Spanish string for every English one, none the same and none in English", () => {
    expect(blogCopyIn.en).toBe(blogCopy);
    const places = (copy: typeof spanish) =>
      stringsIn(copyText(copy))
        .map(({ at }) => at)
        .sort();
    expect(places(spanish)).toEqual(places(blogCopy));
    const english = new Map(stringsIn(copyText(blogCopy)).map(({ at, text }) => [at, text]));
    expect(stringsIn(copyText(spanish)).filter(({ at, text }) => english.get(at) === text)).toEqual(
      [],
    );
    expect(englishLeftovers(copyText(spanish))).toEqual([]);
    expect(englishLeftovers({ englishOnlyNote })).toEqual([]);
  });

  it("names every topic in Spanish, each its own name", () => {
    const names = blogCategories.map((category) => categoryName(category, "es"));
    expect(new Set(names).size).toBe(blogCategories.length);
    expect(englishLeftovers(names)).toEqual([]);
    for (const category of blogCategories) {
      expect(categoryName(category)).toBe(category);
      expect(categoryName(category, "es")).not.toBe(category);
    }
  });

  it("fits the list's title with the company name in 70 characters", () => {
    expect(`${spanish.metaTitle} | ${business.name}`.length).toBeLessThanOrEqual(70);
    expect(spanish.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it("filters the Spanish list at /es/resources, by the same topic values, in Spanish words", () => {
    const posts = getAllPosts("es");
    const listing = postsListing(undefined, posts, "es");
    const [all, ...tiles] = listing.links;
    expect(all).toMatchObject({ href: "/es/resources", label: "Todos los artículos" });
    expect(all?.detail).toBe("5 artículos");
    expect(tiles.map((tile) => tile.href)).toEqual(
      postsListing(undefined, getAllPosts())
        .links.slice(1)
        .map((tile) => `/es${tile.href}`),
    );
    expect(tiles.map((tile) => tile.label)).toEqual(
      blogCategories.map((category) => categoryName(category, "es")),
    );
    expect(listing.status).toBe("Se muestran 5 artículos");

    const costs = postsListing("cost-guides", posts, "es");
    expect(costs.visible.every((post) => post.category === "Cost Guides")).toBe(true);
    expect(costs.status).toBe(
      `${costs.visible.length === 1 ? "Se muestra 1 artículo" : `Se muestran ${costs.visible.length} artículos`} de Guías de costos`,
    );
  });

  it("leaves the English list as it was", () => {
    const listing = postsListing("cost-guides", getAllPosts());
    expect(listing.links[0]?.href).toBe("/resources");
    expect(listing.status).toMatch(/^Showing \d+ articles? in Cost Guides$/);
  });

  it("counts the read time in Spanish words", () => {
    expect(readTimeFor(WORDS_PER_MINUTE * 7, "es")).toBe("7 min de lectura");
    expect(readTimeIn("9 min read", "es")).toBe("9 min de lectura");
  });

  it("gives every Spanish article its English twin's read time, not its own word count", () => {
    const minutes = (readTime: string) => Number(/^\d+/.exec(readTime)?.[0]);
    const english = new Map(getAllPosts("en").map((post) => [post.slug, post.readTime]));
    for (const post of getAllPosts("es")) {
      expect(post.readTime, post.slug).toMatch(/^\d+ min de lectura$/);
      expect(minutes(post.readTime), post.slug).toBe(minutes(english.get(post.slug) ?? ""));
    }
  });

  it('signs an article "Por el equipo editorial de …"', () => {
    expect(spanish.byline(business.name)).toBe(`Por el equipo editorial de ${business.name}`);
    expect(blogCopy.byline(business.name)).toBe(`By ${business.name} Editorial Team`);
  });
});
