import type { Endpoint, PayloadHandler } from "payload";
import { signedInAccountId } from "@/lib/cms/roles";
import { kickOutbox } from "@/lib/outbox/loop";
import { sendEstimate } from "../send";

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

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

export const estimateEndpoints: Endpoint[] = [{ path: "/:id/send", method: "post", handler: send }];
