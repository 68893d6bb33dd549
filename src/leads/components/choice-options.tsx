import type { Locale } from "@/lib/i18n/locale";
import { optionLabel } from "@/leads/options";

/**
 * A list's empty first choice and its options. Each option posts the English value the lead
 * stores and shows the edition's label (a city is its own name in both).
 */
export function ChoiceOptions({
  empty,
  values,
  locale,
}: {
  empty: string;
  values: readonly string[];
  locale: Locale;
}) {
  return (
    <>
      <option value="">{empty}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {optionLabel(value, locale)}
        </option>
      ))}
    </>
  );
}
