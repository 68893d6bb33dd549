import type { Field } from "payload";
import { lengthBetween } from "@/lib/cms/validation";
import { centsProblem } from "@/lib/money/cents";
import { quantityProblem } from "./amounts";

/**
 * A priced line as the admin writes it, wherever money is itemized (an estimate, a change
 * order): what is done, then how much of it, in what unit, at what price each, typed in dollars
 * and kept in cents. `beside` adds a field at the end of the numbers' row.
 */
export function pricedLineFields(
  widths: { quantity: string; unit: string; price: string },
  beside: Field[] = [],
): Field[] {
  return [
    {
      name: "description",
      type: "text",
      label: "Description",
      required: true,
      validate: lengthBetween({ min: 2, max: 300 }, "The description"),
    },
    {
      type: "row",
      fields: [
        {
          name: "quantity",
          type: "number",
          label: "Quantity",
          required: true,
          defaultValue: 1,
          validate: quantityProblem,
          admin: { width: widths.quantity },
        },
        {
          name: "unit",
          type: "text",
          label: "Unit",
          required: true,
          defaultValue: "each",
          validate: lengthBetween({ min: 1, max: 20 }, "The unit"),
          admin: { width: widths.unit, description: "each, sq ft, linear ft, hour…" },
        },
        {
          name: "unitCents",
          type: "number",
          label: "Unit price",
          required: true,
          validate: centsProblem,
          admin: {
            width: widths.price,
            components: { Field: "/components/layout/admin-money-field#MoneyField" },
          },
        },
        ...beside,
      ],
    },
  ];
}
