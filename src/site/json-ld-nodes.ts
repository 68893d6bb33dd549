import type {
  HomeAndConstructionBusinessLeaf,
  OfferLeaf,
  ServiceLeaf,
  Thing,
  WebApplicationLeaf,
  WebSiteLeaf,
} from "schema-dts";
import { absoluteUrl } from "@/lib/seo/metadata";
import { businessId, businessRef, inEdition, type JsonLd, withContext } from "@/lib/seo/json-ld";
import { htmlLang, locales, type Locale, type Localized } from "@/lib/i18n/locale";
import { siteUrl } from "@/lib/seo/site-url";
import { servicePath, servicesIn } from "@/services";
import { readPrice, address, currency, serviceAreas, type SiteFacts } from "@/business";

/*
 * The nodes that state the owner's facts: the business itself (on every page), the website,
 * and the offers priced in its currency and served in its cities.
 */

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
  { business, locale }: SiteFacts,
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
            itemListElement: servicesIn(locale).map((service): OfferLeaf => ({
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
    inLanguage: locales.map((locale) => htmlLang[locale]),
  };
}

/**
 * A page's JSON-LD: the nodes it shows, always with the business first, as one array for one
 * script tag, so every `@id` a node points at is defined on the same page.
 */
export function pageJsonLd(
  facts: SiteFacts,
  nodes: readonly Thing[],
  details?: BusinessDetails,
): JsonLd[] {
  return inEdition([businessNode(facts, details), ...nodes], facts.locale).map(withContext);
}

/** A service as its page shows it, with the packages and the prices they print. */
export function serviceNode(service: {
  name: string;
  /** The catalog's name, as the page's packages section is headed. */
  packagesName: string;
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
      name: service.packagesName,
      itemListElement: service.packages.map((pkg): OfferLeaf => ({
        "@type": "Offer",
        name: pkg.name,
        description: pkg.description,
        priceSpecification: priceSpecification(pkg.price),
      })),
    },
  };
}

/** What a calculator runs on, in the words of the page's edition. */
const appRequirements: Localized<{ operatingSystem: string; browserRequirements: string }> = {
  en: { operatingSystem: "Any (web browser)", browserRequirements: "Requires JavaScript" },
  es: { operatingSystem: "Cualquiera (navegador web)", browserRequirements: "Requiere JavaScript" },
};

export function webApplicationNode(app: {
  name: string;
  description: string;
  path: string;
  category: "FinanceApplication" | "UtilitiesApplication";
  locale: Locale;
}): WebApplicationLeaf {
  return {
    "@type": "WebApplication",
    name: app.name,
    description: app.description,
    url: absoluteUrl(app.path),
    applicationCategory: app.category,
    ...appRequirements[app.locale],
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: currency },
    provider: businessRef,
  };
}
