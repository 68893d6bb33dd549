import "server-only";
import { formatUsd } from "@/lib/money/cents";
import { dallasDateTime } from "@/lib/time/dallas";
import { changeOrderView } from "../../change-orders/store";
import { ChangeOrderButton } from "./change-order-button";

const usd = (cents: number) => formatUsd(cents, "en");

/**
 * In a change order's sidebar: what the homeowner was sent and what it comes to, their answer,
 * the signature's record (who, when, from where, its fingerprint), whether the job follows it
 * yet, and the PDF. A draft shows nothing here: the homeowner has seen nothing of it.
 */
export async function ChangeOrderRecord({ id }: { id?: number | string }) {
  const changeOrderId = Number(id);
  if (!Number.isSafeInteger(changeOrderId)) return null;
  const view = await changeOrderView(changeOrderId);
  if (!view)
    return (
      <section className="estimate-record" aria-labelledby="change-order-record-title">
        <h3 id="change-order-record-title">Sent and signed</h3>
        <p>Not sent yet. The homeowner sees nothing until it is sent; then it is locked.</p>
        <ChangeOrderButton
          changeOrderId={changeOrderId}
          step="send"
          label="Send to the homeowner"
        />
      </section>
    );
  const { document, signature } = view;
  return (
    <section className="estimate-record" aria-labelledby="change-order-record-title">
      <h3 id="change-order-record-title">Sent and signed</h3>
      <p>
        Change order {document.number} sent {dallasDateTime(document.sentAt)} to {document.email}:{" "}
        {usd(document.figures.total)}.
      </p>
      {signature ? (
        <>
          <p>
            Signed by {signature.record.signer.name} {dallasDateTime(signature.record.signedAt)}{" "}
            from {signature.record.signer.clientIp}.
          </p>
          <p>
            Contract total {usd(signature.record.contract.before)} →{" "}
            {usd(signature.record.contract.after)}.{" "}
            {signature.appliedAt
              ? "The job's total, payments and schedule follow it."
              : "The job has not followed it yet: it will within a minute."}
          </p>
          <p>
            SHA-256: <code>{signature.sha256}</code>
          </p>
        </>
      ) : view.status === "declined" ? (
        <p>
          Declined {view.answeredAt ? dallasDateTime(view.answeredAt) : ""}
          {view.declineReason ? `: "${view.declineReason}"` : ", with no reason given."}
        </p>
      ) : view.status === "withdrawn" ? (
        <p>Withdrawn. The homeowner sees it as withdrawn; nothing changed.</p>
      ) : (
        <>
          <p>Waiting for the homeowner to sign or decline it.</p>
          <ChangeOrderButton changeOrderId={changeOrderId} step="withdraw" label="Withdraw it" />
        </>
      )}
      <p>
        <a href={`/api/portal-documents?changeOrder=${changeOrderId}`}>
          {signature ? "Download the signed PDF" : "Download as PDF"}
        </a>
      </p>
    </section>
  );
}
