import {
  defaultMonthlyBill,
  energyDefaults,
  energyUpgrades,
  type EnergySummaryInputs,
  type UpgradeKey,
} from "./energy";
import {
  aprLimits,
  creditTiers,
  financingDefaults,
  getCreditTier,
  loanTerms,
  parseNumberInput,
  type CreditTierKey,
  type FinancingSummaryInputs,
  type LoanTerm,
} from "./financing";

/**
 * The calculators keep their fields in the URL query so a reloaded or shared link reproduces the
 * estimate. Fields hold the text as typed ("" or "15.") so a round trip never rewrites what the
 * visitor sees; a value equal to its default is left out, so the untouched page has a clean URL.
 */

// Everything an <input type="number"> reports: "12", "-3", "1.5", ".5", "1e5" (or "").
const numberText = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A query value the number field could have written, else the fallback (garbage is ignored). */
function fieldText<F>(value: string | null, fallback: F): string | F {
  if (value === null) return fallback;
  if (value === "") return value;
  return numberText.test(value) && Number.isFinite(Number(value)) ? value : fallback;
}

/** The number a field stands for: empty counts as 0 and the field's limits apply. */
function fieldNumber(text: string, max = Infinity): number {
  const n = parseNumberInput(text);
  return Number.isNaN(n) ? n : Math.min(max, Math.max(0, n));
}

type QueryEntry = readonly [name: string, value: string | null, fallback: string | null];

function buildQuery(entries: readonly QueryEntry[]): string {
  const params = new URLSearchParams();
  for (const [name, value, fallback] of entries) {
    if (value !== null && value !== fallback) params.set(name, value);
  }
  // Commas are legal in a query string; left unescaped they keep a shared link readable.
  return params.toString().replace(/%2C/gi, ",");
}

export type FinancingFields = {
  cost: string;
  downPayment: string;
  tier: CreditTierKey;
  apr: string;
  termMonths: LoanTerm;
  /** Paid on top of the payment each month ("0": none). */
  extra: string;
  /** Up to two other terms shown beside the chosen one. */
  compare: readonly LoanTerm[];
};

/** Beside the ten-year default: five and seven years, the terms lenders offer most. */
const defaultCompare: readonly LoanTerm[] = [60, 84];
const maxCompared = 2;

export const defaultFinancingFields: FinancingFields = {
  cost: String(financingDefaults.cost),
  downPayment: String(financingDefaults.downPayment),
  tier: financingDefaults.tier,
  apr: String(financingDefaults.apr),
  termMonths: financingDefaults.termMonths,
  extra: "0",
  compare: defaultCompare,
};

const tierApr = (tier: CreditTierKey) => String(getCreditTier(tier).defaultApr);

/** Reads a term from a query value or a <select>; anything but the eight terms gives null. */
export function parseLoanTerm(value: string | null): LoanTerm | null {
  return loanTerms.find((term) => String(term) === value) ?? null;
}

/** An absent APR is the tier's default, as if the visitor had just chosen the tier. */
export function parseFinancingQuery(search: string): FinancingFields {
  const params = new URLSearchParams(search);
  const tier =
    creditTiers.find((t) => t.key === params.get("tier"))?.key ?? defaultFinancingFields.tier;
  return {
    cost: fieldText(params.get("cost"), defaultFinancingFields.cost),
    downPayment: fieldText(params.get("down"), defaultFinancingFields.downPayment),
    tier,
    apr: fieldText(params.get("apr"), tierApr(tier)),
    termMonths: parseLoanTerm(params.get("term")) ?? defaultFinancingFields.termMonths,
    extra: fieldText(params.get("extra"), defaultFinancingFields.extra),
    compare: parseCompared(params.get("vs")),
  };
}

/** An absent `vs` means the default terms, an empty one none; unknown terms are ignored. */
function parseCompared(value: string | null): readonly LoanTerm[] {
  if (value === null) return defaultCompare;
  const terms = value.split(",").map(parseLoanTerm);
  return [...new Set(terms.filter((term) => term !== null))].slice(0, maxCompared);
}

/** The other terms with one changed: `index` 0 or 1, and null to show one fewer. */
export function withComparedTerm(
  fields: FinancingFields,
  index: number,
  term: LoanTerm | null,
): FinancingFields {
  const compare = [...fields.compare];
  if (term === null) compare.splice(index, 1);
  else compare[Math.min(index, compare.length)] = term;
  return { ...fields, compare: [...new Set(compare)].slice(0, maxCompared) };
}

/** The chosen term and the others, once each, shortest first. */
export function comparedTerms(fields: FinancingFields): LoanTerm[] {
  return [...new Set([fields.termMonths, ...fields.compare])].sort((a, b) => a - b);
}

export function financingQuery(fields: FinancingFields): string {
  const defaults = defaultFinancingFields;
  return buildQuery([
    ["cost", fields.cost, defaults.cost],
    ["down", fields.downPayment, defaults.downPayment],
    ["tier", fields.tier, defaults.tier],
    ["apr", fields.apr, tierApr(fields.tier)],
    ["term", String(fields.termMonths), String(defaults.termMonths)],
    ["extra", fields.extra, defaults.extra],
    ["vs", fields.compare.join(","), defaults.compare.join(",")],
  ]);
}

/** Choosing a tier resets the APR to that tier's default (spec §4); the APR stays editable. */
export function withCreditTier(fields: FinancingFields, tier: CreditTierKey): FinancingFields {
  return { ...fields, tier, apr: tierApr(tier) };
}

/** The numbers behind the fields: a negative entry counts as 0 and an APR above 60% as 60%. */
export function financingInputs(fields: FinancingFields): FinancingSummaryInputs {
  return {
    cost: fieldNumber(fields.cost),
    downPayment: fieldNumber(fields.downPayment),
    tier: fields.tier,
    apr: fieldNumber(fields.apr, aprLimits.max),
    termMonths: fields.termMonths,
    extra: fieldNumber(fields.extra),
    compare: comparedTerms(fields),
  };
}

export type EnergyFields = {
  /** null until the visitor types a bill: until then it is a typical month at the chosen rate. */
  monthlyBill: string | null;
  ratePerKwh: string;
  selected: readonly UpgradeKey[];
};

const defaultSelection = energyUpgrades.filter((u) => u.defaultOn).map((u) => u.key);

export const defaultEnergyFields: EnergyFields = {
  monthlyBill: null,
  ratePerKwh: String(energyDefaults.ratePerKwh),
  selected: defaultSelection,
};

/** Keeps the catalogue's order, so a selection has one spelling in the URL. */
function inCatalogueOrder(keys: ReadonlySet<string>): UpgradeKey[] {
  return energyUpgrades.filter((u) => keys.has(u.key)).map((u) => u.key);
}

/** An empty `upgrades=` means none selected; an absent one means the defaults. */
export function parseEnergyQuery(search: string): EnergyFields {
  const params = new URLSearchParams(search);
  const upgrades = params.get("upgrades");
  return {
    monthlyBill: fieldText(params.get("bill"), null),
    ratePerKwh: fieldText(params.get("rate"), defaultEnergyFields.ratePerKwh),
    selected:
      upgrades === null
        ? defaultEnergyFields.selected
        : inCatalogueOrder(new Set(upgrades.split(","))),
  };
}

export function energyQuery(fields: EnergyFields): string {
  return buildQuery([
    ["bill", fields.monthlyBill, null],
    ["rate", fields.ratePerKwh, defaultEnergyFields.ratePerKwh],
    ["upgrades", inCatalogueOrder(new Set(fields.selected)).join(","), defaultSelection.join(",")],
  ]);
}

export function withUpgrade(fields: EnergyFields, key: UpgradeKey, on: boolean): EnergyFields {
  const keys = new Set(fields.selected);
  if (on) keys.add(key);
  else keys.delete(key);
  return { ...fields, selected: inCatalogueOrder(keys) };
}

export function energyInputs(fields: EnergyFields): EnergySummaryInputs {
  const ratePerKwh = fieldNumber(fields.ratePerKwh);
  return {
    ratePerKwh,
    monthlyBill:
      fields.monthlyBill === null
        ? defaultMonthlyBill(ratePerKwh)
        : fieldNumber(fields.monthlyBill),
    selected: fields.selected,
  };
}

/** What the bill field shows: the visitor's text, or the typical month it stands in for. */
export function billFieldText(fields: EnergyFields): string {
  if (fields.monthlyBill !== null) return fields.monthlyBill;
  const bill = energyInputs(fields).monthlyBill;
  return Number.isFinite(bill) ? String(bill) : "";
}
