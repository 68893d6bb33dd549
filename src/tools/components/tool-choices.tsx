import type { ReactNode } from "react";
import { Choice, ChoiceGroup, choiceInputClass } from "@/components/ui/choice-group";

type ToolChoicesProps<Value extends string> = {
  /** The group's id, and its inputs' name. */
  id: string;
  type: "checkbox" | "radio";
  /** The legend, and the hint under it where it has one. */
  text: { label: string; hint?: string };
  columns?: 1 | 2;
  options: readonly { value: Value; checked: boolean; label: ReactNode }[];
  onChange: (value: Value, checked: boolean) => void;
};

/** A calculator's checkboxes or radios under one legend, each checked as the fields say. */
export function ToolChoices<Value extends string>({
  id,
  type,
  text,
  columns,
  options,
  onChange,
}: ToolChoicesProps<Value>) {
  return (
    <ChoiceGroup id={id} legend={text.label} hint={text.hint} columns={columns}>
      {options.map((option) => (
        <Choice
          key={option.value}
          input={
            <input
              type={type}
              name={id}
              value={option.value}
              checked={option.checked}
              onChange={(event) => onChange(option.value, event.currentTarget.checked)}
              className={choiceInputClass}
            />
          }
        >
          {option.label}
        </Choice>
      ))}
    </ChoiceGroup>
  );
}
