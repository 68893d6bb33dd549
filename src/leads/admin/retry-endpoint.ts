import { Forbidden, NotFound, type PayloadHandler } from "payload";
import { getDeliveriesForLead } from "@/leads/store";
import { retryDeliveryNow } from "@/lib/outbox/store";
import { deliveryView } from "@/lib/outbox/delivery-view";
import { kickOutbox } from "@/lib/outbox/loop";
import { readableLeadId } from "./readable-lead";

const RETRYABLE = new Set(["failed", "gave_up"]);

/**
 * POST /api/leads/:id/deliveries/:delivery/retry: sends a failed notification now instead of at
 * its next back-off, waits for the outbox to try it, and answers with its new state.
 */
export const retryLeadDelivery: PayloadHandler = async (req) => {
  if (!req.user) throw new Forbidden(req.t);
  const deliveryId = Number(req.routeParams?.delivery);
  // The lead must be one this account may read, and the delivery one of that lead's.
  const leadId = await readableLeadId(req);
  if (leadId === null) throw new NotFound(req.t);
  const delivery = (await getDeliveriesForLead(leadId)).find((row) => row.id === deliveryId);
  if (!delivery) throw new NotFound(req.t);
  if (!RETRYABLE.has(delivery.status))
    return Response.json(
      { message: "Only a failed notification can be retried.", delivery: deliveryView(delivery) },
      { status: 409 },
    );
  await retryDeliveryNow(delivery.id);
  await kickOutbox();
  const after = (await getDeliveriesForLead(leadId)).find((row) => row.id === deliveryId);
  return Response.json({ delivery: after ? deliveryView(after) : null });
};
