import "server-only";
import { isLocale } from "@/lib/i18n/locale";
import { ESTIMATE_TOKEN } from "./addresses";
import { choiceFromQuery } from "./choice";
import { estimateCopyIn } from "./copy";
import { openEstimate } from "./opened";
import { plainAnswer } from "./page-form";
import { signedCopy, type PdfFile } from "./pdf/signed-copy";
import { unsignedCopy } from "./pdf/unsigned-copy";
import { pricedFrom } from "./stored";

/** A PDF to save: kept out of every cache and out of search engines. */
export const pdfResponse = ({ fileName, content }: PdfFile) =>
  new Response(new Uint8Array(content), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });

/**
 * GET /api/estimate-pdf?t=…: the estimate a homeowner's link opens, as a PDF. Signed, it is the
 * signed copy with its certificate page, as kept; not yet signed, the revision as sent with the
 * choice the address names, marked unsigned. A link that opens nothing says why (404, 410).
 */
export async function handlePdfGet(request: Request, now = new Date()): Promise<Response> {
  const url = new URL(request.url);
  const language = url.searchParams.get("lang");
  const copy = estimateCopyIn[isLocale(language) ? language : "en"];
  const opened = await openEstimate(url.searchParams.get(ESTIMATE_TOKEN), now);
  if ("problem" in opened) {
    const { heading, text } = copy.refused[opened.problem];
    return plainAnswer(`${heading}. ${text}`, opened.problem === "expired" ? 410 : 404);
  }
  if ("replacedBy" in opened) {
    const { heading, text } = copy.refused.replaced;
    return plainAnswer(`${heading}. ${text}\n${opened.replacedBy}`, 410);
  }
  const { document } = opened;
  if (opened.signature) {
    const signed = await signedCopy(document.estimateId);
    if (signed) return pdfResponse(signed);
  }
  const query: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
  const choice = choiceFromQuery(query, pricedFrom(document));
  const unsigned = await unsignedCopy(document, opened.sentAt, choice, now);
  return unsigned ? pdfResponse(unsigned) : plainAnswer(copy.sign.refusals.choice, 400);
}
