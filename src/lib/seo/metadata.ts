import type { Metadata } from "next";
import { siteUrl } from "./site-url";
import { htmlLang, localePath, locales, ogLocale, type Locale } from "@/lib/i18n/locale";

export type OgKind = "home" | "service" | "idea" | "city" | "article" | "tool" | "project" | "page";

type PageMeta = {
  /** Page title without the company name: brandedTitle appends it. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/faq"; the canonical URL is SITE_URL + path. */
  path: string;
  ogKind?: OgKind;
  /** A social image of the page's own (an article's photo and title) instead of its kind's. */
  ogImage?: string;
  ogType?: "website" | "article";
  noIndex?: boolean;
  /** The home page's title names the business itself: used as it is while it does. */
  absoluteTitle?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
  /** The editions this page exists in; both unless said (an article not yet in Spanish). */
  editions?: readonly Locale[];
};

export const ogImagePath = (kind: OgKind, locale: Locale = "en") =>
  locale === "en" ? `/og/${kind}` : `/og/${locale}/${kind}`;

/**
 * The RSS feed link for every page's head. A page's `alternates` replaces the layout's (metadata
 * merges shallowly), so the builder repeats it beside each canonical.
 */
export const feedTitle = (companyName: string) => `${companyName} remodeling guides`;
export const feedAlternates = (companyName: string) => ({
  "application/rss+xml": [{ url: "/rss.xml", title: feedTitle(companyName) }],
});

/** Search results cut titles past about 70 characters (html-validate's long-title rule too). */
export const MAX_TITLE_LENGTH = 70;
/** Never cut a page's own words shorter than this, however long the company name. */
const MIN_PAGE_WORDS = 24;

/**
 * A title's length as the HTML carries it: React writes an apostrophe as `&#x27;`, and checkers
 * that read the markup (html-validate's long-title rule) count those characters too.
 */
const written = (text: string) =>
  text.length + 5 * (text.match(/['"]/g)?.length ?? 0) + 4 * (text.match(/&/g)?.length ?? 0);

/** A title's lead clause: what comes before its colon, its question mark or its dash. */
const leadClause = (title: string) => title.split(/:\s|(?<=[?!])\s|\s[–—-]\s/)[0]!.trim();

/** A title cut to whole words and "…" within `room` characters: the last resort. */
function cut(title: string, room: number): string {
  let words = title;
  while (words.includes(" ") && written(`${words}…`) > room)
    words = words.slice(0, words.lastIndexOf(" ")).replace(/[\s,:;?!–—-]+$/, "");
  return `${words}…`;
}

/**
 * Every page's <title>: its own words, then the business name, within 70 characters. A title
 * too long for both keeps the name and only its lead clause (an article's subtitle goes); one
 * with no clause that fits is shown whole without the name, since a search result cut
 * mid-phrase reads worse than one without the name. Only a title too long even alone is cut.
 */
export function brandedTitle(title: string, companyName: string): string {
  const suffix = ` | ${companyName}`;
  const room = Math.max(MAX_TITLE_LENGTH - written(suffix), MIN_PAGE_WORDS);
  if (written(title) <= room) return `${title}${suffix}`;
  const lead = leadClause(title);
  if (written(lead) <= room) return `${lead}${suffix}`;
  if (written(title) <= MAX_TITLE_LENGTH) return title;
  return `${cut(title, room)}${suffix}`;
}

/**
 * The page's address in each of its editions, as hreflang links: `x-default` is the English page,
 * which a visitor whose language is neither gets.
 */
export function editionAlternates(path: string, editions: readonly Locale[] = locales) {
  if (editions.length < 2) return undefined;
  return {
    ...Object.fromEntries(editions.map((locale) => [htmlLang[locale], localePath(locale, path)])),
    "x-default": localePath("en", path),
  };
}

/** The one metadata builder every route uses, so titles, canonicals and previews stay uniform. */
export function buildMetadata(
  { business, locale = "en" }: { business: { name: string }; locale?: Locale },
  page: PageMeta,
): Metadata {
  const url = localePath(locale, page.path);
  const otherLocales = (page.editions ?? locales).filter((other) => other !== locale);
  const namesItself = page.absoluteTitle && page.title.includes(business.name);
  const documentTitle = namesItself ? page.title : brandedTitle(page.title, business.name);
  // Previews show more of a title than search results: the article's whole title, then the name.
  const fullTitle = namesItself ? page.title : `${page.title} | ${business.name}`;
  const image = {
    url: page.ogImage ?? ogImagePath(page.ogKind ?? "page", locale),
    width: 1200,
    height: 630,
    alt: fullTitle,
  };
  return {
    title: { absolute: documentTitle },
    description: page.description,
    alternates: {
      canonical: url,
      ...(page.noIndex ? {} : { languages: editionAlternates(page.path, page.editions) }),
      ...(locale === "en" ? { types: feedAlternates(business.name) } : {}),
    },
    robots: page.noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: page.ogType ?? "website",
      url,
      siteName: business.name,
      title: fullTitle,
      description: page.description,
      locale: ogLocale[locale],
      ...(otherLocales.length
        ? { alternateLocale: otherLocales.map((other) => ogLocale[other]) }
        : {}),
      images: [image],
      ...(page.publishedTime ? { publishedTime: page.publishedTime } : {}),
      ...(page.modifiedTime ? { modifiedTime: page.modifiedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: fullTitle,
      description: page.description,
      images: [image.url],
    },
  };
}

/** The metadata of a page whose copy carries its own search title and description. */
export const metadataFromCopy = (
  site: Parameters<typeof buildMetadata>[0],
  copy: { metaTitle: string; metaDescription: string },
  page: Omit<PageMeta, "title" | "description">,
) => buildMetadata(site, { title: copy.metaTitle, description: copy.metaDescription, ...page });

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
