import { MAX_CENTS, roundToTotal } from "@/lib/money/cents";
import { computeFinancing, type FinancingInputs } from "./financing";

/** One month of the loan, in whole cents: what went to interest, what to the balance, what is left. */
export type ScheduleMonth = {
  month: number;
  interestCents: number;
  principalCents: number;
  balanceCents: number;
};

/** One year of the loan, in whole cents; `months` are the year's own rows. */
export type ScheduleYear = Omit<ScheduleMonth, "month"> & {
  year: number;
  months: readonly ScheduleMonth[];
};

/** Interest, principal and the payment in fractions of a cent, month by month, as owed. */
type ExactMonths = { interest: number[]; principal: number[] };

/**
 * The loan the summary describes, month by month and year by year: its unrounded payment, each
 * month's interest on what is still owed. Interest and principal are rounded to the cent so that
 * the years add up exactly to the summary's total interest and to the amount financed, and each
 * year's months to the year (lib/money/cents.ts roundToTotal); the balance falls to exactly 0.
 * Empty for a loan of nothing, one larger than a calculator is for ($10 million), or a figure
 * that is not a number.
 */
export function amortizationSchedule(inputs: FinancingInputs): ScheduleYear[] {
  const { financed, monthlyPayment, totalInterest } = computeFinancing(inputs);
  const months = inputs.termMonths;
  if (!(financed > 0) || !(monthlyPayment > 0) || !Number.isInteger(months) || months <= 0)
    return [];
  const financedCents = Math.round(financed * 100);
  if (financedCents > MAX_CENTS) return [];
  const exact = exactMonths(financed, monthlyPayment, inputs.apr, months);
  return yearsOf(exact, Math.round(totalInterest * 100), financedCents);
}

function exactMonths(financed: number, payment: number, apr: number, months: number): ExactMonths {
  const rate = apr / 100 / 12;
  const interest: number[] = [];
  const principal: number[] = [];
  let balance = financed;
  for (let m = 0; m < months; m++) {
    const owed = balance * rate;
    interest.push(owed * 100);
    principal.push((payment - owed) * 100);
    balance -= payment - owed;
  }
  return { interest, principal };
}

function yearsOf(
  { interest, principal }: ExactMonths,
  interestCents: number,
  financedCents: number,
): ScheduleYear[] {
  const years: number[][] = [];
  interest.forEach((_, m) => (years[Math.floor(m / 12)] ??= []).push(m));
  const sum = (values: readonly number[], rows: readonly number[]) =>
    rows.reduce((total, m) => total + values[m]!, 0);
  const yearInterest = roundToTotal(
    years.map((rows) => sum(interest, rows)),
    interestCents,
  );
  const yearPrincipal = roundToTotal(
    years.map((rows) => sum(principal, rows)),
    financedCents,
  );
  let owed = financedCents;
  return years.map((rows, y) => {
    const monthInterest = roundToTotal(
      rows.map((m) => interest[m]!),
      yearInterest[y]!,
    );
    const monthPrincipal = roundToTotal(
      rows.map((m) => principal[m]!),
      yearPrincipal[y]!,
    );
    const monthsOfYear = rows.map((m, i) => {
      owed -= monthPrincipal[i]!;
      return {
        month: m + 1,
        interestCents: monthInterest[i]!,
        principalCents: monthPrincipal[i]!,
        balanceCents: owed,
      };
    });
    return {
      year: y + 1,
      interestCents: yearInterest[y]!,
      principalCents: yearPrincipal[y]!,
      balanceCents: owed,
      months: monthsOfYear,
    };
  });
}

/** What paying more than the payment each month changes: the loan ends sooner and costs less. */
export type ExtraPaymentEffect = {
  /** Months until the loan is paid off with the extra payment, and how many sooner that is. */
  months: number;
  monthsSaved: number;
  /** The interest paid with the extra payment, and what it saves against the summary's total. */
  interestCents: number;
  interestSavedCents: number;
};

/**
 * The same loan with `extra` added to every payment: each month's interest on what is still
 * owed, the rest off the balance, and a last payment of only what is left. Null for a loan of
 * nothing, an extra payment of nothing, or a figure that is not a number.
 */
export function extraPaymentEffect(
  inputs: FinancingInputs,
  extra: number,
): ExtraPaymentEffect | null {
  const { financed, monthlyPayment, totalInterest } = computeFinancing(inputs);
  const term = inputs.termMonths;
  if (!(financed > 0) || !(monthlyPayment > 0) || !(extra > 0) || !Number.isFinite(extra))
    return null;
  const rate = inputs.apr / 100 / 12;
  // Half a cent: float noise must not leave a month of nothing at the end.
  const paidOff = 0.005;
  let balance = financed;
  let interest = 0;
  let months = 0;
  while (balance > paidOff && months < term) {
    const owed = balance * rate;
    interest += owed;
    balance -= Math.min(balance, monthlyPayment + extra - owed);
    months += 1;
  }
  const interestCents = Math.round(interest * 100);
  return {
    months,
    monthsSaved: term - months,
    interestCents,
    interestSavedCents: Math.max(0, Math.round(totalInterest * 100) - interestCents),
  };
}
