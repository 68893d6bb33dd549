import type { Endpoint, PayloadHandler } from "payload";
import { signedInAccountId } from "@/lib/cms/roles";
import { sendEstimate } from "../send";

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/** Sends the estimate as it stands: its next revision, and the homeowner's link to it. */
const send: PayloadHandler = async (req) => {
  const by = signedInAccountId(req);
  const id = Number(req.routeParams?.id);
  if (!Number.isSafeInteger(id) || id < 1)
    return answer({ error: "There is no such estimate." }, 404);
  const sent = await sendEstimate(req.payload, id, by);
  if (!sent.ok) return answer({ error: sent.problem }, sent.status);
  return answer({
    revision: sent.revision.revision,
    sentAt: sent.revision.sentAt,
    link: sent.link,
  });
};

export const estimateEndpoints: Endpoint[] = [{ path: "/:id/send", method: "post", handler: send }];
