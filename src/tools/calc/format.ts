const notAvailable = "-";

const usdWithCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const usdWholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

// Intl prints "-$0.00" and "-0%" for -0 and for tiny negatives that round to zero.
const zeroIfRoundsToZero = (n: number, smallestUnit: number): number =>
  Math.abs(n) < smallestUnit / 2 ? 0 : n;

/** "$806.67" with cents, "$71" without; "-" when the figure could not be computed. */
export function formatUsd(n: number, { cents }: { cents: boolean }): string {
  if (!Number.isFinite(n)) return notAvailable;
  const value = zeroIfRoundsToZero(n, cents ? 0.01 : 1);
  return (cents ? usdWithCents : usdWholeDollars).format(value);
}

/** "$71" for a whole figure, "$180.50" when it has cents (a bill as typed); "-" if not computed. */
export function formatDollars(n: number): string {
  return formatUsd(n, { cents: !Number.isInteger(n) });
}

/** 0.12 → "12%"; maxDecimals keeps an APR of 15.5% from showing as "16%". */
export function formatPercent(
  fraction: number,
  { maxDecimals = 0 }: { maxDecimals?: number } = {},
): string {
  if (!Number.isFinite(fraction)) return notAvailable;
  const value = zeroIfRoundsToZero(fraction, 10 ** -(maxDecimals + 2));
  return new Intl.NumberFormat("en-US", {
    style: "percent",
    minimumFractionDigits: 0,
    maximumFractionDigits: maxDecimals,
  }).format(value);
}
