import type {
  Article,
  BreadcrumbList,
  FAQPage,
  HowTo,
  Service,
  WebApplication,
  HomeAndConstructionBusiness,
  Organization,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import { business, serviceAreas } from "@/config/business";
import { services } from "@/content/service-catalog";
import { absoluteUrl } from "./metadata";

export type JsonLd = WithContext<Thing>;

const businessId = `${business.siteUrl}/#business`;
const organizationId = `${business.siteUrl}/#organization`;

const postalAddress = {
  "@type": "PostalAddress",
  addressLocality: business.address.locality,
  addressRegion: business.address.region,
  addressCountry: business.address.country,
} as const;

/** A reference other nodes (Service.provider, Article.publisher) use to point at the business. */
export const businessRef = { "@id": businessId } as const;

/** The business as a LocalBusiness; `city` narrows areaServed on a city page. */
export function localBusinessJsonLd(
  options: { city?: string; path?: string; serviceNames?: readonly string[] } = {},
): WithContext<HomeAndConstructionBusiness> {
  const areas = options.city ? [options.city] : serviceAreas.map((a) => a.city);
  const offered = options.serviceNames
    ? options.serviceNames.map((name) => ({ name, url: undefined }))
    : services.map((service) => ({
        name: service.title,
        url: absoluteUrl(`/services/${service.slug}`),
      }));
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": options.city ? `${absoluteUrl(options.path ?? "/")}#business` : businessId,
    name: business.name,
    description: `Registered and insured remodeling contractor in ${business.address.locality}, ${business.address.region} with ${business.claims.yearsExperience}+ years of experience: kitchens, bathrooms, additions, whole-home renovations, outdoor living and tiny homes.`,
    url: absoluteUrl(options.path ?? "/"),
    telephone: business.phone.e164,
    email: business.email,
    image: absoluteUrl("/og/home"),
    address: postalAddress,
    areaServed: areas.map((city) => ({
      "@type": "City",
      name: `${city}, ${business.address.region}`,
    })),
    openingHoursSpecification: business.hours.structured.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.days.map((day) => `https://schema.org/${day}`) as never,
      opens: slot.opens,
      closes: slot.closes,
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.claims.averageRating,
      reviewCount: business.claims.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    priceRange: business.priceRange,
    paymentAccepted: business.paymentMethods.join(", "),
    currenciesAccepted: business.currency,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Remodeling services",
      itemListElement: offered.map((service) => ({
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: service.name,
          ...(service.url ? { url: service.url } : {}),
        },
      })),
    },
  };
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: business.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: business.email,
    telephone: business.phone.e164,
    address: postalAddress,
    contactPoint: {
      "@type": "ContactPoint",
      telephone: business.phone.e164,
      contactType: "customer service",
      areaServed: "US-TX",
      availableLanguage: "English",
    },
  };
}

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${business.siteUrl}/#website`,
    name: business.name,
    url: absoluteUrl("/"),
    publisher: { "@id": organizationId },
    inLanguage: "en-US",
  };
}

export type Crumb = { name: string; path: string };

/** Home is always the first crumb, so callers pass only the trail below it. */
export function breadcrumbJsonLd(trail: readonly Crumb[]): WithContext<BreadcrumbList> {
  const crumbs = [{ name: "Home", path: "/" }, ...trail];
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

type HowToStep = { title: string; text: string };

/** Service offered by the business, as a service page shows it. */
export function serviceJsonLd(service: {
  name: string;
  description: string;
  path: string;
  offers?: readonly { name: string; price: string }[];
}): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: businessRef,
    areaServed: serviceAreas.map((area) => ({
      "@type": "City",
      name: `${area.city}, ${business.address.region}`,
    })),
    ...(service.offers
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: `${service.name} packages`,
            itemListElement: service.offers.map((offer) => ({
              "@type": "Offer",
              name: offer.name,
              description: offer.price,
              priceCurrency: business.currency,
            })),
          },
        }
      : {}),
  };
}

/** HowTo built from the steps the page shows (kitchen and bathroom service pages). */
export function howToJsonLd(howTo: {
  name: string;
  description: string;
  path: string;
  steps: readonly HowToStep[];
}): WithContext<HowTo> {
  return {
    "@context": "https://schema.org",
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

/** Article markup for idea pages and case studies: the business's editorial team is the author. */
export function articleJsonLd(article: {
  type?: "Article" | "BlogPosting";
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  imagePath: string;
}): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": article.type ?? "Article",
    headline: article.headline,
    description: article.description,
    url: absoluteUrl(article.path),
    mainEntityOfPage: absoluteUrl(article.path),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    image: absoluteUrl(article.imagePath),
    author: { "@type": "Organization", name: business.editorialAuthor, url: absoluteUrl("/") },
    publisher: { "@id": organizationId },
  } as WithContext<Article>;
}

export function faqPageJsonLd(
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function webApplicationJsonLd(app: {
  name: string;
  description: string;
  path: string;
  category: "FinanceApplication" | "UtilitiesApplication";
}): WithContext<WebApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: app.name,
    description: app.description,
    url: absoluteUrl(app.path),
    applicationCategory: app.category,
    operatingSystem: "Any (web browser)",
    browserRequirements: "Requires JavaScript",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: 0, priceCurrency: business.currency },
    provider: businessRef,
  };
}
