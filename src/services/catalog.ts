import { z } from "zod";
import type { ServiceSlug } from "@/business";
import type { Locale } from "@/lib/i18n/locale";
import { spanishServiceWords } from "@/services/catalog-es";
import { serviceSchema, type Service } from "@/services/service-schema";

export type { Service, ServiceSlug };

/**
 * The six services as every page refers to them: home cards, footer, city pages, FAQ and the
 * service pages themselves. Their timelines live in timelines.ts and their prices in the service
 * pages' packages (the starting price is the cheapest package's), each typed once.
 */
export const services: readonly Service[] = z
  .array(serviceSchema)
  .length(6)
  .parse([
    {
      slug: "kitchen-remodeling",
      title: "Kitchen Remodeling",
      shortTitle: "Kitchens",
      description:
        "Open up a closed-off 1970s galley, replace tired laminate with quartz, and get a layout that works for how your family actually cooks.",
      features: [
        "Custom and semi-custom cabinetry",
        "Quartz and granite countertops",
        "Layout and lighting redesign",
        "Permitted electrical and plumbing",
      ],
      icon: "chef-hat",
    },
    {
      slug: "bathroom-remodeling",
      title: "Bathroom Remodeling",
      shortTitle: "Bathrooms",
      description:
        "Trade a cramped tub-shower combo for a curbless walk-in shower, proper waterproofing and ventilation that stands up to Texas humidity.",
      features: [
        "Walk-in and curbless showers",
        "Waterproofed tile assemblies",
        "Double vanities and storage",
        "Accessibility upgrades",
      ],
      icon: "bath",
    },
    {
      slug: "home-additions",
      title: "Home Additions",
      shortTitle: "Additions",
      description:
        "Add a primary suite, a second story or a room for aging parents, engineered for North Texas clay soil and tied cleanly into the existing house.",
      features: [
        "Primary suites and in-law suites",
        "Second-story additions",
        "Engineered foundations",
        "{{structuralWarrantyTerm}} structural warranty",
      ],
      icon: "house-plus",
    },
    {
      slug: "whole-home-renovation",
      title: "Whole-Home Renovation",
      shortTitle: "Whole Home",
      description:
        "Bring a dated ranch or 1990s two-story up to date in one coordinated project: one plan, one schedule, one team from demolition to final walkthrough.",
      features: [
        "Open-concept reconfiguration",
        "Electrical, plumbing and HVAC updates",
        "Flooring and finishes throughout",
        "Phased plans if you stay home",
      ],
      icon: "hammer",
    },
    {
      slug: "outdoor-living",
      title: "Outdoor Living",
      shortTitle: "Outdoor Living",
      description:
        "Covered patios, outdoor kitchens and shade structures that make a Dallas backyard usable from March through November, not just on mild weekends.",
      features: [
        "Covered patios and pergolas",
        "Outdoor kitchens",
        "Decks and hardscape",
        "Energy-saving eco upgrades",
      ],
      icon: "trees",
    },
    {
      slug: "tiny-homes",
      title: "Tiny Homes",
      shortTitle: "Tiny Homes",
      description:
        "Backyard guest houses, studios and compact homes built to code, with full kitchens, real insulation and systems sized for a Texas summer.",
      features: [
        "200-500 sq ft floor plans",
        "Full kitchens and baths",
        "Foundation or trailer builds",
        "Energy-efficient envelopes",
      ],
      icon: "house",
    },
  ]);

export const servicePath = (slug: ServiceSlug) => `/services/${slug}`;

export function getService(slug: ServiceSlug): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}

/** The six services as the Spanish edition writes them, checked like the English. */
const servicesEs: readonly Service[] = z
  .array(serviceSchema)
  .length(6)
  .parse(services.map((service) => ({ ...service, ...spanishServiceWords[service.slug] })));

/** The six services as an edition writes them, in the same order. */
export const servicesIn = (locale: Locale): readonly Service[] =>
  locale === "es" ? servicesEs : services;

/** A service's name as an edition writes it: the one place the footer, cards and crumbs read. */
export const serviceTitle = (slug: ServiceSlug, locale: Locale): string =>
  locale === "es" ? spanishServiceWords[slug].title : getService(slug).title;
