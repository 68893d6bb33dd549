import { QUANTITY_SCALE } from "../pricing";

/** The admin's checks for the numbers an estimate is made of, with messages an owner reads. */

/** At most three decimals, so the quantity is whole thousandths and its total exact. */
export function quantityProblem(value: unknown): true | string {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0)
    return "Write a quantity above 0, e.g. 1 or 12.5.";
  if (value > 1_000_000) return "A quantity can be at most 1,000,000.";
  const milli = value * QUANTITY_SCALE;
  if (Math.abs(milli - Math.round(milli)) > 1e-6)
    return "A quantity can have at most three decimals.";
  return true;
}

export const percentProblem =
  (least: number) =>
  (value: unknown): true | string => {
    if (value === null || value === undefined) return true;
    if (typeof value !== "number" || !Number.isFinite(value) || value < least || value > 100)
      return `Write a percent from ${least} to 100.`;
    if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
      return "A percent can have at most two decimals.";
    return true;
  };

/** Working days a phase of the build plan takes. */
export function daysProblem(value: unknown): true | string {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 365)
    return "Write a whole number of working days, from 1 to 365.";
  return true;
}
