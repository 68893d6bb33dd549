import "server-only";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { escapeHtml, greetingLine, greetingName } from "@/leads";
import { ownerAlertChannels, type AlertText, type MailSender } from "@/leads/server";
import { JOB_MESSAGE_SUBJECT, addressKey, jobMessageRows, jobRows } from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import type { Email } from "@/lib/mail/smtp";
import { queueDeliveries } from "@/lib/outbox/store";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { siteUrl } from "@/lib/seo/site-url";
import { messageAlertIds } from "./channel-ids";
import { portalCopyIn } from "./copy";
import { portalUrl, type Gone } from "./messages";
import { portalMessageAlerts } from "./tables";

/** A message older than this when first seen (a restored backup) is not alerted any more. */
const ALERT_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * Run before each round of the outbox: each new message gets its e-mail and alerts queued once,
 * in one transaction with its row in portal_message_alerts, whichever server's round sees it
 * first. A homeowner's goes to the office (the project manager's e-mail, the owner's phone
 * alerts); the office's goes to the homeowner by e-mail, while the job is theirs to see.
 */
export async function queueMessageAlerts(now = new Date()): Promise<number> {
  const db = await getDb();
  const waiting = await db
    .select({
      id: jobMessageRows.id,
      from: jobMessageRows.from,
      email: jobRows.email,
      status: jobRows.status,
    })
    .from(jobMessageRows)
    .innerJoin(jobRows, eq(jobRows.id, jobMessageRows.jobId))
    .leftJoin(portalMessageAlerts, eq(portalMessageAlerts.messageId, jobMessageRows.id))
    .where(
      and(
        isNull(portalMessageAlerts.messageId),
        gte(jobMessageRows.createdAt, new Date(now.getTime() - ALERT_WINDOW_MS).toISOString()),
      ),
    );
  if (!waiting.length) return 0;
  const officeChannels = waiting.some((message) => message.from === "homeowner")
    ? await ownerAlertChannels(messageAlertIds)
    : [];
  let queued = 0;
  for (const message of waiting)
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(portalMessageAlerts)
        .values({ messageId: message.id, createdAt: now.toISOString() })
        .onConflictDoNothing()
        .returning({ id: portalMessageAlerts.messageId });
      if (!row) return;
      const toHomeowner =
        message.from === "staff" && message.email && message.status !== "cancelled";
      const channels =
        message.from === "homeowner"
          ? officeChannels
          : toHomeowner
            ? [{ channel: "portal_answer", status: "pending" as const }]
            : [];
      await queueDeliveries(
        tx,
        { subject: JOB_MESSAGE_SUBJECT, subjectId: message.id },
        channels,
        now,
      );
      queued += 1;
    });
  return queued;
}

/** A message as its e-mails and alerts read it, when they are sent. */
type SentMessage = {
  id: number;
  jobId: number;
  body: string;
  title: string;
  city: string | null;
  homeownerName: string | null;
  address: string | null;
  language: Locale;
  /** The job's project manager's e-mail, or null when it has none. */
  managerEmail: string | null;
  managerName: string | null;
};

/** The message a delivery is about, as it is now. */
export async function messageOf(delivery: DeliveryRow): Promise<SentMessage | Gone> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: jobMessageRows.id,
      jobId: jobRows.id,
      body: jobMessageRows.body,
      title: jobRows.title,
      city: jobRows.city,
      homeownerName: jobRows.homeownerName,
      address: jobRows.email,
      language: jobRows.language,
      managerEmail: sql<
        string | null
      >`(SELECT email FROM users WHERE users.id = ${jobRows.projectManagerId})`,
      managerName: sql<
        string | null
      >`(SELECT name FROM users WHERE users.id = ${jobRows.projectManagerId})`,
    })
    .from(jobMessageRows)
    .innerJoin(jobRows, eq(jobRows.id, jobMessageRows.jobId))
    .where(eq(jobMessageRows.id, delivery.subjectId));
  if (!row) return { gone: true, language: "en" };
  return {
    ...row,
    address: row.address ? addressKey(row.address) : null,
    language: row.language ?? "en",
  };
}

/** The office reads about its messages in English, whatever the homeowner's language. */
export const forOffice = async (delivery: DeliveryRow) => {
  const message = await messageOf(delivery);
  return { message, language: "en" as const };
};

const messageAdminUrl = (id: number) => `${siteUrl}/admin/collections/job-messages/${id}`;

/**
 * The office's phone alert: the homeowner's first name and city, never the message or the
 * job's title (it holds the address): a locked phone shows it to whoever holds it.
 */
export function messageAlertText(message: SentMessage): AlertText {
  const who = greetingName(message.homeownerName ?? "") ?? "A homeowner";
  return {
    title: `Message from ${who}${message.city ? ` in ${message.city}` : ""}`,
    body: "Open it in the admin to read and answer it.",
    url: messageAdminUrl(message.id),
  };
}

export const officeAlertOf = async (delivery: DeliveryRow): Promise<AlertText> => {
  const message = await messageOf(delivery);
  if ("gone" in message)
    return { title: "A message was deleted", body: "Nothing to answer.", url: `${siteUrl}/admin` };
  return messageAlertText(message);
};

/**
 * The office's e-mail: to the job's project manager (the business's address when it has none),
 * with the text, which an e-mail may carry and a phone alert may not.
 */
export async function officeMail(
  _delivery: DeliveryRow,
  { message }: Awaited<ReturnType<typeof forOffice>>,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in message) return { skip: "The message was deleted before this e-mail went out." };
  const who = message.homeownerName ?? "The homeowner";
  const url = messageAdminUrl(message.id);
  const intro = `${who} wrote about "${message.title}":`;
  const answer =
    "To answer, open the message and create a new message on the same job. The homeowner gets it by e-mail and on the project page.";
  return {
    to: message.managerEmail ?? sender.owner,
    subject: `Message from ${who}: ${message.title}`,
    text: `${intro}\n\n${message.body}\n\n${answer}\n\nOpen the message: ${url}\n`,
    html: `<p>${escapeHtml(intro)}</p><blockquote style="white-space:pre-line">${escapeHtml(message.body)}</blockquote><p>${escapeHtml(answer)}</p><p><a href="${escapeHtml(url)}">Open the message</a></p>`,
  };
}

/** The homeowner's e-mail: the office's answer, in their language, with the way back to it. */
export async function answerMail(
  _delivery: DeliveryRow,
  message: SentMessage | Gone,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in message) return { skip: "The message was deleted before this e-mail went out." };
  if (!message.address) return { skip: "The job has no e-mail address for the homeowner." };
  const copy = portalCopyIn[message.language].mail.answer;
  const link = `${portalUrl(message.language)}#job-${message.jobId}-messages`;
  const before = [
    greetingLine(message.homeownerName ?? "", message.language),
    copy.intro(message.managerName ?? "", message.title),
  ];
  const name = sender.facts.business.name;
  const paragraphs = (texts: string[]) =>
    texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return {
    to: message.address,
    replyTo: message.managerEmail ?? sender.owner,
    subject: copy.subject(message.title),
    text: `${before.join("\n\n")}\n\n${message.body}\n\n${copy.button}: ${link}\n\n${copy.reply}\n\n${name}\n`,
    html: `${paragraphs(before)}<blockquote style="white-space:pre-line">${escapeHtml(message.body)}</blockquote><p><a href="${escapeHtml(link)}">${escapeHtml(copy.button)}</a></p>${paragraphs([copy.reply, name])}`,
  };
}
