import "server-only";
import { dallasDateTime } from "@/lib/time/dallas";
import { estimateLink } from "../../link";
import { documentOfRow, revisionsOf, viewsOf } from "../../store";
import { estimateRows } from "../../tables";
import { getDb } from "@/lib/db/client";
import { eq } from "drizzle-orm";
import { isSettled } from "../../status";
import { deliveriesOf } from "@/lib/outbox/store";
import { deliveryView } from "@/lib/outbox/delivery-view";
import { ESTIMATE_SUBJECT } from "../../channel-ids";
import { browserOf } from "@/lib/net/browser-of";
import { EstimateAnswers } from "./estimate-answers";
import { SendEstimateButton } from "./send-estimate-button";

const SHOWN_VIEWS = 20;

/**
 * In an estimate's sidebar: what the homeowner was sent and when, each opening of their link, the
 * signature and their answers (the audit trail), and the button that sends the estimate as saved.
 */
export async function EstimateRecord({ id }: { id?: number | string }) {
  const estimateId = Number(id);
  if (!Number.isSafeInteger(estimateId)) return null;
  const db = await getDb();
  const [row] = await db.select().from(estimateRows).where(eq(estimateRows.id, estimateId));
  if (!row) return null;
  const [revisions, views] = await Promise.all([revisionsOf(estimateId), viewsOf(estimateId)]);
  const mailOf = new Map(
    await Promise.all(
      revisions.map(async (revision) => {
        const [mail] = await deliveriesOf({ subject: ESTIMATE_SUBJECT, subjectId: revision.id });
        return [revision.id, mail ? deliveryView(mail).statusLabel : "No e-mail"] as const;
      }),
    ),
  );
  const latest = revisions[0];
  const changedSince = latest && row.updatedAt > latest.sentAt;
  const link = latest ? await estimateLink(latest, documentOfRow(latest).language) : undefined;
  return (
    <section className="estimate-record" aria-labelledby="estimate-record-title">
      <h3 id="estimate-record-title">Sent and viewed</h3>
      {latest ? (
        <>
          <ul>
            {revisions.map((revision) => (
              <li key={revision.id}>
                Revision {revision.revision} sent {dallasDateTime(revision.sentAt)} to{" "}
                {revision.sentTo}. E-mail: {mailOf.get(revision.id)}
              </li>
            ))}
          </ul>
          <p>
            <a href={link} target="_blank" rel="noreferrer">
              Open the homeowner&apos;s page
            </a>
            {" · "}
            <a href={`/api/estimates/${estimateId}/pdf`}>
              {row.status === "accepted" || row.status === "cancelled"
                ? "Download the signed PDF"
                : "Download as PDF"}
            </a>
          </p>
          {changedSince && !isSettled(row.status) ? (
            <p className="admin-problem">
              Saved changes since revision {latest.revision} are not sent yet.
            </p>
          ) : null}
        </>
      ) : (
        <p>Not sent yet. The homeowner sees nothing until it is sent.</p>
      )}
      {!isSettled(row.status) ? (
        <SendEstimateButton
          estimateId={estimateId}
          label={latest ? `Send revision ${latest.revision + 1}` : "Send to the homeowner"}
        />
      ) : null}
      <h4>Views of the homeowner&apos;s link</h4>
      {views.length ? (
        <ol>
          {views.slice(0, SHOWN_VIEWS).map((view) => (
            <li key={view.id}>
              {dallasDateTime(view.viewedAt)}, revision {view.revision}, from{" "}
              {view.clientIp ?? "unknown address"}, {browserOf(view.userAgent)}
            </li>
          ))}
        </ol>
      ) : (
        <p>None yet.</p>
      )}
      {views.length > SHOWN_VIEWS ? <p>And {views.length - SHOWN_VIEWS} earlier views.</p> : null}
      <EstimateAnswers estimateId={estimateId} />
    </section>
  );
}
