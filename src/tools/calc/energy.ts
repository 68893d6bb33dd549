import { intlLocale, type Locale, type Localized } from "@/lib/i18n/locale";
import { roundToTotal } from "@/lib/money/cents";
import { fillIn, formatDollars, formatPercent } from "./format";

export const upgradeKeys = [
  "windows-doors",
  "insulation",
  "hvac",
  "solar",
  "appliances",
  "led",
  "thermostat",
] as const;

export type UpgradeKey = (typeof upgradeKeys)[number];

export type EnergyUpgrade = {
  key: UpgradeKey;
  label: string;
  /** Typical saving on the electric bill as a fraction (0.12 = 12%). */
  savings: number;
  defaultOn: boolean;
};

// Checked by a schema in energy.test.ts rather than parsed here: this module ships to the
// browser with the estimator, and parsing a constant at import would ship zod with it.
export const energyUpgrades: readonly EnergyUpgrade[] = [
  {
    key: "windows-doors",
    label: "Energy-efficient windows & doors",
    savings: 0.12,
    defaultOn: true,
  },
  { key: "insulation", label: "Insulation + air sealing", savings: 0.18, defaultOn: true },
  { key: "hvac", label: "High-efficiency HVAC / heat pump", savings: 0.2, defaultOn: false },
  { key: "solar", label: "Solar PV system", savings: 0.35, defaultOn: false },
  { key: "appliances", label: "ENERGY STAR appliances", savings: 0.08, defaultOn: true },
  { key: "led", label: "LED lighting", savings: 0.06, defaultOn: true },
  { key: "thermostat", label: "Smart thermostat", savings: 0.05, defaultOn: true },
];

export const energyDefaults = {
  ratePerKwh: 0.153,
  averageKwh: 1146,
  maxCombinedSavings: 0.8,
} as const;

export const energyDisclaimer =
  "Energy savings are estimates based on typical Dallas-area conditions. Actual results vary by home size, equipment, occupancy, and weather.";

/** A typical Dallas-area month (1146 kWh) at the given rate, in whole dollars: 175 at $0.153. */
export function defaultMonthlyBill(ratePerKwh: number): number {
  return Math.round(energyDefaults.averageKwh * ratePerKwh);
}

/**
 * Savings compound rather than add: each upgrade saves its share of what the others left.
 * Walks the catalogue in its fixed order, so the selection's order (and any duplicate key)
 * never changes the result.
 */
export function combinedSavings(selectedKeys: readonly UpgradeKey[]): number {
  const selected = new Set(selectedKeys);
  const remaining = energyUpgrades.reduce(
    (rest, u) => (selected.has(u.key) ? rest * (1 - u.savings) : rest),
    1,
  );
  return Math.min(energyDefaults.maxCombinedSavings, Math.max(0, 1 - remaining));
}

export type EnergyInputs = { monthlyBill: number; selected: readonly UpgradeKey[] };

export type EnergyResult = {
  fraction: number;
  monthlySavings: number;
  annualSavings: number;
  /** Ten years of the annual saving, at today's bill and rate. */
  tenYearSavings: number;
  newBill: number;
  /** Whole percent, e.g. 41. */
  percent: number;
};

/**
 * A negative bill counts as 0 (the field's minimum). A bill that is not a number (a garbled
 * field) gives NaN for the dollar figures, shown as "-"; the percentage does not depend on the
 * bill and stays. The new bill never drops below $0 (only possible for bills under $2.50,
 * where rounding the saving up to a whole dollar would overshoot).
 */
export function computeEnergySavings({ monthlyBill, selected }: EnergyInputs): EnergyResult {
  const fraction = combinedSavings(selected);
  const percent = Math.round(fraction * 100);
  if (!Number.isFinite(monthlyBill)) {
    return {
      fraction,
      monthlySavings: NaN,
      annualSavings: NaN,
      tenYearSavings: NaN,
      newBill: NaN,
      percent,
    };
  }
  const bill = Math.max(0, monthlyBill);
  const monthlySavings = Math.round(bill * fraction);
  return {
    fraction,
    monthlySavings,
    annualSavings: 12 * monthlySavings,
    tenYearSavings: 120 * monthlySavings,
    newBill: Math.max(0, bill - monthlySavings),
    percent,
  };
}

/** One selected upgrade's part of the combined saving. */
export type UpgradeShare = {
  key: UpgradeKey;
  /** Its part of the bill, as a fraction; the parts add up to the combined, capped saving. */
  fraction: number;
  /** Its part of the monthly saving in whole dollars; the parts add up to it exactly. */
  monthlySavings: number;
};

/**
 * What each selected upgrade brings to the combined saving: its saving on its own, scaled so the
 * parts add up to the combined saving (which compounds and is capped, so it is less than their
 * sum). The dollars are shared out so they add up to the monthly saving shown (largest
 * remainder); a saving that could not be computed gives NaN dollars. Catalogue order.
 */
export function savingsShares(
  selected: readonly UpgradeKey[],
  result: EnergyResult,
): UpgradeShare[] {
  const chosen = new Set(selected);
  const upgrades = energyUpgrades.filter((u) => chosen.has(u.key));
  const own = upgrades.reduce((sum, u) => sum + u.savings, 0);
  if (own === 0) return [];
  const parts = upgrades.map((u) => u.savings / own);
  const dollars = Number.isFinite(result.monthlySavings)
    ? roundToTotal(
        parts.map((part) => part * result.monthlySavings),
        result.monthlySavings,
      )
    : parts.map(() => NaN);
  return upgrades.map((u, i) => ({
    key: u.key,
    fraction: parts[i]! * result.fraction,
    monthlySavings: dollars[i]!,
  }));
}

export type EnergySummaryInputs = EnergyInputs & { ratePerKwh: number };

/**
 * The words around the energy figures in one edition: English here, beside the figures they
 * describe; the Spanish comes with the page copy. `{…}` marks where a figure goes.
 */
export type EnergyWords = {
  upgradeLabels: Readonly<Record<UpgradeKey, string>>;
  disclaimer: string;
  /** Each upgrade's bar: its part of the combined saving. */
  shares: {
    heading: string;
    note: string;
    /** `{amount}` a month and `{percent}` of the bill. */
    line: string;
  };
  summary: {
    title: string;
    bill: string;
    rate: string;
    /** `{rate}`: the price of one kWh. */
    perKwh: string;
    upgrades: string;
    none: string;
    monthlySavings: string;
    annualSavings: string;
    percent: string;
    newBill: string;
    tenYearSavings: string;
    shares: string;
    /** `{upgrade}` and `{amount}`. */
    shareLine: string;
  };
};

export function getUpgrade(key: UpgradeKey): EnergyUpgrade {
  const upgrade = energyUpgrades.find((u) => u.key === key);
  // Unreachable: energy.test.ts checks that the catalogue holds every key.
  if (!upgrade) throw new Error(`Unknown upgrade "${key}"`);
  return upgrade;
}

const upgradeLabel = (key: UpgradeKey) => getUpgrade(key).label;

export const energyWords: EnergyWords = {
  upgradeLabels: {
    "windows-doors": upgradeLabel("windows-doors"),
    insulation: upgradeLabel("insulation"),
    hvac: upgradeLabel("hvac"),
    solar: upgradeLabel("solar"),
    appliances: upgradeLabel("appliances"),
    led: upgradeLabel("led"),
    thermostat: upgradeLabel("thermostat"),
  },
  disclaimer: energyDisclaimer,
  shares: {
    heading: "Where the saving comes from",
    note: "Each upgrade's part of the combined saving, in proportion to what it saves on its own.",
    line: "{amount} a month, {percent} of the bill",
  },
  summary: {
    title: "Energy savings estimate",
    bill: "Current monthly electric bill",
    rate: "Electricity rate",
    perKwh: "{rate} per kWh",
    upgrades: "Selected upgrades",
    none: "None selected",
    monthlySavings: "Estimated monthly savings",
    annualSavings: "Estimated annual savings",
    percent: "Combined savings",
    newBill: "New estimated monthly bill",
    tenYearSavings: "Estimated savings over 10 years",
    shares: "Each upgrade's part of the monthly saving:",
    shareLine: "- {upgrade}: {amount} a month",
  },
};

/** The words and number formats of the edition a summary is written in. */
type EnergyEdition = { words: EnergyWords; locale: Locale };

const ratePerKwhFormat = (locale: Locale) =>
  new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 3,
    maximumFractionDigits: 4,
  });

const ratePerKwhFormats: Localized<Intl.NumberFormat> = {
  en: ratePerKwhFormat("en"),
  es: ratePerKwhFormat("es"),
};

/** A price per kWh to the tenth of a cent or finer: "$0.153", "$0.1575". */
export const formatRatePerKwh = (rate: number, locale: Locale = "en"): string =>
  ratePerKwhFormats[locale].format(rate);

/** Plain text for the "Copy results" button. */
export function energySummary(
  inputs: EnergySummaryInputs,
  result: EnergyResult,
  { words, locale }: EnergyEdition = { words: energyWords, locale: "en" },
): string {
  const selected = new Set(inputs.selected);
  const upgrades = energyUpgrades.filter((u) => selected.has(u.key));
  const { summary } = words;
  const dollars = (n: number) => formatDollars(n, locale);
  const percent = (fraction: number) => formatPercent(fraction, { locale });
  const rate = Number.isFinite(inputs.ratePerKwh)
    ? fillIn(summary.perKwh, { rate: formatRatePerKwh(inputs.ratePerKwh, locale) })
    : "-";
  return [
    summary.title,
    `${summary.bill}: ${dollars(inputs.monthlyBill)}`,
    `${summary.rate}: ${rate}`,
    `${summary.upgrades}:`,
    ...(upgrades.length > 0
      ? upgrades.map((u) => `- ${words.upgradeLabels[u.key]} (${percent(u.savings)})`)
      : [`- ${summary.none}`]),
    `${summary.monthlySavings}: ${dollars(result.monthlySavings)}`,
    `${summary.annualSavings}: ${dollars(result.annualSavings)}`,
    `${summary.percent}: ${percent(result.percent / 100)}`,
    `${summary.newBill}: ${dollars(result.newBill)}`,
    `${summary.tenYearSavings}: ${dollars(result.tenYearSavings)}`,
    ...(upgrades.length > 0 ? [summary.shares] : []),
    ...savingsShares(inputs.selected, result).map((share) =>
      fillIn(summary.shareLine, {
        upgrade: words.upgradeLabels[share.key],
        amount: dollars(share.monthlySavings),
      }),
    ),
    "",
    words.disclaimer,
  ].join("\n");
}
