import "server-only";
import type { CollectionAfterDeleteHook } from "payload";
import { forgetDeliveriesOf } from "@/lib/outbox/forget";
import { LEAD_SUBJECT } from "../delivery/subject";

/**
 * A deleted lead takes its messages with it, its appointments' included (their subject is the
 * lead), in the delete's transaction: the outbox keeps no foreign key to the lead to do it. Its
 * appointments go by their own foreign key to the lead.
 */
export const forgetLeadDeliveries: CollectionAfterDeleteHook = async ({ id, req }) => {
  await forgetDeliveriesOf(req, LEAD_SUBJECT, Number(id));
};
