import type { Localized } from "@/lib/i18n/locale";

type FaqPageCopy = {
  heading: string;
  metaTitle: string;
  metaDescription: string;
  intro: string;
  /** The page's name in the breadcrumb trail. */
  crumb: string;
  /** What assistive technology calls the row of category links. */
  categoriesLabel: string;
  ctaHeading: string;
  ctaText: string;
};

/** Copy around the FAQ accordion, per edition; the questions live in the admin (faq.ts seeds them). */
export const faqPage: Localized<FaqPageCopy> = {
  en: {
    heading: "Remodeling Questions, Answered",
    metaTitle: "Remodeling FAQ: Costs, Timelines and Warranty",
    metaDescription:
      "Answers for Dallas homeowners: choosing a contractor, what remodeling costs, how long projects take, permits, financing and what our workmanship warranty covers.",
    intro:
      "Straight answers to the questions we hear most, from vetting a contractor to what happens after the final walkthrough. Don't see yours? Call us or send a note and we will answer it.",
    crumb: "FAQ",
    categoriesLabel: "FAQ categories",
    ctaHeading: "Still have a question?",
    ctaText:
      "Ask us directly. A short call usually answers it, and there is never any pressure to book.",
  },
  es: {
    heading: "Respuestas a sus preguntas sobre remodelación",
    metaTitle: "Preguntas sobre costos, tiempos y garantía",
    metaDescription:
      "Respuestas para propietarios de Dallas: cómo elegir contratista, cuánto cuesta remodelar, cuánto tarda una obra, permisos, financiamiento y nuestra garantía.",
    intro:
      "Respuestas directas a las preguntas que más nos hacen, desde cómo verificar a un contratista hasta lo que pasa después del recorrido final. ¿No encuentra la suya? Llámenos o mándenos un mensaje y se la respondemos.",
    crumb: "Preguntas frecuentes",
    categoriesLabel: "Temas de las preguntas frecuentes",
    ctaHeading: "¿Todavía tiene alguna pregunta?",
    ctaText:
      "Pregúntenos directamente. Casi siempre basta con una llamada corta, y no hay ninguna presión para contratarnos.",
  },
};
