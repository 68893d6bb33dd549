import type { PayloadRequest } from "payload";

/**
 * The lead an endpoint's `:id` names, if the signed-in account may read it: its id, else null
 * (no such lead, or one this account may not see, which answer alike).
 */
export async function readableLeadId(req: PayloadRequest): Promise<number | null> {
  const leadId = Number(req.routeParams?.id);
  if (!Number.isSafeInteger(leadId) || !req.user) return null;
  const lead = await req.payload.findByID({
    collection: "leads",
    id: leadId,
    depth: 0,
    select: {},
    overrideAccess: false,
    user: req.user,
    req,
    disableErrors: true,
  });
  return lead ? leadId : null;
}
