import { lineTotal, QUANTITY_SCALE } from "@/estimates";
import { divideRounded, isCents, MAX_CENTS, type Cents } from "@/lib/money/cents";
import type { JobPayment } from "../payments";

/**
 * What a change order does to a signed contract, exact to the cent: its lines add work or credit
 * work taken out, a tax rate (the estimate's) applies to the difference once, and the result
 * moves the contract total, the payments and the schedule. Pure, so the admin, the page, the
 * signature and the job all count it the same way.
 */

export type ChangeLine = {
  description: string;
  quantity: number;
  unit: string;
  unitCents: Cents;
  kind: "added" | "credit";
};

export type ChangeFigures = {
  added: Cents;
  credited: Cents;
  subtotal: Cents;
  tax: Cents;
  total: Cents;
};

const amount = (line: ChangeLine) =>
  lineTotal({
    id: "",
    quantityMilli: Math.round(line.quantity * QUANTITY_SCALE),
    unitCents: line.unitCents,
  });

/** A line as the homeowner reads it: a credit is a negative amount. */
export const signedAmount = (line: ChangeLine) =>
  line.kind === "credit" ? -amount(line) : amount(line);

/** The change order's figures, or why they cannot be made. */
export function changeFigures(
  lines: readonly ChangeLine[],
  taxBps: number | null,
): { ok: true; figures: ChangeFigures } | { ok: false; problem: string } {
  if (
    lines.some(
      (line) => !Number.isSafeInteger(Math.round(line.quantity * QUANTITY_SCALE) * line.unitCents),
    )
  )
    return { ok: false, problem: "A line comes to more than $10,000,000." };
  const sum = (kind: ChangeLine["kind"]) =>
    lines.filter((line) => line.kind === kind).reduce((total, line) => total + amount(line), 0);
  const added = sum("added");
  const credited = sum("credit");
  const subtotal = added - credited;
  const tax = taxBps ? divideRounded(subtotal * taxBps, 10_000) : 0;
  const total = subtotal + tax;
  if (!isCents(total) || Math.abs(total) > MAX_CENTS)
    return { ok: false, problem: "The change order comes to more than $10,000,000." };
  return { ok: true, figures: { added, credited, subtotal, tax, total } };
}

/** When an added amount is paid: at signing (before the next payment due) or with the last one. */
export type PaymentTiming = "signing" | "final";

/**
 * The payments after a change of `total`. An increase is its own payment, titled for the change
 * order, either due next or last. A credit comes off the payments not received yet, the last
 * first, and is refused when it is more than what is still to be paid (that money goes back to the
 * homeowner by other means). Received payments never change.
 */
export function paymentsAfter(
  payments: readonly JobPayment[],
  total: Cents,
  timing: PaymentTiming,
  title: string,
): { ok: true; payments: JobPayment[] } | { ok: false; problem: string } {
  const after = payments.map((payment) => ({ ...payment }));
  if (total > 0) {
    const row = { title, amountCents: total, receivedOn: null };
    const next = after.findIndex((payment) => !payment.receivedOn);
    if (timing === "final" || next === -1) after.push(row);
    else after.splice(next, 0, row);
    return { ok: true, payments: after };
  }
  let credit = -total;
  for (let index = after.length - 1; index >= 0 && credit > 0; index--) {
    const payment = after[index]!;
    if (payment.receivedOn) continue;
    const taken = Math.min(payment.amountCents, credit);
    payment.amountCents -= taken;
    credit -= taken;
  }
  if (credit > 0)
    return {
      ok: false,
      problem: "The credit is more than the payments still to come, so it cannot come off them.",
    };
  return {
    ok: true,
    payments: after.filter((payment) => payment.amountCents > 0 || payment.receivedOn),
  };
}

export type ChangedPhase = { phase: string; days: number };

/**
 * The schedule after a change of `days` working days to the named phase (a phase keeps at least
 * one day). Undefined when the job has no phase by that name.
 */
export function scheduleAfter<Phase extends ChangedPhase>(
  phases: readonly Phase[],
  phase: string | null,
  days: number,
): Phase[] | undefined {
  if (!days) return [...phases];
  const at = phases.findIndex((row) => row.phase === phase);
  if (at === -1) return undefined;
  return phases.map((row, index) =>
    index === at ? { ...row, days: Math.max(1, row.days + days) } : row,
  );
}
