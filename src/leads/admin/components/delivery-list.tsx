"use client";

import { useState } from "react";
import type { DeliveryView } from "@/lib/outbox/delivery-view";
import { AdminButton } from "@/components/layout/admin-button";

type Props = { leadId: number; initial: DeliveryView[] };

/** Each notification of the lead, with "Retry now" for a failed one that should not wait. */
export function DeliveryList({ leadId, initial }: Props) {
  const [deliveries, setDeliveries] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function retry(delivery: DeliveryView) {
    setBusy(delivery.id);
    setProblem(null);
    try {
      const response = await fetch(`/api/leads/${leadId}/deliveries/${delivery.id}/retry`, {
        method: "POST",
        credentials: "same-origin",
      });
      const body = (await response.json().catch(() => ({}))) as {
        delivery?: DeliveryView | null;
        message?: string;
      };
      if (body.delivery) {
        const updated = body.delivery;
        setDeliveries((all) => all.map((row) => (row.id === updated.id ? updated : row)));
      }
      if (!response.ok) setProblem(body.message ?? `The retry failed (${response.status}).`);
    } catch {
      setProblem("The server could not be reached. Try again in a moment.");
    } finally {
      setBusy(null);
    }
  }

  if (!deliveries.length) return <p>No notifications: spam is stored but never sent.</p>;
  return (
    <>
      <ul className="lead-deliveries__list">
        {deliveries.map((delivery) => (
          <li key={delivery.id} data-testid={`delivery-${delivery.channel}`}>
            <h4>{delivery.channelLabel}</h4>
            <dl>
              {[
                { label: "Status", value: delivery.statusLabel },
                { label: "Attempts", value: String(delivery.attempts) },
                ...delivery.details,
              ].map((detail: DeliveryView["details"][number]) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>
                    {detail.dateTime ? (
                      <time dateTime={detail.dateTime}>{detail.value}</time>
                    ) : (
                      detail.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {delivery.retryable ? (
              <AdminButton disabled={busy !== null} onClick={() => void retry(delivery)}>
                {busy === delivery.id ? "Retrying…" : "Retry now"}
                <span className="sr-only">: {delivery.channelLabel}</span>
              </AdminButton>
            ) : null}
          </li>
        ))}
      </ul>
      <p role="status">{problem}</p>
    </>
  );
}
