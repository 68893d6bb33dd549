import type { Localized } from "@/lib/i18n/locale";
import { getService, type ServiceSlug } from "@/services";
import type { IdeaCategory, Season } from "@/ideas/idea-schema";

/**
 * The words every idea page and the /ideas list share, in each edition; each idea's own copy is
 * in its edition's builder (ideas.ts, ideas-es.ts). Categories and seasons are the pages' keys:
 * the English prints them as they are, the Spanish names them here.
 */
type IdeaPageLabels = {
  /** The category's name on a filter link. */
  category: (category: IdeaCategory) => string;
  eyebrow: (category: IdeaCategory) => string;
  primaryCta: string;
  /** The hero's link to the service the idea belongs to. */
  serviceLink: (service: ServiceSlug) => string;
  glanceHeading: string;
  timelineLabel: string;
  investmentLabel: string;
  stylesHeading: string;
  insideOutHeading: string;
  interiorHeading: string;
  exteriorHeading: string;
  roiHeading: string;
  seasonsHeading: string;
  season: (season: Season) => string;
  sustainableHeading: string;
  lifestyleHeading: string;
  possibilitiesSectionHeading: string;
  possibilitiesHeading: string;
  expectationsHeading: string;
  galleryHeading: string;
  picturesLabel: (category: IdeaCategory) => string;
  /** A card's link on /ideas to its idea page. */
  seeIdeas: (category: IdeaCategory) => string;
  ctaHeading: (category: IdeaCategory) => string;
  ctaText: string;
  ctaPrimary: string;
  ctaSecondary: string;
  /** The list's name in the breadcrumb trail. */
  crumb: string;
  /** What the list's filter counts: one, many. */
  listNoun: readonly [string, string];
};

const english: IdeaPageLabels = {
  category: (category) => category,
  eyebrow: (category) => `${category} ideas`,
  primaryCta: "Book a Free Consultation",
  serviceLink: (service) => `${getService(service).title} services`,
  glanceHeading: "A typical project at a glance",
  timelineLabel: "Timeline",
  investmentLabel: "Investment",
  stylesHeading: "Styles to consider",
  insideOutHeading: "Inside and out",
  interiorHeading: "Interior updates",
  exteriorHeading: "Exterior updates",
  roiHeading: "What a whole-home renovation returns",
  seasonsHeading: "Four seasons outdoors in Dallas",
  season: (season) => season,
  sustainableHeading: "Sustainable features",
  lifestyleHeading: "Why people choose tiny living",
  possibilitiesSectionHeading: "Possibilities and what to expect",
  possibilitiesHeading: "Possibilities",
  expectationsHeading: "What to expect",
  galleryHeading: "Gallery",
  picturesLabel: (category) => `${category} pictures`,
  seeIdeas: (category) => `See ${category.toLowerCase()} ideas`,
  ctaHeading: (category) => `Ready to talk about your ${category.toLowerCase()} project?`,
  ctaText: "Book a free consultation, or keep browsing ideas for other rooms.",
  ctaPrimary: "Get Your Free Consultation",
  ctaSecondary: "Explore More Ideas",
  crumb: "Ideas",
  listNoun: ["idea", "ideas"],
};

/** How the Spanish names each category: on a filter, in a heading, in a sentence. */
type CategoryWords = { name: string; ideas: string; pictures: string; project: string };

const spanishCategories: Record<IdeaCategory, CategoryWords> = {
  Kitchen: {
    name: "Cocinas",
    ideas: "ideas para la cocina",
    pictures: "Imágenes de cocinas",
    project: "su proyecto de cocina",
  },
  Bathroom: {
    name: "Baños",
    ideas: "ideas para el baño",
    pictures: "Imágenes de baños",
    project: "su proyecto de baño",
  },
  Addition: {
    name: "Ampliaciones",
    ideas: "ideas de ampliaciones",
    pictures: "Imágenes de ampliaciones",
    project: "la ampliación de su casa",
  },
  "Full Home": {
    name: "Toda la casa",
    ideas: "ideas para toda la casa",
    pictures: "Imágenes de renovaciones integrales",
    project: "la renovación de toda su casa",
  },
  Outdoor: {
    name: "Exteriores",
    ideas: "ideas para exteriores",
    pictures: "Imágenes de espacios al aire libre",
    project: "su espacio al aire libre",
  },
  "Tiny Home": {
    name: "Casas pequeñas",
    ideas: "ideas de casas pequeñas",
    pictures: "Imágenes de casas pequeñas",
    project: "su casa pequeña",
  },
};

/** The link to each service from its idea page, as the Spanish pages name the services. */
const spanishServiceLinks: Record<ServiceSlug, string> = {
  "kitchen-remodeling": "Servicios de remodelación de cocinas",
  "bathroom-remodeling": "Servicios de remodelación de baños",
  "home-additions": "Servicios de ampliación de vivienda",
  "whole-home-renovation": "Servicios de renovación integral",
  "outdoor-living": "Servicios para espacios al aire libre",
  "tiny-homes": "Servicios de casas pequeñas (tiny homes)",
};

const spanishSeasons: Record<Season, string> = {
  Spring: "Primavera",
  Summer: "Verano",
  Fall: "Otoño",
  Winter: "Invierno",
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const spanish: IdeaPageLabels = {
  category: (category) => spanishCategories[category].name,
  eyebrow: (category) => capitalized(spanishCategories[category].ideas),
  primaryCta: "Agende su consulta gratuita",
  serviceLink: (service) => spanishServiceLinks[service],
  glanceHeading: "Un proyecto típico de un vistazo",
  timelineLabel: "Duración",
  investmentLabel: "Inversión",
  stylesHeading: "Estilos para considerar",
  insideOutHeading: "Por dentro y por fuera",
  interiorHeading: "Mejoras en el interior",
  exteriorHeading: "Mejoras en el exterior",
  roiHeading: "Lo que rinde una renovación integral",
  seasonsHeading: "Las cuatro estaciones al aire libre en Dallas",
  season: (season) => spanishSeasons[season],
  sustainableHeading: "Características sustentables",
  lifestyleHeading: "Por qué hay quienes eligen vivir en una casa pequeña",
  possibilitiesSectionHeading: "Posibilidades y qué esperar",
  possibilitiesHeading: "Posibilidades",
  expectationsHeading: "Qué esperar",
  galleryHeading: "Galería",
  picturesLabel: (category) => spanishCategories[category].pictures,
  seeIdeas: (category) => `Ver las ${spanishCategories[category].ideas}`,
  ctaHeading: (category) => `¿Platicamos sobre ${spanishCategories[category].project}?`,
  ctaText: "Agende una consulta gratuita o siga viendo ideas para otros espacios de su casa.",
  ctaPrimary: "Pida su consulta gratuita",
  ctaSecondary: "Vea más ideas",
  crumb: "Ideas",
  listNoun: ["idea", "ideas"],
};

export const ideaPageLabelsIn: Localized<IdeaPageLabels> = { en: english, es: spanish };

/**
 * The sentence read out when the filtered list changes. The shared listing words it in English
 * (lib/routing/category-listing.ts); the Spanish list says its own.
 */
export function spanishListStatus(count: number, category?: string): string {
  const shown = count === 1 ? "Se muestra 1 idea" : `Se muestran ${count} ideas`;
  return category ? `${shown} en la categoría ${category}` : shown;
}
