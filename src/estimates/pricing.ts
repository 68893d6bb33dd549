import { allocate, divideRounded, isCents, MAX_CENTS, type Cents } from "@/lib/money/cents";

/**
 * How an estimate's figures are made, exact to the cent: each line is its quantity times its unit
 * price, rounded once; a section is the sum of its lines; the homeowner picks one choice of each
 * alternate and may add optional items; a tax line (when the owner adds one) is a rate on the
 * subtotal, rounded once; the deposit is a share of the total, rounded once; the milestones share
 * what is left so that every payment adds up to the total exactly.
 */

/** Quantities are kept in thousandths of a unit (12.5 sq ft is 12_500), so they are whole too. */
export const QUANTITY_SCALE = 1000;
/** Rates and shares in basis points: 825 is 8.25 %, 10_000 is all of it. */
export const WHOLE = 10_000;

export type PricedLine = {
  id: string;
  quantityMilli: number;
  unitCents: Cents;
  /** Added only when the homeowner chooses it. */
  optional?: boolean;
};

export type PricedSection = { id: string; lines: readonly PricedLine[] };

/** Ways to do the same part of the work (e.g. a service's three packages): the homeowner picks one. */
export type AlternateGroup = {
  id: string;
  choices: readonly { id: string; lines: readonly PricedLine[] }[];
};

export type Milestone = { id: string; shareBps: number };

export type PricedEstimate = {
  sections: readonly PricedSection[];
  alternates: readonly AlternateGroup[];
  /** A tax line's rate, when the owner adds one. */
  taxBps?: number;
  depositBps: number;
  /** What is paid after the deposit, in shares of what is left; at least one. */
  milestones: readonly Milestone[];
};

/** What the homeowner chose: one choice per alternate group, and the optional items added. */
export type EstimateChoice = {
  alternates: Readonly<Record<string, string>>;
  options: readonly string[];
};

export type EstimateFigures = {
  sections: { id: string; subtotal: Cents }[];
  alternates: { id: string; choiceId: string; subtotal: Cents }[];
  subtotal: Cents;
  tax: Cents;
  total: Cents;
  deposit: Cents;
  /** The deposit first, then each milestone: together exactly the total. */
  payments: { id: string; cents: Cents }[];
};

export type Priced = { ok: true; figures: EstimateFigures } | { ok: false; problem: string };

/**
 * A line's amount: its quantity times its unit price, rounded to the cent once. (The admin keeps
 * both within bounds; a product past exact integers throws rather than lose a cent.)
 */
export const lineTotal = (line: PricedLine): Cents =>
  divideRounded(line.quantityMilli * line.unitCents, QUANTITY_SCALE);

const sumOf = (lines: readonly PricedLine[], chosen: (line: PricedLine) => boolean) =>
  lines.filter(chosen).reduce((sum, line) => sum + lineTotal(line), 0);

/** The first choice of every alternate and no optional item: what the estimate shows at first. */
export const firstChoice = (estimate: PricedEstimate): EstimateChoice => ({
  alternates: Object.fromEntries(
    estimate.alternates.flatMap((group) =>
      group.choices[0] ? [[group.id, group.choices[0].id]] : [],
    ),
  ),
  options: [],
});

/** The items the homeowner may add, wherever they are written. */
export const optionalLineIds = (estimate: PricedEstimate): string[] =>
  everyLine(estimate)
    .filter((line) => line.optional)
    .map((line) => line.id);

/** Every line written, chosen or not. */
const everyLine = (estimate: PricedEstimate): PricedLine[] => [
  ...estimate.sections.flatMap((section) => section.lines),
  ...estimate.alternates.flatMap((group) => group.choices.flatMap((c) => c.lines)),
];

/**
 * The choice that costs most: every optional item, and the dearest option of each alternate. An
 * estimate whose widest choice stays within bounds stays within them whatever is chosen.
 */
export const widestChoice = (estimate: PricedEstimate): EstimateChoice => ({
  alternates: Object.fromEntries(
    estimate.alternates.flatMap((group) => {
      const cost = (lines: readonly PricedLine[]) => sumOf(lines, () => true);
      const dearest = [...group.choices].sort((a, b) => cost(b.lines) - cost(a.lines))[0];
      return dearest ? [[group.id, dearest.id]] : [];
    }),
  ),
  options: optionalLineIds(estimate),
});

/**
 * The estimate's figures for one choice. A choice that names an alternate or option the estimate
 * does not have, or leaves an alternate unchosen, is refused with the reason (it comes from the
 * homeowner's browser, so it is checked, not trusted).
 */
export function priceEstimate(estimate: PricedEstimate, choice: EstimateChoice): Priced {
  const optionIds = new Set(optionalLineIds(estimate));
  const unknownOption = choice.options.find((id) => !optionIds.has(id));
  if (unknownOption !== undefined)
    return { ok: false, problem: `This estimate has no optional item "${unknownOption}".` };
  const groupIds = new Set(estimate.alternates.map((group) => group.id));
  const strayGroup = Object.keys(choice.alternates).find((id) => !groupIds.has(id));
  if (strayGroup !== undefined)
    return { ok: false, problem: `This estimate has no choice "${strayGroup}".` };
  if (
    everyLine(estimate).some((line) => !Number.isSafeInteger(line.quantityMilli * line.unitCents))
  )
    return { ok: false, problem: "A line comes to more than $10,000,000." };
  const added = new Set(choice.options);
  const counts = (line: PricedLine) => !line.optional || added.has(line.id);

  const sections = estimate.sections.map((section) => ({
    id: section.id,
    subtotal: sumOf(section.lines, counts),
  }));
  const alternates: EstimateFigures["alternates"] = [];
  for (const group of estimate.alternates) {
    const picked = group.choices.find((c) => c.id === choice.alternates[group.id]);
    if (!picked) return { ok: false, problem: `Choose one option for "${group.id}".` };
    alternates.push({ id: group.id, choiceId: picked.id, subtotal: sumOf(picked.lines, counts) });
  }
  const subtotal = [...sections, ...alternates].reduce((sum, part) => sum + part.subtotal, 0);
  const tax = estimate.taxBps ? divideRounded(subtotal * estimate.taxBps, WHOLE) : 0;
  const total = subtotal + tax;
  if (!isCents(total) || total > MAX_CENTS)
    return { ok: false, problem: "The estimate comes to more than $10,000,000." };
  if (total < 0) return { ok: false, problem: "The estimate comes to less than nothing." };
  const deposit = divideRounded(total * estimate.depositBps, WHOLE);
  const rest = allocate(
    total - deposit,
    estimate.milestones.map((milestone) => milestone.shareBps),
  );
  return {
    ok: true,
    figures: {
      sections,
      alternates,
      subtotal,
      tax,
      total,
      deposit,
      payments: [
        { id: "deposit", cents: deposit },
        ...estimate.milestones.map((milestone, index) => ({
          id: milestone.id,
          cents: rest[index]!,
        })),
      ],
    },
  };
}
