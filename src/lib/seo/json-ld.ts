import type {
  ArticleLeaf,
  BlogPostingLeaf,
  BreadcrumbList,
  FAQPageLeaf,
  HowToLeaf,
  Thing,
  WithContext,
} from "schema-dts";
import { absoluteUrl } from "./metadata";
import { siteUrl } from "./site-url";
import { htmlLang, localePath, type Locale } from "@/lib/i18n/locale";

/*
 * The model: one business at one address is one HomeAndConstructionBusiness node, `#business`,
 * and it is in every page's JSON-LD, so each node that names the business (provider, publisher)
 * points at a node on the same page. A LocalBusiness is an Organization, so no second
 * Organization node repeats it. Each page marks up only what it shows: the footer shows the
 * contact facts on every page; the rating and the service cards only where the page shows them.
 */

export type JsonLd = WithContext<Thing>;

export const businessId = `${siteUrl}/#business`;
export const businessRef = { "@id": businessId } as const;

export const withContext = <T extends Thing>(node: T): WithContext<T> =>
  ({ "@context": "https://schema.org", ...(node as object) }) as WithContext<T>;

export type Crumb = { name: string; path: string };

/** Home is always the first crumb, so callers pass only the trail below it. */
export function breadcrumbList(
  trail: readonly Crumb[],
  home: Crumb = { name: "Home", path: "/" },
): WithContext<BreadcrumbList> {
  const crumbs = [home, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Serialises JSON-LD for a <script> tag; "<" is escaped so no string can close the tag. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** HowTo built from the steps the page shows (kitchen and bathroom service pages). */
export function howToNode(howTo: {
  name: string;
  description: string;
  path: string;
  steps: readonly { title: string; text: string }[];
}): HowToLeaf {
  return {
    "@type": "HowTo",
    name: howTo.name,
    description: howTo.description,
    url: absoluteUrl(howTo.path),
    step: howTo.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.title,
      text: step.text,
    })),
  };
}

type ArticleInput = {
  headline: string;
  description: string;
  path: string;
  imagePath: string;
  /** Only where the page prints the dates. */
  dates?: { published: string; modified: string };
  /** The byline the page prints; without one, the business is the author. */
  byline?: string;
};

function articleFields(article: ArticleInput) {
  return {
    headline: article.headline,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    image: absoluteUrl(article.imagePath),
    ...(article.dates
      ? { datePublished: article.dates.published, dateModified: article.dates.modified }
      : {}),
    author: article.byline
      ? { "@type": "Organization" as const, name: article.byline, url: absoluteUrl("/") }
      : businessRef,
    publisher: businessRef,
  };
}

export const articleNode = (article: ArticleInput): ArticleLeaf => ({
  "@type": "Article",
  ...articleFields(article),
});

export const blogPostingNode = (article: ArticleInput): BlogPostingLeaf => ({
  "@type": "BlogPosting",
  ...articleFields(article),
});

export function faqPageNode(items: readonly { question: string; answer: string }[]): FAQPageLeaf {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** The kinds of node that are a written work, so they name the language they are written in. */
const writtenWorks = new Set(["Article", "BlogPosting", "FAQPage", "HowTo", "WebApplication"]);
/** The keys whose value is an address on this site that a reader follows. */
const linkKeys = new Set(["url", "item"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * A page's nodes as its edition shows them: each written work names its language, and each
 * link to a page of this site leads to that page in the same edition. `@id`s stay as they are:
 * the business and the website are one thing in both editions.
 */
export function inEdition<T>(node: T, locale: Locale): T {
  if (Array.isArray(node)) return node.map((item) => inEdition(item, locale)) as T;
  if (!isObject(node)) return node;
  const entries = Object.entries(node).map(([key, value]) => {
    if (linkKeys.has(key) && typeof value === "string" && value.startsWith(`${siteUrl}/`)) {
      return [key, `${siteUrl}${localePath(locale, value.slice(siteUrl.length))}`];
    }
    return [key, inEdition(value, locale)];
  });
  const type = node["@type"];
  const written = typeof type === "string" && writtenWorks.has(type);
  return Object.fromEntries(
    written ? [...entries, ["inLanguage", htmlLang[locale]]] : entries,
  ) as T;
}
