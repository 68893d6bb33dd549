import { timelineText, minutesInSpanish, type SiteFacts, type TimelineText } from "@/business";
import type { ServiceSlug } from "@/services/catalog";
import type { ServicePage } from "@/services/service-page-schema";

/** What every Spanish service page is written from: the Spanish facts and the shared phrases. */
export type SpanishServiceContext = {
  facts: SiteFacts;
  /** The service's starting price, written out: "$25,000". */
  from: (slug: ServiceSlug) => string;
  /** Each phase's span in Spanish: "de 6 a 8 semanas". */
  time: (slug: ServiceSlug) => TimelineText;
  /** How long the free in-home visit lasts: "de 30 a 45 minutos". */
  visit: string;
  /** The consultation step's duration: "1 visita, de 30 a 45 minutos". */
  consultationStep: string;
  /** The invitation to the FAQ every page closes with. */
  faqInvite: string;
};

/** One Spanish service page, written from the context; its packages come from the owner's prices. */
export type SpanishServicePage = (context: SpanishServiceContext) => Omit<ServicePage, "packages">;

export function spanishServiceContext(facts: SiteFacts): SpanishServiceContext {
  const visit = minutesInSpanish(facts.business.consultation.inHomeMinutes);
  return {
    facts,
    from: (slug) => facts.services[slug].startingPrice,
    time: (slug) => timelineText(slug, "es"),
    visit,
    consultationStep: `1 visita, ${visit}`,
    faqInvite:
      "¿Se pregunta cómo funcionan el anticipo, los cambios de obra y las inspecciones, o qué pasa si algo falla cuando ya nos fuimos? Nuestras preguntas frecuentes responden lo que más nos preguntan los propietarios de Dallas.",
  };
}
