/**
 * A package price as the page prints it ("$25K-$40K", "$80K-$150K+", "From $75,000"), read
 * into numbers for structured data. Reading the printed string, instead of keeping a second
 * set of numbers beside it, means the markup can never quote a price the page does not show.
 * An open end ("+", "From") has no maximum: none is shown, so none is marked up.
 */
export type PriceRange = { min: number; max?: number };

const multipliers = { K: 1_000, M: 1_000_000 } as const;

function parseAmount(text: string, display: string): number {
  const match = /^\$(\d{1,3}(?:,\d{3})+|\d+)([KM])?$/.exec(text);
  const digits = match?.[1];
  if (!match || digits === undefined) throw new Error(`Unreadable price "${display}"`);
  const unit = match[2] as keyof typeof multipliers | undefined;
  return Number(digits.replaceAll(",", "")) * (unit ? multipliers[unit] : 1);
}

export function parsePriceRange(display: string): PriceRange {
  const from = /^From (\S+)$/.exec(display);
  if (from?.[1]) return { min: parseAmount(from[1], display) };
  const range = /^(\S+?)-(\S+?)(\+)?$/.exec(display);
  if (!range?.[1] || !range[2]) throw new Error(`Unreadable price "${display}"`);
  const min = parseAmount(range[1], display);
  const max = parseAmount(range[2], display);
  if (max < min) throw new Error(`Price "${display}" ends below its start`);
  return range[3] ? { min } : { min, max };
}
