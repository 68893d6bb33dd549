import { categoryListing } from "@/lib/routing/category-listing";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { pageAddressRule, slugify } from "@/lib/routing/page-address";
import { fillPlaceholders, defaultSiteFactsIn } from "@/business";
import { localePath, type Locale, type Localized } from "@/lib/i18n/locale";
import { getImage, imageIds, type Photo } from "@/photos";
import { blogCategoryNamesEs, blogCopyEs, spanishListStatus } from "./blog-copy-es";
import { blogCategories, type BlogCategory, type BlogCopy } from "./blog-copy-schema";

export { blogCategories, type BlogCategory } from "./blog-copy-schema";

/*
 * The blog. The owner writes and publishes articles in the admin (collection `posts`); a fresh
 * install starts with the five articles below: Markdown with YAML front matter in
 * src/posts/articles/*.mdx, checked here and copied into the admin once (seed.ts).
 * Articles quote business facts, prices and timelines as {{placeholders}}, filled when a page is
 * rendered, so a price changed once is right in every article.
 * A fresh install's articles are read from disk by ./seed-articles.
 */

/** Image references in article bodies: `![caption](image:<registry id>)`. */
export const IMAGE_SCHEME = "image:";

const isoDate = z.iso.date({ error: "dates are quoted YYYY-MM-DD strings" });

/** The rules an article follows, with messages an owner understands: the admin checks with them too. */
export const postRules = {
  title: z
    .string()
    .trim()
    .min(10, "Write a title of at least 10 characters.")
    .max(90, "Keep the title under 90 characters."),
  excerpt: z
    .string()
    .trim()
    .min(60, "Write at least 60 characters: it shows on the article's card and in search results.")
    .max(300, "Keep the summary under 300 characters."),
  slug: pageAddressRule("kitchen-remodel-costs", 100),
  ctaHref: z
    .string()
    .regex(/^\/[a-z0-9\-/]*$/, "Link to a page of this site, such as /contact or /faq."),
} as const;

export const frontMatterSchema = z
  .strictObject({
    title: postRules.title,
    excerpt: postRules.excerpt,
    date: isoDate,
    updated: isoDate.optional(),
    readTime: z
      .string()
      .regex(/^\d+ min read$/, 'readTime looks like "7 min read"')
      .optional(),
    keywords: z.array(z.string().trim().min(2)).min(3),
    category: z.enum(blogCategories),
    featured: z.boolean(),
    heroImage: z.enum(imageIds),
    cta: z.strictObject({ label: z.string().trim().min(3), href: postRules.ctaHref }),
  })
  .refine((fm) => !fm.updated || fm.updated >= fm.date, {
    message: "updated must not be before date",
    path: ["updated"],
  });

type FrontMatter = z.infer<typeof frontMatterSchema>;

/** An article of the content module: the seed of a post in the admin. */
export type Article = FrontMatter & {
  slug: string;
  path: string;
  /** Markdown with every {{placeholder}} filled. */
  body: string;
  /** Markdown as written, placeholders kept: what the admin's copy holds. */
  source: string;
  wordCount: number;
  readTime: string;
  dateModified: string;
};

/** Which version a signed-in person previews: an unpublished draft, or the published text. */
export type PreviewState = "draft" | "published";

/** A node of an article's rich text, as the admin stores it (Lexical's JSON). */
export type RichTextNode = { type: string; children?: RichTextNode[]; [field: string]: unknown };

/**
 * A published article as pages show it, read from the admin: its text with placeholders filled,
 * its photos ready to render and its read time counted from that text.
 */
export type BlogPost = Omit<Article, "body" | "source" | "heroImage" | "wordCount" | "readTime"> & {
  readTime: string;
  hero: Photo | undefined;
  content: RichTextNode;
};

// 190 words a minute (rounded) reproduces the read times the spec states for its articles.
export const WORDS_PER_MINUTE = 190;

/** Words a reader reads: link text counts, link targets, images and Markdown markers do not. */
export function countWords(markdown: string): number {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const readTimeWords: Localized<string> = { en: "min read", es: "min de lectura" };

export function readTimeFor(wordCount: number, locale: Locale = "en"): string {
  return `${Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE))} ${readTimeWords[locale]}`;
}

/**
 * A read time in an edition's words, "7 min read" → "7 min de lectura". A read time belongs to
 * the article, not to a translation's word count: every edition shows its English text's.
 */
export const readTimeIn = (englishReadTime: string, locale: Locale): string =>
  `${Number(/^\d+/.exec(englishReadTime)?.[0] ?? 1)} ${readTimeWords[locale]}`;

/** Bodies are plain Markdown: links stay on the site and images come from the registry. */
function checkBody(body: string, source: string) {
  if (/<\/?[A-Za-z][^>]*>/.test(body))
    throw new Error(`${source}: HTML or JSX tags are not rendered; write Markdown`);
  if (/^# /m.test(body))
    throw new Error(`${source}: the title is the page's only h1; start sections at ##`);
  for (const [, bang, target = ""] of body.matchAll(/(!?)\[[^\]]*\]\(([^)\s]*)[^)]*\)/g)) {
    if (bang) {
      if (!target.startsWith(IMAGE_SCHEME))
        throw new Error(`${source}: image "${target}" must be written image:<id>`);
      getImage(target.slice(IMAGE_SCHEME.length));
    } else if (!/^\/[^/]|^\/$|^#/.test(target)) {
      throw new Error(`${source}: link "${target}" must be a site path such as /faq`);
    }
  }
}

export const blogPath = (slug: string) => `/blog/${slug}`;

/** FNV-1a: a short, stable fingerprint of a text (no secret in it, so no crypto needed). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * An article's own link preview in the language of its text (app/og/article/[slug], and
 * app/og/es/article/[slug] for a Spanish one). Its `v` changes with what the picture shows, so
 * sites that cache a preview by its address fetch the new one after an edit.
 */
export const articleImagePath = (
  post: Pick<BlogPost, "slug" | "title" | "hero">,
  companyName: string,
  locale: Locale = "en",
) =>
  `${locale === "en" ? "/og" : `/og/${locale}`}/article/${post.slug}?v=${fingerprint([post.title, post.hero?.src, post.hero?.position, companyName].join("\n"))}`;

/**
 * Parses one article file; any schema or content error names the file and fails the build. The
 * file is checked with the facts a fresh install starts with; pages fill in the owner's. A
 * Spanish article (articles/es/) is named after its English twin: both editions share the slug.
 */
export function parseArticle(fileName: string, source: string, locale: Locale = "en"): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName}: no --- front matter --- block at the top`);
  let yaml: unknown;
  try {
    yaml = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new Error(`${fileName}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = frontMatterSchema.safeParse(yaml);
  if (!parsed.success) throw new Error(`${fileName}: ${z.prettifyError(parsed.error)}`);
  const frontMatter = parsed.data;
  const slug = locale === "en" ? slugify(frontMatter.title) : fileName.replace(/\.mdx$/, "");
  if (fileName !== `${slug}.mdx`)
    throw new Error(`${fileName}: the file must be named after its title's slug, ${slug}.mdx`);
  const written = (match[2] ?? "").trim();
  const facts = defaultSiteFactsIn[locale];
  const body = fillPlaceholders(facts, written, fileName);
  checkBody(body, fileName);
  const wordCount = countWords(body);
  return {
    ...frontMatter,
    excerpt: fillPlaceholders(facts, frontMatter.excerpt, `${fileName} excerpt`),
    slug,
    path: localePath(locale, blogPath(slug)),
    body,
    source: written,
    wordCount,
    readTime: frontMatter.readTime ?? readTimeFor(wordCount, locale),
    dateModified: frontMatter.updated ?? frontMatter.date,
  };
}

type Listed = Pick<BlogPost, "slug" | "category">;

/** Up to `limit` other articles, the same category first, then the newest. */
export function relatedPosts<T extends Listed>(post: Listed, posts: readonly T[], limit = 3): T[] {
  const others = posts.filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  return [...same, ...others.filter((p) => p.category !== post.category)].slice(0, limit);
}

export const categoryParam = (category: BlogCategory) =>
  category.toLowerCase().replace(/\s+/g, "-");

/** A topic as an edition names it; its `?category=` value stays the English one in both. */
export const categoryName = (category: BlogCategory, locale: Locale = "en"): string =>
  locale === "en" ? category : blogCategoryNamesEs[category];

/** The /resources articles for a `?category=` value (unknown or missing: all) and its tiles. */
export function postsListing<T extends Listed>(
  requested: string | string[] | undefined,
  posts: readonly T[],
  locale: Locale = "en",
) {
  const copy = blogCopyIn[locale];
  const listing = categoryListing({
    path: localePath(locale, "/resources"),
    requested,
    allLabel: copy.allLabel,
    categories: blogCategories.map((category) => ({
      label: categoryName(category, locale),
      param: categoryParam(category),
    })),
    items: posts,
    categoryOf: (post) => categoryParam(post.category),
    noun: copy.listNoun,
    withCounts: true,
  });
  if (locale === "en") return listing;
  // The shared listing words its announcement in English; the Spanish list says its own.
  const active = listing.links.slice(1).find((link) => link.current);
  return { ...listing, status: spanishListStatus(listing.visible.length, active?.label) };
}

/** Copy of the /resources index, the article pages' fixed labels and the RSS feed. */
export const blogCopy = {
  heading: "Remodeling Resources & Guides",
  metaTitle: "Remodeling Guides for Dallas Homeowners",
  metaDescription:
    "Guides for Dallas homeowners planning a remodel: kitchen costs, how to vet a contractor, small-bathroom ideas and eco-friendly upgrades, from a local remodeler.",
  intro:
    "Straight answers before you spend a dollar: what remodels cost in Dallas, how to check a contractor, and ideas that stretch a budget. Written by our team for homeowners in Dallas and nearby cities.",
  featuredHeading: "Featured guides",
  categoriesHeading: "Browse by topic",
  allHeading: "All articles",
  allLabel: "All articles",
  filterLabel: "Filter articles by topic",
  backLabel: "Back to Resources",
  relatedHeading: "Related articles",
  indexCtaHeading: "Planning a remodel?",
  indexCtaText:
    "Tell us what you have in mind and we will set up a free call to talk through options, budget and timing.",
  ctaHeading: "Ready to talk about your project?",
  ctaText:
    "Call us with your questions, or take a closer look at how we work. Estimates are free, written and itemized.",
  feedDescription: (companyName: string) =>
    `Remodeling guides for Dallas-area homeowners from ${companyName}.`,
  previewDraft: "Preview of an unpublished draft: only signed-in people can see it.",
  previewPublished: "Preview: this is the published version, as visitors see it.",
  exitPreview: "Leave preview",
  crumb: "Resources",
  byline: (companyName: string) => `By ${companyName} Editorial Team`,
  updatedLabel: "Updated",
  sectionLink: "Link to the section",
  listNoun: ["article", "articles"],
} as const satisfies BlogCopy;

/** The same words in each edition; the RSS feed stays English. */
export const blogCopyIn: Localized<BlogCopy> = { en: blogCopy, es: blogCopyEs };
