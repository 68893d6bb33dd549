import type { Field } from "payload";
import type { ZodType } from "zod";
import { rowLabel } from "@/lib/cms/row-label";
import { obeys, ruledField } from "@/lib/cms/validation";
import { weekdays } from "./opening-hours";
import { businessRules } from "./rules";

/** Weekly hours as the admin edits them: rows of days with an opening and a closing time. */
export const hoursField = ({
  name,
  label,
  rule,
  description,
  minRows,
  withNote = true,
}: {
  name: string;
  label: string;
  rule: ZodType;
  description: string;
  minRows: number;
  withNote?: boolean;
}): Field => ({
  name,
  type: "array",
  label,
  labels: { singular: "Days", plural: "Days" },
  minRows,
  maxRows: 7,
  validate: obeys(rule),
  admin: { description, components: rowLabel("{days}: {opens}–{closes}", "Days") },
  fields: [
    {
      name: "days",
      type: "select",
      hasMany: true,
      required: true,
      options: weekdays.map((day) => ({ label: day, value: day })),
    },
    {
      type: "row",
      fields: [
        ruledField("text", "opens", "Opens", businessRules.time, "24-hour clock, e.g. 07:00"),
        ruledField("text", "closes", "Closes", businessRules.time, "e.g. 18:00"),
        ...(withNote
          ? [
              {
                name: "note",
                localized: true,
                type: "text",
                label: "Note",
                validate: obeys(businessRules.hoursNote),
                admin: { description: 'Optional, e.g. "by appointment"' },
              } as Field,
            ]
          : []),
      ],
    },
  ],
});
