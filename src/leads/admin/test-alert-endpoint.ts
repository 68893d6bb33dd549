import { Forbidden, NotFound, type PayloadHandler } from "payload";
import { isOwner } from "@/lib/cms/roles";
import { ownerChannelStates } from "@/leads/delivery/owner-reach";
import { sendTestAlert } from "@/leads/delivery/test-alert";

/**
 * POST /api/leads/test-alert/:channel (email or ntfy), owners only: sends one test alert now and
 * answers what happened, so the owner knows leads will reach them before the first one does.
 */
export const testAlert: PayloadHandler = async (req) => {
  if (!isOwner(req)) throw new Forbidden(req.t);
  const channel = ownerChannelStates().find((one) => one.key === req.routeParams?.channel);
  if (!channel) throw new NotFound(req.t);
  if (!channel.configured)
    return Response.json(
      { ok: false, message: `${channel.name} is not set up: set ${channel.setting}.` },
      { status: 409 },
    );
  const result = await sendTestAlert(channel.key);
  return Response.json(result, { status: result.ok ? 200 : 502 });
};
