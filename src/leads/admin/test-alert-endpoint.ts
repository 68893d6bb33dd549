import { Forbidden, NotFound, type PayloadHandler } from "payload";
import { isOwner, signedInAccountId } from "@/lib/cms/roles";
import { ownerChannelStates } from "@/leads/delivery/owner-reach";
import { sendTestAlert } from "@/leads/delivery/test-alert";

/**
 * POST /api/leads/test-alert/:channel (email, ntfy or push): sends one test alert now and answers
 * what happened, so the owner knows leads will reach them before the first one does. E-mail and
 * ntfy are the owners'; a push test goes to the asking account's own devices, owner or staff.
 */
export const testAlert: PayloadHandler = async (req) => {
  const userId = signedInAccountId(req);
  const key = req.routeParams?.channel;
  if (key !== "push" && !isOwner(req)) throw new Forbidden(req.t);
  const channel = (await ownerChannelStates()).find((one) => one.key === key);
  if (!channel) throw new NotFound(req.t);
  if (!channel.configured && channel.key !== "push")
    return Response.json(
      { ok: false, message: `${channel.name} is not set up: set ${channel.setting}.` },
      { status: 409 },
    );
  const { notSetUp, ...result } = await sendTestAlert(channel.key, userId);
  return Response.json(result, { status: result.ok ? 200 : notSetUp ? 409 : 502 });
};
