import "server-only";
import { estimateCopyIn } from "../copy";
import type { EstimateDocument } from "../document";
import { priceEstimate, type EstimateChoice } from "../pricing";
import { pricedFrom } from "../stored";
import { estimatePdf } from "./estimate-pdf";
import type { PdfFile } from "./signed-copy";

/**
 * A revision not yet signed, as a PDF for the choice given, marked unsigned and made afresh each
 * time (nothing is kept). Undefined when the choice does not fit the estimate.
 */
export async function unsignedCopy(
  document: EstimateDocument,
  sentAt: string,
  choice: EstimateChoice,
  now = new Date(),
): Promise<PdfFile | undefined> {
  const priced = priceEstimate(pricedFrom(document), choice);
  if (!priced.ok) return undefined;
  const content = await estimatePdf({
    document,
    choice,
    figures: priced.figures,
    sentAt,
    madeAt: now,
  });
  return {
    fileName: estimateCopyIn[document.language].pdf.fileName(document.estimateId, false),
    content,
  };
}
