import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { declineChangeOrder, ownJob, signChangeOrder } from "@/jobs/server";
import { localePath } from "@/lib/i18n/locale";
import { clientIpFrom } from "@/lib/net/client-address";
import { kickOutbox } from "@/lib/outbox/loop";
import { CHANGE_ID, CHANGE_RESULT, changeOrderAnchor, PORTAL_PATH } from "./addresses";
import { plainAnswer, readForm, seeOther } from "./endpoints";
import { requestSession } from "./session-cookie";

const idIn = (text: string) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * POST /api/portal-change-orders: the homeowner signs (`do=sign`) or declines (`do=decline`) a
 * change order of one of their jobs, from a form that needs no script. Back to the change order on
 * the project page (303), which says what happened or why nothing was signed. A job or change
 * order that is not this device's homeowner's answers 404, like one that does not exist.
 */
export async function handleChangeOrderPost(request: NextRequest): Promise<NextResponse> {
  const { form, field, locale } = await readForm(request);
  if (!form) return plainAnswer("Send the project page's change order form.", 400);
  const session = await requestSession(request);
  const portal = localePath(locale, PORTAL_PATH);
  if (!session) return seeOther(request, portal);
  const jobId = idIn(field("job"));
  const changeOrderId = idIn(field("changeOrder"));
  const job = jobId ? await ownJob(session.address, jobId) : undefined;
  if (!job || !jobId || !changeOrderId) return plainAnswer("No such change order.", 404);
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
