import { estimateCopyIn } from "./copy";
import type { EstimateDocument } from "./document";
import { percentText } from "./figure-text";
import type { EstimateFigures } from "./pricing";

/**
 * The signed estimate's payments as the homeowner read them, in order: the deposit at signing,
 * then each payment of the schedule, with what each came to.
 */
export function signedPayments(
  document: EstimateDocument,
  figures: EstimateFigures,
): { title: string; cents: number }[] {
  const copy = estimateCopyIn[document.language].payments;
  // The figures' payments are the deposit, then one per milestone in the same order.
  const [, ...afterDeposit] = figures.payments;
  return [
    {
      title: copy.deposit(percentText(document.depositPercent, document.language)),
      cents: figures.deposit,
    },
    ...(document.milestones ?? []).map((milestone, m) => ({
      title: milestone.title,
      cents: afterDeposit[m]!.cents,
    })),
  ];
}
