import { minutesInSpanish, type SiteFacts } from "@/business";
import type { ContactPageCopy } from "./contact-page-schema";

/** /es/contact: the same promises as the English page, from the same facts. */
export function spanishContactPage({ business }: SiteFacts): ContactPageCopy {
  const { discoveryCallMinutes, inHomeMinutes } = business.consultation;
  return {
    crumb: "Contacto",
    heading: "Pida su presupuesto gratuito",
    metaTitle: "Pida un presupuesto gratuito de remodelación",
    metaDescription:
      "Háblenos de su proyecto de cocina, baño, ampliación o de toda la casa en Dallas y alrededores. Presupuesto gratuito por escrito tras una consulta sin costo.",
    intro: `Cuéntenos sobre su proyecto y le agendamos una llamada inicial gratuita de ${discoveryCallMinutes} minutos. ¿Prefiere hablar ahora mismo? Llámenos.`,
    callUs: "Llámenos:",
    formLabel: "Formulario para pedir un presupuesto",
    nextStepsHeading: "Qué pasa después",
    nextSteps: [
      business.replyPromise.sentence,
      `Una llamada inicial de ${discoveryCallMinutes} minutos para hablar de lo que busca, para cuándo lo quiere y cuánto piensa invertir.`,
      `Una consulta ${minutesInSpanish(inHomeMinutes)} en su casa y, después, un presupuesto por escrito y detallado, válido por ${business.estimates.validDays} días.`,
    ],
  };
}
