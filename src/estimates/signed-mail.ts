import "server-only";
import type { DeliveryRow } from "@/lib/outbox/tables";
import type { Email } from "@/lib/mail/smtp";
import { longDay, longMoment } from "@/lib/time/long-day";
import { escapeHtml, greetingLine } from "@/leads";
import type { MailSender } from "@/leads/server";
import { estimateCopyIn } from "./copy";
import { estimateLink } from "./link";
import { answerOf, pdfAttachments } from "./owner-alerts";
import { signedCopy } from "./pdf/signed-copy";
import { lastDayToCancel } from "./right-to-cancel";

/** The signature a delivery is about, in the homeowner's language. */
export const signingOf = async (delivery: DeliveryRow) => {
  const answer = await answerOf(delivery);
  return { ...answer, language: answer.document.language };
};

/**
 * The homeowner's copy of what they signed: the PDF with its certificate page, sent to the address
 * the estimate was sent to, with how long they may still cancel and the link back to the page.
 */
export async function signedCopyMail(
  _delivery: DeliveryRow,
  { event, document, sent, language }: Awaited<ReturnType<typeof signingOf>>,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  const file = await signedCopy(event.estimateId);
  if (!file) return { skip: "The estimate has no signature." };
  const copy = estimateCopyIn[language];
  const signedAt = new Date(event.createdAt);
  const link = await estimateLink(sent, language);
  const paragraphs = [
    greetingLine(document.homeownerName, language),
    copy.signedMail.intro(document.title, longMoment(event.createdAt, language)),
    ...(document.rightToCancel
      ? [copy.signedMail.cancel(longDay(lastDayToCancel(signedAt), language))]
      : []),
  ];
  const after = copy.mail.questions(sender.facts.business.phone.display);
  const name = sender.facts.business.name;
  const html = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return {
    to: sent.sentTo,
    replyTo: sender.owner,
    subject: copy.signedMail.subject(name, document.title),
    text: `${paragraphs.join("\n\n")}\n\n${copy.signedMail.open}: ${link}\n\n${after}\n\n${name}\n`,
    html: `${html(paragraphs)}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.signedMail.open)}</a></p>${html([after, name])}`,
    attachments: pdfAttachments(file),
  };
}
