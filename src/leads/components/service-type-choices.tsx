import { Choice, ChoiceGroup, choiceInputClass } from "@/components/ui/choice-group";
import { leadOptions } from "@/leads/options";

/** The service checkboxes, one group with one message; the summary links to the first box. */
export function ServiceTypeChoices({ chosen, error }: { chosen: string[]; error?: string }) {
  return (
    <ChoiceGroup
      id="serviceType"
      legend="Service type (choose all that apply)"
      error={error}
      columns={2}
    >
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
          {service}
        </Choice>
      ))}
    </ChoiceGroup>
  );
}
