import "server-only";
import { cookies, headers } from "next/headers";
import { SIGN_IN_COOKIE } from "@/lib/cms/sign-in-cookie";
import type { Locale } from "@/lib/i18n/locale";
import { clientIpFrom } from "@/lib/net/client-address";
import { firstValue, type SearchParams } from "@/lib/routing/search-param";
import { choiceFromQuery, namesAChoice } from "./choice";
import { estimateCopyIn } from "./copy";
import type { EstimateDocument } from "./document";
import { openEstimate } from "./opened";
import { firstChoice, priceEstimate, type EstimateChoice, type EstimateFigures } from "./pricing";
import type { EstimateStatus } from "./status";
import { recordView, type StoredSignature } from "./store";
import { signRefusals, type SignRefusal } from "./sign-refusals";
import { pricedFrom } from "./stored";
import { ESTIMATE_TOKEN, REPLY_DONE, REPLY_PROBLEM, SIGN_PROBLEM } from "./addresses";
import {
  replyOutcomes,
  replyRefusals,
  type ReplyOutcome,
  type ReplyRefusal,
} from "./reply-refusals";

export type EstimateView =
  | { state: "refused"; heading: string; text: string; link?: { href: string; text: string } }
  | {
      state: "open";
      token: string;
      document: EstimateDocument;
      status: EstimateStatus;
      sentAt: string;
      lapsed: boolean;
      signature?: StoredSignature;
      /** Why the last signing was refused, from the form's answer. */
      problem?: SignRefusal;
      /** Signed with the right to cancel, not cancelled, and the right still lasts. */
      cancelOpen: boolean;
      /** What the last decline, cancellation or question did, or why it did nothing. */
      replied?: ReplyOutcome;
      replyProblem?: ReplyRefusal;
      choice: EstimateChoice;
      figures: EstimateFigures;
    };

/**
 * The estimate page for a link and a choice: the revision the link was sent with, priced for what
 * the address chooses. Opening the link (with no choice yet) is kept as a view for the audit trail.
 */
export async function estimateView(locale: Locale, query: SearchParams): Promise<EstimateView> {
  const copy = estimateCopyIn[locale];
  const token = firstValue(query[ESTIMATE_TOKEN]) ?? "";
  const opened = await openEstimate(token);
  if ("problem" in opened) return { state: "refused", ...copy.refused[opened.problem] };
  if ("replacedBy" in opened) {
    const { heading, text, link } = copy.refused.replaced;
    return { state: "refused", heading, text, link: { href: opened.replacedBy, text: link } };
  }
  const { document } = opened;
  const priced = pricedFrom(document);
  // A signed estimate shows what was signed, whatever its address chooses.
  let choice = opened.signature?.record.choice ?? choiceFromQuery(query, priced);
  let result = priceEstimate(priced, choice);
  if (!result.ok) {
    choice = firstChoice(priced);
    result = priceEstimate(priced, choice);
  }
  if (!result.ok)
    throw new Error(`Estimate ${document.estimateId} cannot be priced: ${result.problem}`);
  const seen = await headers();
  // Staff opening the homeowner's page from the admin are not the homeowner viewing it.
  const staff = (await cookies()).has(SIGN_IN_COOKIE);
  const replied = replyOutcomes.find((code) => code === firstValue(query[REPLY_DONE]));
  const replyProblem = replyRefusals.find((code) => code === firstValue(query[REPLY_PROBLEM]));
  // The page a reply's answer lands on is the same visit, not another opening of the link.
  if (!namesAChoice(query) && !staff && !replied && !replyProblem) {
    await recordView(document.estimateId, document.revision, {
      clientIp: clientIpFrom(seen),
      userAgent: seen.get("user-agent"),
    });
  }
  const problem = signRefusals.find((code) => code === firstValue(query[SIGN_PROBLEM]));
  const signature = opened.signature;
  const cancelUntil = signature?.record.cancelUntil;
  return {
    state: "open",
    token,
    cancelOpen: Boolean(
      cancelUntil && !signature.cancelledAt && Date.now() < new Date(cancelUntil).getTime(),
    ),
    ...opened,
    ...(problem ? { problem } : {}),
    ...(replied ? { replied } : {}),
    ...(replyProblem ? { replyProblem } : {}),
    choice,
    figures: result.figures,
  };
}
