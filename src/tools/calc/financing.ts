export const creditTierKeys = ["poor", "fair", "good", "excellent"] as const;

export type CreditTierKey = (typeof creditTierKeys)[number];

export type CreditTier = {
  key: CreditTierKey;
  label: string;
  /** Lowest and highest APR of the tier, in percent. */
  aprRange: readonly [number, number];
  defaultApr: number;
};

// Checked by a schema in financing.test.ts rather than parsed here: this module ships to the
// browser with the calculator, and parsing a constant at import would ship zod with it.
export const creditTiers: readonly CreditTier[] = [
  { key: "poor", label: "Poor (Subprime)", aprRange: [24, 30], defaultApr: 27 },
  { key: "fair", label: "Fair", aprRange: [18, 24], defaultApr: 21 },
  { key: "good", label: "Good", aprRange: [12, 18], defaultApr: 15 },
  { key: "excellent", label: "Excellent", aprRange: [8, 12], defaultApr: 10 },
];

export function getCreditTier(key: CreditTierKey): CreditTier {
  const tier = creditTiers.find((t) => t.key === key);
  // Unreachable: financing.test.ts checks that the table holds every key.
  if (!tier) throw new Error(`Unknown credit tier "${key}"`);
  return tier;
}

export const loanTerms = [24, 36, 48, 60, 72, 84, 96, 120] as const;
export type LoanTerm = (typeof loanTerms)[number];

const defaultTier: CreditTierKey = "good";
const defaultTerm: LoanTerm = 120;

export const financingDefaults = {
  cost: 50000,
  tier: defaultTier,
  apr: getCreditTier(defaultTier).defaultApr,
  termMonths: defaultTerm,
  downPayment: 0,
} as const;

export const aprLimits = { min: 0, max: 60, step: 0.1 } as const;

export const financingDisclaimer =
  "Estimates only. Not a credit decision or offer of financing. Actual APR, terms, and payments vary by lender and credit profile.";

export type FinancingInputs = {
  cost: number;
  downPayment: number;
  /** Annual percentage rate in percent, e.g. 15 for 15%. */
  apr: number;
  termMonths: number;
};

export type FinancingResult = {
  financed: number;
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
};

/**
 * An empty field reaches this function as 0 (see parseNumberInput): an empty cost or a down
 * payment at or above the cost gives all zeros, an empty APR gives the interest-free payment.
 * A garbled field arrives as NaN and comes back as NaN, which the formatter shows as "-".
 * Inputs are not clamped here: the form enforces the minimums (cost, down payment, APR ≥ 0).
 */
export function computeFinancing({
  cost,
  downPayment,
  apr,
  termMonths,
}: FinancingInputs): FinancingResult {
  const financed = Math.max(0, cost - downPayment);
  const monthlyPayment = monthlyPaymentFor(financed, apr, termMonths);
  // No payment means nothing is paid back (and avoids -0 from 0 × a negative term).
  const totalPaid = monthlyPayment === 0 ? 0 : monthlyPayment * termMonths;
  return { financed, monthlyPayment, totalPaid, totalInterest: Math.max(0, totalPaid - financed) };
}

function monthlyPaymentFor(principal: number, apr: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = apr / 100 / 12;
  // Below machine epsilon the interest term vanishes in rounding (it changes the payment by
  // far less than a cent), and r = APR/1200 can underflow to exactly 0 for a tiny APR.
  if (Math.abs(r) < Number.EPSILON) return principal / months;
  // 1 − (1 + r)^−n written with expm1/log1p so small rates keep their precision.
  return (r * principal) / -Math.expm1(-months * Math.log1p(r));
}

/** An empty field counts as 0 (spec: inputs are "converted as numbers"); garbage becomes NaN. */
export function parseNumberInput(raw: string): number {
  return raw.trim() === "" ? 0 : Number(raw);
}

export type FinancingSummaryInputs = FinancingInputs & {
  tier: CreditTierKey;
  /** Paid on top of the payment each month; 0 for none. */
  extra: number;
  /** The terms compared side by side, the chosen one among them. */
  compare: readonly LoanTerm[];
};

/**
 * The words around the financing figures in one edition: English here, beside the figures they
 * describe; the Spanish comes with the page copy. `{…}` marks where a figure goes.
 */
export type FinancingWords = {
  tierLabels: Readonly<Record<CreditTierKey, string>>;
  /** A tier's APR range beside its name: `{low}` and `{high}` in percent. */
  tierRange: string;
  /** A loan term: `{months}`. */
  term: string;
  /** A choice of the term list: `{months}` and `{years}`. */
  termOption: string;
  /** The line under the payment: `{apr}` and `{term}` (decisions.md §6). */
  paymentNote: string;
  disclaimer: string;
  /** What the extra payment does: `{extra}`, `{months}`, `{saved}` (months sooner), `{interest}`. */
  extraEffect: string;
  /** The terms side by side: a column per term, the chosen one marked. */
  compare: {
    heading: string;
    /** Under the heading: `{apr}`. */
    note: string;
    chosen: string;
  };
  chart: {
    heading: string;
    balance: string;
    interest: string;
    /** The chart's text alternative: `{financed}`, `{years}`, `{interest}`. */
    description: string;
  };
  schedule: {
    heading: string;
    hint: string;
    year: string;
    month: string;
    interest: string;
    principal: string;
    balance: string;
    /** A year's row: `{year}`. */
    yearLabel: string;
    /** The caption of a year's months: `{year}`. */
    monthsCaption: string;
  };
  summary: {
    title: string;
    cost: string;
    downPayment: string;
    tier: string;
    /** `{apr}` and `{term}`. */
    apr: string;
    /** `{payment}`, `{apr}` and `{term}`. */
    payment: string;
    financed: string;
    totalInterest: string;
    totalPaid: string;
    /** `{extra}`, `{months}`, `{saved}`, `{interest}`. */
    extra: string;
    /** `{apr}`. */
    compare: string;
    /** `{term}`, `{payment}`, `{interest}`. */
    compareLine: string;
    balances: string;
    /** `{year}` and `{balance}`. */
    balanceLine: string;
  };
};

export const financingWords: FinancingWords = {
  tierLabels: {
    poor: getCreditTier("poor").label,
    fair: getCreditTier("fair").label,
    good: getCreditTier("good").label,
    excellent: getCreditTier("excellent").label,
  },
  tierRange: "({low}–{high}% APR)",
  term: "{months} months",
  termOption: "{months} months ({years} years)",
  paymentNote: "at {apr} APR for {term}",
  disclaimer: financingDisclaimer,
  extraEffect:
    "Paying {extra} more each month pays the loan off in {months} months, {saved} months sooner, and saves {interest} in interest.",
  compare: {
    heading: "Compare terms",
    note: "The same amount at {apr} APR over each term.",
    chosen: "your term",
  },
  chart: {
    heading: "How the balance falls",
    balance: "Balance still owed",
    interest: "Interest paid so far",
    description:
      "The balance falls from {financed} to $0 over {years} years, while the interest paid adds up to {interest}.",
  },
  schedule: {
    heading: "Year by year",
    hint: "Each payment covers the month's interest first; the rest pays down the balance. Open a year to see its months.",
    year: "Year",
    month: "Month",
    interest: "Interest",
    principal: "Principal",
    balance: "Balance",
    yearLabel: "Year {year}",
    monthsCaption: "Year {year}, month by month",
  },
  summary: {
    title: "Financing estimate",
    cost: "Project cost",
    downPayment: "Down payment",
    tier: "Credit tier",
    apr: "APR: {apr} for {term}",
    payment: "Estimated monthly payment: {payment} ({apr} APR, {term})",
    financed: "Amount financed",
    totalInterest: "Total interest",
    totalPaid: "Total paid",
    extra:
      "Extra payment of {extra} a month: paid off in {months} months ({saved} sooner), {interest} less interest",
    compare: "Other terms at {apr} APR:",
    compareLine: "- {term}: {payment} a month, {interest} in interest",
    balances: "Balance at the end of each year:",
    balanceLine: "- Year {year}: {balance}",
  },
};
