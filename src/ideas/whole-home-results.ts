import type { WholeHomeResults } from "@/business";
import type { Locale, Localized } from "@/lib/i18n/locale";

type ResultWords = {
  returned: (min: number, max: number) => string;
  returnedLabel: string;
  onMarket: (min: number, max: number) => string;
  onMarketLabel: string;
  satisfied: (percent: number) => string;
  satisfiedLabel: string;
  /** Said beside figures the owner has not confirmed as the business's own. */
  example: string;
};

const words: Localized<ResultWords> = {
  en: {
    returned: (min, max) => `${min}-${max}%`,
    returnedLabel: "Typical ROI",
    onMarket: (min, max) => `${min}-${max} days`,
    onMarketLabel: "On market",
    satisfied: (percent) => `${percent}%`,
    satisfiedLabel: "Satisfaction",
    example: "example figures, not yet confirmed by us",
  },
  es: {
    returned: (min, max) => `de ${min} a ${max}%`,
    returnedLabel: "Retorno típico de la inversión",
    onMarket: (min, max) => `de ${min} a ${max} días`,
    onMarketLabel: "Tiempo en el mercado",
    satisfied: (percent) => `${percent}%`,
    satisfiedLabel: "Clientes satisfechos",
    example: "cifras de ejemplo que aún no hemos confirmado",
  },
};

/** The whole-home page's three result cards, worded for an edition. */
export function wholeHomeResultCards(results: WholeHomeResults, locale: Locale) {
  const w = words[locale];
  return [
    { value: w.returned(results.returnMin, results.returnMax), label: w.returnedLabel },
    { value: w.onMarket(results.daysOnMarketMin, results.daysOnMarketMax), label: w.onMarketLabel },
    { value: w.satisfied(results.satisfactionPercent), label: w.satisfiedLabel },
  ];
}

/** A heading or label over figures, saying "example" until the owner confirms them. */
export const asResults = (confirmed: boolean, text: string, locale: Locale) =>
  confirmed ? text : `${text} (${words[locale].example})`;
