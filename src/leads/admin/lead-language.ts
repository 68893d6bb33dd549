import { isLocale, locales, type Locale } from "@/lib/i18n/locale";

/** The language a lead wrote in, as the owner's admin, e-mails and alerts name it. */
export const leadLanguageLabels: Readonly<Record<Locale, string>> = {
  en: "English",
  es: "Spanish",
};

export const leadLanguageOptions = locales.map((value) => ({
  label: leadLanguageLabels[value],
  value,
}));

/** What the owner is told first about a lead from the Spanish edition: call back in Spanish. */
export const PREFERS_SPANISH = "Prefers Spanish";

/** The note for a lead's language, or null for English (the owner's default). */
export const languageNote = (language: unknown): string | null =>
  isLocale(language) && language === "es" ? PREFERS_SPANISH : null;
