import type { Localized } from "@/lib/i18n/locale";

type IdeasIndexCopy = {
  heading: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  browseHeading: string;
  filterLabel: string;
  allLabel: string;
  ctaHeading: string;
  ctaText: string;
};

/** Copy of the /ideas index; the cards themselves come from the idea pages. */
export const ideasIndex = {
  heading: "Renovation & Build Ideas",
  metaTitle: "Renovation & Build Ideas for Dallas Homes",
  metaDescription:
    "Kitchen, bathroom, addition, whole-home, outdoor and tiny-home ideas for Dallas homes, each with a typical budget, timeline and size to plan around.",
  intro:
    "Browse ideas by the kind of project you are planning. Every idea shows what a typical Dallas-area project of that kind costs and how long it takes, so you can plan with real numbers before we meet.",
  browseHeading: "Browse ideas by project type",
  filterLabel: "Filter ideas by category",
  allLabel: "All",
  ctaHeading: "Have a project in mind?",
  ctaText:
    "Tell us what you are planning and we will set up a free call to talk through options, budget and timing.",
} as const satisfies IdeasIndexCopy;

const ideasIndexEs: IdeasIndexCopy = {
  heading: "Ideas para remodelar y construir",
  metaTitle: "Ideas de remodelación para casas en Dallas",
  metaDescription:
    "Ideas de cocinas, baños, ampliaciones, renovaciones integrales, exteriores y casas pequeñas en Dallas, cada una con su costo, duración y tamaño típicos.",
  intro:
    "Explore las ideas según el tipo de proyecto que tiene en mente. Cada idea muestra cuánto cuesta y cuánto tarda un proyecto típico de ese tipo en el área de Dallas, para que usted pueda planear con números reales antes de que nos reunamos.",
  browseHeading: "Ideas por tipo de proyecto",
  filterLabel: "Filtrar las ideas por categoría",
  allLabel: "Todas",
  ctaHeading: "¿Tiene un proyecto en mente?",
  ctaText:
    "Cuéntenos qué planea y le agendamos una llamada gratuita para platicar sobre las opciones, los costos y los tiempos.",
};

export const ideasIndexIn: Localized<IdeasIndexCopy> = { en: ideasIndex, es: ideasIndexEs };
