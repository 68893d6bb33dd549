import type { Locale, Localized } from "@/lib/i18n/locale";
import { priceText, readPriceIfValid } from "@/business";
import { projectFraming, projectPageLabels } from "./projects";
import { projectFramingEs, projectPageLabelsEs } from "./labels-es";
import type { ProjectFraming, ProjectPageLabels } from "./project-labels-schema";

export type { ProjectPageLabels };

/** How each edition names its projects: the home section, each project page and the cards. */
export const projectFramingIn: Localized<ProjectFraming> = {
  en: projectFraming,
  es: projectFramingEs,
};

/** The labels every project page shares, per edition. */
export const projectLabelsIn: Localized<ProjectPageLabels> = {
  en: projectPageLabels,
  es: projectPageLabelsEs,
};

/**
 * A project's budget as each edition prints it: the English as the owner typed it ("$58K–$68K"),
 * the Spanish in full dollars like the package prices ("$58,000–$68,000"). A band the price
 * reader cannot read is printed as typed rather than guessed at.
 */
export function budgetText(band: string, locale: Locale): string {
  const range = band.replace("–", "-");
  return locale !== "en" && readPriceIfValid(range) ? priceText(range, locale) : band;
}
