import "server-only";
import type { DeliveryRow } from "@/lib/outbox/tables";
import type { Email } from "@/lib/mail/smtp";
import { escapeHtml, greetingLine } from "@/leads";
import type { MailSender } from "@/leads/server";
import { longDay } from "@/lib/time/long-day";
import { estimateCopyIn } from "./copy";
import type { EstimateDocument } from "./document";
import { estimateLink } from "./link";
import { latestRevision, type RevisionRow } from "./store";
import { validThroughDay } from "./valid-until";

export type SentRevision = {
  row: RevisionRow;
  document: EstimateDocument;
  language: EstimateDocument["language"];
};

/**
 * The homeowner's e-mail for one sending: their estimate's link and its last day, in their
 * language. A revision replaced before its e-mail went out sends nothing: the newer one's will.
 */
export async function estimateMail(
  _delivery: DeliveryRow,
  { row, document }: SentRevision,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  const latest = await latestRevision(document.estimateId);
  if (latest && latest.revision > row.revision)
    return { skip: `Revision ${latest.revision} was sent before this e-mail went out.` };
  const copy = estimateCopyIn[document.language].mail;
  const link = await estimateLink(row, document.language);
  const paragraphs = [
    greetingLine(document.homeownerName, document.language),
    copy.intro(document.title, `${document.projectAddress}, ${document.city}`),
    ...(row.revision > 1 ? [copy.replaces] : []),
  ];
  const after = [
    copy.valid(longDay(validThroughDay(document.validUntil), document.language)),
    copy.questions(sender.facts.business.phone.display),
  ];
  const name = sender.facts.business.name;
  const html = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return {
    to: row.sentTo,
    replyTo: sender.owner,
    subject: copy.subject(name, document.title),
    text: `${paragraphs.join("\n\n")}\n\n${copy.open}: ${link}\n\n${after.join("\n\n")}\n\n${name}\n`,
    html: `${html(paragraphs)}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.open)}</a></p>${html(after)}<p>${escapeHtml(name)}</p>`,
  };
}
