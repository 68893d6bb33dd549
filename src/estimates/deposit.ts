import { WHOLE } from "./pricing";

/** The deposit's bounds in basis points, as the business facts state them ("10-20%"). */
export type DepositRange = { lowBps: number; highBps: number };

/**
 * The business facts' deposit ("10-20%", "15%", "12.5–20 %") as bounds in basis points. Refuses
 * a text it cannot read, so a facts typo cannot quietly allow a 0 % or 200 % deposit.
 */
export function depositRange(stated: string): DepositRange {
  const match =
    /^\s*(\d{1,2}(?:\.\d{1,2})?)\s*(?:%\s*)?(?:[-–]\s*(\d{1,3}(?:\.\d{1,2})?))?\s*%\s*$/.exec(
      stated,
    );
  const bps = (percent: string) => Math.round(Number(percent) * 100);
  if (!match) throw new RangeError(`Unreadable deposit "${stated}": write it as "10-20%"`);
  const lowBps = bps(match[1]!);
  const highBps = match[2] === undefined ? lowBps : bps(match[2]);
  if (lowBps <= 0 || highBps > WHOLE || highBps < lowBps)
    throw new RangeError(`Deposit "${stated}" must run from above 0 % to at most 100 %`);
  return { lowBps, highBps };
}

/** Why a deposit an estimate names is outside the business's range, or undefined when it is in. */
export function depositProblem(depositBps: number, range: DepositRange): string | undefined {
  if (!Number.isSafeInteger(depositBps) || depositBps < range.lowBps || depositBps > range.highBps)
    return `The deposit must be between ${range.lowBps / 100}% and ${range.highBps / 100}% of the total.`;
  return undefined;
}
