import "server-only";
import { formatUsd } from "@/lib/money/cents";
import { deliveryView } from "@/lib/outbox/delivery-view";
import { deliveriesOf } from "@/lib/outbox/store";
import { dallasDateTime } from "@/lib/time/dallas";
import { ESTIMATE_EVENT_SUBJECT } from "../../channel-ids";
import { eventsOf } from "../../events";
import { signatureOf } from "../../store";
import type { EstimateEventKind } from "../../tables";
import { browserOf } from "@/lib/net/browser-of";

const said: Record<EstimateEventKind, string> = {
  signed: "Signed",
  declined: "Declined",
  cancelled: "Cancelled",
  question: "Asked",
};

/**
 * The rest of the audit trail: the signature as it was given (the consent in the words the signer
 * read, the typed name, when, from where, in which browser, and the SHA-256 of the signed record),
 * then each answer of the homeowner with what they wrote and whether the owner's alerts went out.
 */
export async function EstimateAnswers({ estimateId }: { estimateId: number }) {
  const [signature, events] = await Promise.all([signatureOf(estimateId), eventsOf(estimateId)]);
  const alerts = new Map(
    await Promise.all(
      events.map(async (event) => {
        const sent = await deliveriesOf({ subject: ESTIMATE_EVENT_SUBJECT, subjectId: event.id });
        const text = sent.map((row) => deliveryView(row).statusLabel).join(", ");
        return [event.id, text || "none"] as const;
      }),
    ),
  );
  return (
    <>
      {signature ? (
        <>
          <h4>Signature</h4>
          <dl className="estimate-signature">
            <dt>Signed by</dt>
            <dd>{signature.record.signer.name}</dd>
            <dt>When</dt>
            <dd>{dallasDateTime(signature.record.signedAt)}</dd>
            <dt>Revision and total</dt>
            <dd>
              Revision {signature.record.revision},{" "}
              {formatUsd(signature.record.figures.total, "en")}
            </dd>
            <dt>From</dt>
            <dd>
              {signature.record.signer.clientIp}, {browserOf(signature.record.signer.userAgent)}
            </dd>
            <dt>Consent given</dt>
            <dd>{signature.record.signer.consent}</dd>
            <dt>SHA-256 of the signed record</dt>
            <dd>
              <code>{signature.sha256}</code>
            </dd>
            {signature.record.cancelUntil ? (
              <>
                <dt>Right to cancel</dt>
                <dd>
                  {signature.cancelledAt
                    ? `Cancelled ${dallasDateTime(signature.cancelledAt)}`
                    : `Until ${dallasDateTime(signature.record.cancelUntil)}`}
                </dd>
              </>
            ) : null}
          </dl>
        </>
      ) : null}
      <h4>The homeowner&apos;s answers</h4>
      {events.length ? (
        <ol>
          {events.map((event) => (
            <li key={event.id}>
              {said[event.kind]} {dallasDateTime(event.createdAt)}, revision {event.revision}
              {event.note ? (
                <blockquote className="estimate-answer-note">{event.note}</blockquote>
              ) : null}
              <span className="estimate-answer-alerts">Alerts: {alerts.get(event.id)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p>None yet.</p>
      )}
    </>
  );
}
