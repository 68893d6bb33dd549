import { dallasDateTime } from "@/lib/time/dallas";
import type { DeliveryRow } from "@/lib/db/schema";

const channelLabels: Record<string, string> = {
  owner_email: "E-mail to you",
  homeowner_email: "Confirmation e-mail to the homeowner",
  webhook: "Webhook",
  ntfy: "Phone alert (ntfy)",
  owner_reminder: '"Still waiting" reminder e-mail to you',
  ntfy_reminder: '"Still waiting" phone alert (ntfy)',
  push: "Alert to the devices with alerts on",
  push_reminder: '"Still waiting" alert to the owners\' devices',
  review_request: "Review request e-mail to the homeowner",
  appointment_homeowner: "Appointment e-mail and calendar invitation to the homeowner",
  appointment_owner: "Appointment e-mail and calendar invitation to you",
  appointment_reminder: "Day-before reminder e-mail to the homeowner",
};

const statusLabels: Record<string, string> = {
  pending: "Waiting to send",
  sent: "Sent",
  failed: "Failed, will retry",
  gave_up: "Failed: no more automatic tries",
  skipped: "Not sent: this address already had 3 confirmations in the last 24 hours",
};

function statusLabel(delivery: DeliveryRow): string {
  if (delivery.status === "skipped" && delivery.channel === "review_request")
    return "Not sent: the homeowner asked for no review requests";
  // Why a device alert had no one to reach, or an appointment's message was not needed any more,
  // as the outbox recorded it (leads/push/send.ts, src/bookings).
  if (delivery.status === "skipped" && /^(push|appointment)/.test(delivery.channel))
    return `Not sent: ${(delivery.lastError ?? "no device had alerts on").replace(/^./, (c) => c.toLowerCase())}`;
  if (delivery.status !== "not_configured") return statusLabels[delivery.status] ?? delivery.status;
  const setting = delivery.channel === "webhook" ? "LEAD_WEBHOOK_URL" : "SMTP_URL";
  return `Not sent yet: ${setting} is not set (it goes out once it is set and the server restarts)`;
}

/** One notification of a lead as the admin shows it: labels in the owner's words, Dallas times. */
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
    channelLabel: channelLabels[delivery.channel] ?? delivery.channel,
    statusLabel: statusLabel(delivery),
    attempts: delivery.attempts,
    details,
    retryable: delivery.status === "failed" || delivery.status === "gave_up",
  };
}
