import { retryDelivery } from "@/app/(site)/admin/actions";
import { dallasDateTime } from "@/lib/admin/time";
import type { DeliveryRow } from "@/lib/db/schema";
import { FieldList, type Field } from "./field-list";
import { adminSecondaryButton } from "./styles";

const channelLabels: Record<string, string> = {
  owner_email: "E-mail to you",
  homeowner_email: "Confirmation e-mail to the homeowner",
  webhook: "Webhook",
};

const statusLabels: Record<string, string> = {
  pending: "Waiting to send",
  sent: "Sent",
  failed: "Failed, will retry",
  gave_up: "Failed: no more automatic tries",
  skipped: "Not sent: this address already had 3 confirmations in the last 24 hours",
};

function statusLabel(delivery: DeliveryRow): string {
  if (delivery.status !== "not_configured") return statusLabels[delivery.status] ?? delivery.status;
  const setting = delivery.channel === "webhook" ? "LEAD_WEBHOOK_URL" : "SMTP_URL";
  return `Not sent yet: ${setting} is not set (it goes out once it is set and the server restarts)`;
}

const when = (iso: string | null) =>
  iso ? <time dateTime={iso}>{dallasDateTime(iso)}</time> : null;

/** Only what applies: the error and next try while failing, the time it went out once sent. */
function outcomeFields(delivery: DeliveryRow): Field[] {
  if (delivery.status === "sent") return [["Sent", when(delivery.sentAt)]];
  if (delivery.status === "gave_up") return [["Last error", delivery.lastError]];
  if (delivery.status !== "failed") return [];
  return [
    ["Last error", delivery.lastError],
    ["Next attempt", when(delivery.nextAttemptAt)],
  ];
}

/** Each notification of the lead, and a retry for a failed one that should not wait its back-off. */
export function DeliveryList({ deliveries }: { deliveries: readonly DeliveryRow[] }) {
  if (!deliveries.length)
    return <p className="text-slate-700">No notifications: spam is stored but never sent.</p>;
  return (
    <ul className="space-y-4">
      {deliveries.map((delivery) => {
        const channel = channelLabels[delivery.channel] ?? delivery.channel;
        return (
          <li
            key={delivery.id}
            data-testid={`delivery-${delivery.channel}`}
            className="rounded-md border border-slate-200 p-3"
          >
            <h3 className="font-semibold text-slate-900">{channel}</h3>
            <div className="mt-2">
              <FieldList
                fields={[
                  ["Status", statusLabel(delivery)],
                  ["Attempts", String(delivery.attempts)],
                  ...outcomeFields(delivery),
                ]}
              />
            </div>
            {delivery.status === "failed" || delivery.status === "gave_up" ? (
              <form action={retryDelivery} className="mt-3">
                <input type="hidden" name="deliveryId" value={delivery.id} />
                <button type="submit" className={adminSecondaryButton}>
                  Retry now<span className="sr-only">: {channel}</span>
                </button>
              </form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
