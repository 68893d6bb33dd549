import type {
  ArticleLeaf,
  BlogPostingLeaf,
  BreadcrumbList,
  FAQPageLeaf,
  HomeAndConstructionBusinessLeaf,
  HowToLeaf,
  OfferLeaf,
  ServiceLeaf,
  Thing,
  WebApplicationLeaf,
  WebSiteLeaf,
  WithContext,
} from "schema-dts";
import { address, currency, serviceAreas, siteUrl } from "@/business/facts";
import type { SiteFacts } from "@/business/site-facts";
import { services, servicePath } from "@/services/catalog";
import { absoluteUrl } from "./metadata";
import { readPrice } from "@/services/packages";
import { isAdminPagePath, siteRoutes } from "../../site/routes";

/*
 * The model: one business at one address is one HomeAndConstructionBusiness node, `#business`,
 * and it is in every page's JSON-LD, so each node that names the business (provider, publisher)
 * points at a node on the same page. A LocalBusiness is an Organization, so no second
 * Organization node repeats it. Each page marks up only what it shows: the footer shows the
 * contact facts on every page; the rating and the service cards only where the page shows them.
 */

export type JsonLd = WithContext<Thing>;

const businessId = `${siteUrl}/#business`;
const businessRef = { "@id": businessId } as const;

const city = (name: string) => ({
  "@type": "City" as const,
  name: `${name}, ${address.region}`,
});

/** A price the page prints, as a range; open-ended prices have no maximum. */
const priceSpecification = (display: string) => {
  const { min, max } = readPrice(display);
  return {
    "@type": "PriceSpecification" as const,
    minPrice: min,
    ...(max === undefined ? {} : { maxPrice: max }),
    priceCurrency: currency,
  };
};

type BusinessDetails = {
  /** The page shows the rating claim. */
  rating?: boolean;
  /** The page shows the six service cards under this heading, optionally for one city. */
  serviceCards?: { heading: string; city?: string };
};

/** The business; the same `@id` and the same core facts on every page. */
function businessNode(
  { business }: SiteFacts,
  details: BusinessDetails = {},
): HomeAndConstructionBusinessLeaf {
  const cards = details.serviceCards;
  return {
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId,
    name: business.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    telephone: business.phone.e164,
    email: business.email,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    areaServed: serviceAreas.map((area) => city(area.city)),
    openingHoursSpecification: business.hours.structured.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.days.map((day) => `https://schema.org/${day}` as const),
      opens: slot.opens,
      closes: slot.closes,
    })),
    ...(details.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: business.claims.averageRating,
            reviewCount: business.claims.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(cards
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: cards.heading,
            // The cards show no price, so the offers carry none.
            itemListElement: services.map((service): OfferLeaf => ({
              "@type": "Offer",
              itemOffered: {
                "@type": "Service",
                name: service.title,
                description: service.description,
                url: absoluteUrl(servicePath(service.slug)),
              },
              ...(cards.city ? { areaServed: city(cards.city) } : {}),
            })),
          },
        }
      : {}),
  };
}

export function webSiteNode({ business }: SiteFacts): WebSiteLeaf {
  return {
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: business.name,
    url: absoluteUrl("/"),
    publisher: businessRef,
    inLanguage: "en-US",
  };
}

const withContext = <T extends Thing>(node: T): WithContext<T> =>
  ({ "@context": "https://schema.org", ...(node as object) }) as WithContext<T>;

/**
 * A page's JSON-LD: the nodes it shows, always with the business first, as one array for one
 * script tag, so every `@id` a node points at is defined on the same page.
 */
export function pageJsonLd(
  facts: SiteFacts,
  nodes: readonly Thing[],
  details?: BusinessDetails,
): JsonLd[] {
  return [businessNode(facts, details), ...nodes].map(withContext);
}

export type Crumb = { name: string; path: string };

let routePaths: ReadonlySet<string> | undefined;

/** A breadcrumb must lead to a real page; a hash link or a missing route fails the build. */
function assertRoute(path: string): void {
  routePaths ??= new Set(siteRoutes({ projects: [], posts: [] }).map((route) => route.path));
  if (!routePaths.has(path) && !isAdminPagePath(path)) {
    throw new Error(`Breadcrumb path "${path}" is not a page in src/site/routes.ts`);
  }
}

/** Home is always the first crumb, so callers pass only the trail below it. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  const crumbs = [{ name: "Home", path: "/" }, ...trail];
  for (const crumb of crumbs) assertRoute(crumb.path);
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

/** A service as its page shows it, with the packages and the prices they print. */
export function serviceNode(service: {
  name: string;
  description: string;
  path: string;
  packages: readonly { name: string; description: string; price: string }[];
}): ServiceLeaf {
  return {
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: businessRef,
    areaServed: serviceAreas.map((area) => city(area.city)),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `${service.name} packages`,
      itemListElement: service.packages.map((pkg): OfferLeaf => ({
        "@type": "Offer",
        name: pkg.name,
        description: pkg.description,
        priceSpecification: priceSpecification(pkg.price),
      })),
    },
  };
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

export function webApplicationNode(app: {
  name: string;
  description: string;
  path: string;
  category: "FinanceApplication" | "UtilitiesApplication";
}): WebApplicationLeaf {
  return {
    "@type": "WebApplication",
    name: app.name,
    description: app.description,
    url: absoluteUrl(app.path),
    applicationCategory: app.category,
    operatingSystem: "Any (web browser)",
    browserRequirements: "Requires JavaScript",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: currency },
    provider: businessRef,
  };
}
