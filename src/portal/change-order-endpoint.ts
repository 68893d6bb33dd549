import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { declineChangeOrder, signChangeOrder } from "@/jobs/server";
import { clientIpFrom } from "@/lib/net/client-address";
import { kickOutbox } from "@/lib/outbox/loop";
import { CHANGE_ID, CHANGE_RESULT, changeOrderAnchor } from "./addresses";
import { plainAnswer, seeOther } from "./endpoints";
import { idIn, ownJobForm } from "./job-form";

/**
 * POST /api/portal-change-orders: the homeowner signs (`do=sign`) or declines (`do=decline`) a
 * change order of one of their jobs, from a form that needs no script. Back to the change order on
 * the project page (303), which says what happened or why nothing was signed. A job or change
 * order that is not this device's homeowner's answers 404, like one that does not exist.
 */
export async function handleChangeOrderPost(request: NextRequest): Promise<NextResponse> {
  const read = await ownJobForm(request, "change order", "No such change order.");
  if ("answer" in read) return read.answer;
  const { field, locale, jobId, portal } = read;
  const changeOrderId = idIn(field("changeOrder"));
  if (!changeOrderId) return plainAnswer("No such change order.", 404);
  const answer = {
    jobId,
    changeOrderId,
    locale,
    clientIp: clientIpFrom(request.headers),
    userAgent: request.headers.get("user-agent"),
  };
  const result =
    field("do") === "decline"
      ? await declineChangeOrder({ ...answer, reason: field("reason").slice(0, 2000) })
      : await signChangeOrder({
          ...answer,
          seenTotal: Number(field("total")),
          seenContract: Number(field("contract")),
          name: field("name").slice(0, 200),
          consented: field("consent") === "yes",
        });
  if ("refused" in result && result.refused === "unknown")
    return plainAnswer("No such change order.", 404);
  if (!("refused" in result)) void kickOutbox();
  return seeOther(request, `${portal}#${changeOrderAnchor(changeOrderId)}`, {
    [CHANGE_RESULT]:
      "refused" in result ? result.refused : "signed" in result ? "signed" : "declined",
    [CHANGE_ID]: String(changeOrderId),
  });
}
