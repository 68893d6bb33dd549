import type { SiteFacts } from "@/business";
import type { CityTemplate } from "./city-template-schema";

/** "30-45" → "de 30 a 45"; a single figure stays as it is ("45"). */
const minutesSpan = (minutes: string) => minutes.replace(/^(\d+)\s*-\s*(\d+)$/, "de $1 a $2");

/** "más de 46 años" opening a badge. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Spanish side of the city template (city-template.ts): the same parts, the same facts. */
export const spanishCityTemplate = ({ business, claimText }: SiteFacts): CityTemplate => ({
  metaTitle: (city) => `Contratista de remodelación en ${city}`,
  metaDescription: (city) =>
    `¿Busca un contratista de remodelación en ${city}, TX? Presupuestos claros, trabajo bien hecho y entregas a tiempo en cocinas, baños, ampliaciones y más.`,
  badge: (city) => `Trabajamos en ${city}, TX`,
  heading: (city) => `Un contratista de remodelación de confianza en ${city}`,
  primaryCta: (city) => `Pida una llamada gratuita sobre su proyecto en ${city}`,
  scheduleCta: (city) => `Programe su consulta en ${city}`,
  trustBadges: [
    `${capitalized(claimText.years)} de experiencia`,
    "Registrados y asegurados",
    capitalized(claimText.workmanshipWarranty),
    `Calificación de ${business.claims.averageRating} en ${business.claims.reviewCount} reseñas`,
  ],
  servicesHeading: (city) => `Servicios de remodelación en ${city}`,
  servicesIntro: (city) =>
    `Los mismos seis servicios que ofrecemos en todo Dallas, planeados según las casas, los permisos y las asociaciones de propietarios (HOA) de ${city}.`,
  processHeading: "Cómo trabajamos, de la primera llamada al recorrido final",
  faqsHeading: (city) => `Preguntas sobre remodelación en ${city}`,
  serviceLink: (serviceTitle) =>
    `Más sobre ${serviceTitle.charAt(0).toLowerCase()}${serviceTitle.slice(1)}`,
  closingHeading: (city) => `¿Quiere empezar su proyecto en ${city}?`,
  closingCta: "Pida su presupuesto gratuito",
  consultationNote: `Las consultas en su casa duran ${minutesSpan(business.consultation.inHomeMinutes)} minutos, y le damos consejos honestos aunque no seamos la opción adecuada para su proyecto.`,
});
