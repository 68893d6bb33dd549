import { intlLocale } from "@/lib/i18n/locale";
import { leadLimits } from "./options";

const count = (value: number) => new Intl.NumberFormat(intlLocale.es).format(value);

/**
 * The validation messages the Spanish form shows, one for each of the English `leadMessages`
 * (schema.ts pairs them, so a message added in English without its Spanish does not compile).
 * The start date's three years is START_DATE_YEARS_AHEAD in schema.ts, as in the English text.
 */
export const leadMessagesEs = {
  fullNameRequired: "Escriba su nombre completo",
  fullNameTooLong: "El nombre es demasiado largo",
  emailRequired: "Escriba un correo electrónico válido",
  emailTooLong: "El correo electrónico es demasiado largo",
  phone: "Escriba un número de teléfono válido",
  addressRequired: "Escriba la dirección del proyecto",
  addressTooLong: "La dirección es demasiado larga",
  city: "Elija su ciudad",
  serviceType: "Elija al menos un tipo de servicio",
  budgetRange: "Elija un rango de presupuesto",
  description: `Use como máximo ${count(leadLimits.projectDescription.max)} caracteres`,
  descriptionInvalid: "Borre de la descripción los caracteres ocultos o poco comunes",
  hearAboutUs: "Elija una de las opciones de la lista",
  startDate: "Elija una fecha válida entre hoy y dentro de 3 años.",
  consent: "Necesitamos su consentimiento para enviar la solicitud",
} as const;
