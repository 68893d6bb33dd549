import { dallasDateTime } from "@/lib/time/dallas";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { channelOf } from "./registry";

const statusLabels: Record<string, string> = {
  pending: "Waiting to send",
  sent: "Sent",
  failed: "Failed, will retry",
  gave_up: "Failed: no more automatic tries",
};

const sentence = (reason: string) => reason.replace(/^./, (c) => c.toLowerCase());

function statusLabel(delivery: DeliveryRow): string {
  const channel = channelOf(delivery.channel);
  if (delivery.status === "skipped")
    return (
      channel?.skipped?.(delivery) ??
      `Not sent: ${sentence(delivery.lastError ?? "nothing needed sending")}`
    );
  if (delivery.status !== "not_configured") return statusLabels[delivery.status] ?? delivery.status;
  const setting = channel?.needs?.name ?? "a setting";
  return `Not sent yet: ${setting} is not set (it goes out once it is set and the server restarts)`;
}

/** One delivery as the admin shows it: labels in the owner's words (its channel's), Dallas times. */
export type DeliveryView = {
  id: number;
  channel: string;
  channelLabel: string;
  statusLabel: string;
  attempts: number;
  /** Only what applies: the error and next try while failing, the time it went out once sent. */
  details: { label: string; value: string; dateTime?: string }[];
  retryable: boolean;
};

const at = (label: string, iso: string | null) =>
  iso ? [{ label, value: dallasDateTime(iso), dateTime: iso }] : [];
const text = (label: string, value: string | null) => (value ? [{ label, value }] : []);

export function deliveryView(delivery: DeliveryRow): DeliveryView {
  const details =
    delivery.status === "sent"
      ? at("Sent", delivery.sentAt)
      : delivery.status === "gave_up"
        ? text("Last error", delivery.lastError)
        : delivery.status === "failed"
          ? [
              ...text("Last error", delivery.lastError),
              ...at("Next attempt", delivery.nextAttemptAt),
            ]
          : [];
  return {
    id: delivery.id,
    channel: delivery.channel,
    channelLabel: channelOf(delivery.channel)?.label ?? delivery.channel,
    statusLabel: statusLabel(delivery),
    attempts: delivery.attempts,
    details,
    retryable: delivery.status === "failed" || delivery.status === "gave_up",
  };
}
