import type { DeliveryRow } from "@/lib/outbox/tables";

/**
 * The same Message-ID on every attempt of one delivery: if a crash lands between the SMTP
 * server's "accepted" and our "sent", the resend is folded into the first copy by mail clients.
 */
export function deliveryMessageId(
  row: Pick<DeliveryRow, "id" | "subject" | "subjectId" | "channel">,
  from: string,
) {
  const domain = from.split("@")[1]?.replace(/[^A-Za-z0-9.-]/g, "") || "localhost";
  // A lead's are `<lead-{lead id}.…>` as before the subject was generic: receivers thread by it.
  return `<${row.subject}-${row.subjectId}.${row.channel.replace(/_/g, "-")}.${row.id}@${domain}>`;
}

/** The same key on every attempt of one delivery, so a receiver (or a relay) can drop a repeat. */
export const deliveryKey = (row: Pick<DeliveryRow, "id">) => `delivery-${row.id}`;
