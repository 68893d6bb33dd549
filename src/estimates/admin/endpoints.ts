import type { Endpoint, PayloadHandler } from "payload";
import { adminAnswer as answer } from "@/lib/cms/admin-answer";
import { isSignedIn, signedInAccountId } from "@/lib/cms/roles";
import { kickOutbox } from "@/lib/outbox/loop";
import { firstChoice } from "../pricing";
import { signedCopy } from "../pdf/signed-copy";
import { unsignedCopy } from "../pdf/unsigned-copy";
import { pdfResponse } from "../pdf-endpoint";
import { sendEstimate } from "../send";
import { documentOfRow, latestRevision } from "../store";
import { pricedFrom } from "../stored";

/**
 * POST /api/estimates/:id/send: sends the estimate as saved (its next revision, e-mailed to the
 * homeowner) and answers with what the admin says and the homeowner's link.
 */
const send: PayloadHandler = async (req) => {
  const by = signedInAccountId(req);
  const id = Number(req.routeParams?.id);
  if (!Number.isSafeInteger(id) || id < 1)
    return answer({ message: "There is no such estimate." }, 404);
  const sent = await sendEstimate(req.payload, id, by);
  if (!sent.ok) return answer({ message: sent.problem }, sent.status);
  void kickOutbox();
  const { revision, sentAt, sentTo } = sent.revision;
  return answer({
    message: `Revision ${revision} is on its way to ${sentTo}.`,
    revision,
    sentAt,
    link: sent.link,
  });
};

/**
 * GET /api/estimates/:id/pdf, for signed-in staff only: the signed copy as kept, or, before a
 * signature, the latest revision sent as the homeowner first sees it (its first choices).
 */
const pdf: PayloadHandler = async (req) => {
  if (!isSignedIn(req)) return answer({ message: "Sign in to read estimates." }, 401);
  const id = Number(req.routeParams?.id);
  if (!Number.isSafeInteger(id) || id < 1)
    return answer({ message: "There is no such estimate." }, 404);
  const signed = await signedCopy(id);
  if (signed) return pdfResponse(signed);
  const latest = await latestRevision(id);
  if (!latest) return answer({ message: "This estimate has not been sent yet." }, 404);
  const document = documentOfRow(latest);
  const copy = await unsignedCopy(document, latest.sentAt, firstChoice(pricedFrom(document)));
  if (!copy) return answer({ message: "This estimate's choices cannot be priced." }, 409);
  return pdfResponse(copy);
};

export const estimateEndpoints: Endpoint[] = [
  { path: "/:id/send", method: "post", handler: send },
  { path: "/:id/pdf", method: "get", handler: pdf },
];
