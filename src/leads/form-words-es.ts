import { intlLocale } from "@/lib/i18n/locale";
import type { LeadFormWords } from "./form-words";
import { leadLimits } from "./options";

const descriptionMax = new Intl.NumberFormat(intlLocale.es).format(
  leadLimits.projectDescription.max,
);

export const spanishFormWords: LeadFormWords = {
  intro: "Todos los campos son obligatorios, salvo los que dicen “opcional”.",
  optional: "opcional",
  labels: {
    fullName: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    projectAddress: "Dirección del proyecto",
    city: "Ciudad",
    serviceType: "Tipo de servicio (marque todos los que correspondan)",
    startDate: "¿Cuándo le gustaría empezar?",
    budgetRange: "Rango de presupuesto",
    projectDescription: "Descripción del proyecto",
    hearAboutUs: "¿Cómo se enteró de nosotros?",
  },
  choose: {
    city: "Elija su ciudad",
    budgetRange: "Elija un rango de presupuesto",
    hearAboutUs: "Elija una opción",
  },
  descriptionHint: `Hasta ${descriptionMax} caracteres: qué cuartos o espacios, qué le gustaría cambiar y cualquier otra cosa que debamos saber.`,
  submit: "Pedir mi presupuesto gratuito",
  sending: "Enviando…",
  orCall: "O llame al",
  privacy: { before: "Consulte nuestra", link: "Política de privacidad", after: "." },
  honeypot: "Deje este campo vacío",
  summary: {
    one: "Corrija 1 problema antes de enviar la solicitud",
    other: "Corrija {count} problemas antes de enviar la solicitud",
    fields: {
      fullName: "Nombre completo",
      email: "Correo electrónico",
      phone: "Teléfono",
      projectAddress: "Dirección del proyecto",
      city: "Ciudad",
      serviceType: "Tipo de servicio",
      startDate: "Fecha de inicio",
      budgetRange: "Rango de presupuesto",
      projectDescription: "Descripción del proyecto",
      hearAboutUs: "Cómo se enteró de nosotros",
      consent: "Consentimiento",
    },
  },
  thankYou: { another: "Enviar otra solicitud", call: "Llame al" },
};
