import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Email } from "@/lib/mail/smtp";
import { formatUsd } from "@/lib/money/cents";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { siteUrl } from "@/lib/seo/site-url";
import { dallasDateTime } from "@/lib/time/dallas";
import { longDay } from "@/lib/time/long-day";
import { escapeHtml, greetingName, languageNote } from "@/leads";
import type { AlertText, MailSender } from "@/leads/server";
import type { EstimateDocument } from "./document";
import type { EstimateEventRow } from "./events";
import { lastDayToCancel } from "./right-to-cancel";
import { signedCopy, type PdfFile } from "./pdf/signed-copy";
import { documentOfRow, revisionRow, signatureOf, type RevisionRow } from "./store";
import { estimateEvents, type EstimateEventKind } from "./tables";

/** One answer of a homeowner, with the revision it was about; the owner reads it in English. */
export type Answer = {
  event: EstimateEventRow;
  document: EstimateDocument;
  /** The sending the answer was about: to whom, when. */
  sent: RevisionRow;
  /** The signed total, for a signature and its cancellation. */
  total: number | null;
  language: "en";
};

export const estimateAdminUrl = (estimateId: number) =>
  `${siteUrl}/admin/collections/estimates/${estimateId}`;

/** The answer a delivery is about, read when it is sent. */
export async function answerOf(delivery: DeliveryRow): Promise<Answer> {
  const db = await getDb();
  const [event] = await db
    .select()
    .from(estimateEvents)
    .where(eq(estimateEvents.id, delivery.subjectId));
  if (!event) throw new Error(`Estimate event ${delivery.subjectId} not found`);
  const revision = await revisionRow(event.estimateId, event.revision);
  const signed = event.kind === "signed" || event.kind === "cancelled";
  const signature = signed ? await signatureOf(event.estimateId) : undefined;
  return {
    event,
    document: documentOfRow(revision),
    sent: revision,
    total: signature?.record.figures.total ?? null,
    language: "en",
  };
}

const headlines: Record<EstimateEventKind, string> = {
  signed: "Estimate signed",
  declined: "Estimate declined",
  cancelled: "Estimate cancelled",
  question: "Question about an estimate",
};

/**
 * The phone alert: what happened, the homeowner's first name and city, the estimate's title (the
 * owner's words) and the signed total. Never the homeowner's reason or question, their address or
 * contacts: a locked phone shows it to whoever holds it. The tap opens the estimate in the admin.
 */
export function answerAlertText({ event, document, total }: Answer): AlertText {
  const who = greetingName(document.homeownerName) ?? "The homeowner";
  const note = languageNote(document.language);
  return {
    title: `${headlines[event.kind]}: ${who} in ${document.city}${note ? ` (${note})` : ""}`,
    body: total === null ? document.title : `${document.title}\n${formatUsd(total, "en")}`,
    url: estimateAdminUrl(event.estimateId),
  };
}

function whatHappened({ event, document, total }: Answer): string[] {
  const name = document.homeownerName;
  const title = `"${document.title}" (revision ${event.revision})`;
  const when = dallasDateTime(event.createdAt);
  const amount = total === null ? "" : formatUsd(total, "en");
  switch (event.kind) {
    case "signed":
      return [
        `${name} accepted and signed ${title} on ${when}, for ${amount}.`,
        ...(document.rightToCancel
          ? [
              `They may cancel until midnight at the end of ${longDay(lastDayToCancel(new Date(event.createdAt)), "en")}; wait until then before ordering materials.`,
            ]
          : []),
      ];
    case "declined":
      return [
        `${name} declined ${title} on ${when}.`,
        event.note ? `Their reason: ${event.note}` : "They gave no reason.",
      ];
    case "cancelled":
      return [
        `${name} cancelled ${title}, signed for ${amount}, on ${when}, within the Texas 3-day right to cancel.`,
        "Any payment they made must be returned within 10 business days of this notice.",
      ];
    case "question":
      return [
        `${name} asked about ${title} on ${when}:`,
        event.note ?? "",
        `Reply to this e-mail to answer them at ${document.email}.`,
      ];
  }
}

/** A signed estimate's PDF as an e-mail attachment; a message without a signature has none. */
export const pdfAttachments = (file: PdfFile | undefined) =>
  file ? [{ filename: file.fileName, content: file.content, contentType: "application/pdf" }] : [];

/**
 * The owner's e-mail about one answer; a question's reply goes straight to the homeowner, and a
 * signature comes with the signed PDF.
 */
export async function answerMail(
  _delivery: DeliveryRow,
  answer: Answer,
  sender: MailSender,
): Promise<Email> {
  const { event, document } = answer;
  const note = languageNote(document.language);
  const paragraphs = [...(note ? [note] : []), ...whatHappened(answer)];
  const url = estimateAdminUrl(event.estimateId);
  const homeowner = `${document.homeownerName}, ${document.projectAddress}, ${document.city}`;
  const attachments =
    event.kind === "signed" ? pdfAttachments(await signedCopy(event.estimateId)) : [];
  return {
    ...(attachments.length ? { attachments } : {}),
    to: sender.owner,
    ...(event.kind === "question" && document.email ? { replyTo: document.email } : {}),
    subject: `${headlines[event.kind]}: ${document.title} – ${document.homeownerName}, ${document.city}`,
    text: `${paragraphs.join("\n\n")}\n\n${homeowner}\n\nOpen the estimate: ${url}\n`,
    html: `${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("")}<p>${escapeHtml(homeowner)}</p><p><a href="${escapeHtml(url)}">Open the estimate</a></p>`,
  };
}
