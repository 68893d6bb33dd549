import { Choice, ChoiceGroup, choiceInputClass } from "@/components/ui/choice-group";
import type { Locale } from "@/lib/i18n/locale";
import { leadOptions, optionLabel } from "@/leads/options";

type ServiceTypeChoicesProps = {
  legend: string;
  locale: Locale;
  chosen: string[];
  error?: string;
};

/**
 * The service checkboxes, one group with one message; the summary links to the first box. Each
 * box posts the English name the lead stores, whatever its label says.
 */
export function ServiceTypeChoices({ legend, locale, chosen, error }: ServiceTypeChoicesProps) {
  return (
    <ChoiceGroup id="serviceType" legend={legend} error={error} columns={2}>
      {leadOptions.serviceTypes.map((service, index) => (
        <Choice
          key={service}
          input={
            <input
              name="serviceType"
              id={`serviceType-${index}`}
              type="checkbox"
              value={service}
              defaultChecked={chosen.includes(service)}
              aria-invalid={error ? true : undefined}
              className={choiceInputClass}
            />
          }
        >
          {optionLabel(service, locale)}
        </Choice>
      ))}
    </ChoiceGroup>
  );
}
