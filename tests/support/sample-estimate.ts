/** One priced line as the admin's API takes it. A price may be typed text ("1,250.50"). */
export const estimateLine = (
  description: string,
  quantity: number,
  unitCents: number | string,
  kind: "included" | "allowance" | "optional" = "included",
) => ({ description, quantity, unit: "each", unitCents, kind });

/**
 * A kitchen estimate as the owner writes it after the visit: demolition, a tile allowance, an
 * optional extra and two cabinet packages. First choice: $10,613.08 before tax; semi-custom
 * cabinets with the lights: $14,673.08. Who it is for is the test's to add.
 */
export const kitchenEstimate = () => ({
  title: "Kitchen remodel",
  scopeSummary: "Remove the old kitchen, new cabinets, quartz counters and tile backsplash.",
  sections: [
    {
      title: "Demolition",
      lines: [
        estimateLine("Remove cabinets and counters", 1, 185_000),
        estimateLine("Haul-away", 2, 32_550),
      ],
    },
    {
      title: "Backsplash",
      lines: [
        {
          ...estimateLine("Tile allowance", 42.5, 1_299, "allowance"),
          allowanceNote: "Tile up to $12.99 per sq ft; above it, you approve the difference.",
        },
        estimateLine("Under-cabinet lights", 1, 64_000, "optional"),
      ],
    },
  ],
  alternates: [
    {
      title: "Cabinets",
      options: [
        { title: "Stock", lines: [estimateLine("Stock shaker cabinets", 18, 42_000)] },
        { title: "Semi-custom", lines: [estimateLine("Semi-custom cabinets", 18, 61_000)] },
      ],
    },
  ],
  exclusions: [{ text: "Appliances" }],
  buildPlan: [
    { phase: "Demolition", days: 3 },
    { phase: "Cabinets and counters", days: 10 },
  ],
  milestones: [
    { title: "Cabinets installed", sharePercent: 60 },
    { title: "Final walk-through", sharePercent: 40 },
  ],
});
