import type { Metadata } from "next";
import { siteUrl } from "./site-url";

export type OgKind = "home" | "service" | "idea" | "city" | "article" | "tool" | "project" | "page";

type PageMeta = {
  /** Page title without the company name: the root layout's template appends it. */
  title: string;
  description: string;
  /** Path of the page, e.g. "/faq"; the canonical URL is SITE_URL + path. */
  path: string;
  ogKind?: OgKind;
  ogType?: "website" | "article";
  noIndex?: boolean;
  /** The home page carries the full brand title without the template. */
  absoluteTitle?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
};

export const ogImagePath = (kind: OgKind) => `/og/${kind}`;

/**
 * The RSS feed link for every page's head. A page's `alternates` replaces the layout's (metadata
 * merges shallowly), so the builder repeats it beside each canonical.
 */
export const feedTitle = (companyName: string) => `${companyName} remodeling guides`;
export const feedAlternates = (companyName: string) => ({
  "application/rss+xml": [{ url: "/rss.xml", title: feedTitle(companyName) }],
});

/** Search results cut titles past about 70 characters; the company name is dropped first. */
export const MAX_TITLE_LENGTH = 70;

/** The one metadata builder every route uses, so titles, canonicals and previews stay uniform. */
export function buildMetadata(
  { business }: { business: { name: string } },
  page: PageMeta,
): Metadata {
  const branded = `${page.title} | ${business.name}`;
  const absolute = page.absoluteTitle || branded.length > MAX_TITLE_LENGTH;
  const fullTitle = absolute ? page.title : branded;
  const image = {
    url: ogImagePath(page.ogKind ?? "page"),
    width: 1200,
    height: 630,
    alt: fullTitle,
  };
  return {
    title: absolute ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path, types: feedAlternates(business.name) },
    robots: page.noIndex ? { index: false, follow: false } : { index: true, follow: true },
    openGraph: {
      type: page.ogType ?? "website",
      url: page.path,
      siteName: business.name,
      title: fullTitle,
      description: page.description,
      locale: "en_US",
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

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
