import "server-only";
import { getDeliveriesForLead } from "@/leads/store";
import { deliveryView } from "@/lib/outbox/delivery-view";
import { DeliveryList } from "./delivery-list";

/** The lead's notifications, read from the outbox each time the lead is opened. */
export async function LeadDeliveries({ id }: { id?: number | string }) {
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId)) return null;
  const deliveries = (await getDeliveriesForLead(leadId)).map(deliveryView);
  return (
    <section className="lead-deliveries" aria-labelledby="lead-deliveries-title">
      <h3 id="lead-deliveries-title">Notifications</h3>
      <DeliveryList leadId={leadId} initial={deliveries} />
    </section>
  );
}
