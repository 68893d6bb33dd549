import "server-only";
import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { escapeHtml, greetingLine } from "@/leads";
import type { MailSender } from "@/leads/server";
import {
  addressKey,
  CHANGE_ORDER_NOTICE_SUBJECT,
  changeOrderCopyIn,
  changeOrderNotices,
  changeOrderRows,
  changeOrderView,
  jobRows,
  type ChangeOrderView,
} from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import { formatUsd } from "@/lib/money/cents";
import type { Email } from "@/lib/mail/smtp";
import { queueDeliveries } from "@/lib/outbox/store";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { siteUrl } from "@/lib/seo/site-url";
import { changeOrderAnchor } from "./addresses";
import type { PortalChannelId } from "./channel-ids";
import { portalUrl, type Gone } from "./messages";

/** A step older than this when first seen (a restored backup) is not e-mailed any more. */
const NOTICE_WINDOW_MS = 7 * 24 * 3_600_000;

type Step = "sent" | "signed" | "declined";
const steps: Step[] = ["sent", "signed", "declined"];

/**
 * Run before each round of the outbox: each change order's step gets its e-mail queued once, in
 * one transaction with its row in change_order_notices, whichever server's round sees it first.
 * Sent goes to the homeowner (while the job is theirs to see); signed and declined go to the
 * office. A step passed before its round (sent, then signed within seconds) is not e-mailed.
 */
export async function queueChangeOrderNotices(now = new Date()): Promise<number> {
  const db = await getDb();
  const waiting = await db
    .select({
      id: changeOrderRows.id,
      status: changeOrderRows.status,
      email: jobRows.email,
      jobStatus: jobRows.status,
    })
    .from(changeOrderRows)
    .innerJoin(jobRows, eq(jobRows.id, changeOrderRows.jobId))
    .leftJoin(
      changeOrderNotices,
      and(
        eq(changeOrderNotices.changeOrderId, changeOrderRows.id),
        eq(changeOrderNotices.step, changeOrderRows.status),
      ),
    )
    .where(
      and(
        inArray(changeOrderRows.status, steps),
        isNull(changeOrderNotices.id),
        gte(changeOrderRows.updatedAt, new Date(now.getTime() - NOTICE_WINDOW_MS).toISOString()),
      ),
    );
  let queued = 0;
  for (const order of waiting)
    await db.transaction(async (tx) => {
      const step = order.status as Step;
      const [row] = await tx
        .insert(changeOrderNotices)
        .values({ changeOrderId: order.id, step, createdAt: now.toISOString() })
        .onConflictDoNothing()
        .returning({ id: changeOrderNotices.id });
      if (!row) return;
      const channel: PortalChannelId | undefined =
        step !== "sent"
          ? "change_order_office"
          : order.email && order.jobStatus !== "cancelled"
            ? "change_order_homeowner"
            : undefined;
      await queueDeliveries(
        tx,
        { subject: CHANGE_ORDER_NOTICE_SUBJECT, subjectId: row.id },
        channel ? [{ channel, status: "pending" as const }] : [],
        now,
      );
      queued += 1;
    });
  return queued;
}

/** A change order's step as its e-mail reads it, when it is sent. */
type Notice = {
  step: Step;
  order: ChangeOrderView;
  language: Locale;
  address: string | null;
  managerEmail: string | null;
};

/** The step a delivery is about, with its change order as it is now. */
export async function noticeOf(delivery: DeliveryRow): Promise<Notice | Gone> {
  const db = await getDb();
  const [row] = await db
    .select({
      step: changeOrderNotices.step,
      changeOrderId: changeOrderNotices.changeOrderId,
      address: jobRows.email,
      language: jobRows.language,
      managerEmail: sql<
        string | null
      >`(SELECT email FROM users WHERE users.id = ${jobRows.projectManagerId})`,
    })
    .from(changeOrderNotices)
    .innerJoin(changeOrderRows, eq(changeOrderRows.id, changeOrderNotices.changeOrderId))
    .innerJoin(jobRows, eq(jobRows.id, changeOrderRows.jobId))
    .where(eq(changeOrderNotices.id, delivery.subjectId));
  const order = row ? await changeOrderView(row.changeOrderId) : undefined;
  if (!row || !order) return { gone: true, language: "en" };
  return {
    step: row.step,
    order,
    language: row.language ?? "en",
    address: row.address ? addressKey(row.address) : null,
    managerEmail: row.managerEmail,
  };
}

/** The office reads about change orders in English, whatever the homeowner's language. */
export const noticeForOffice = async (delivery: DeliveryRow) => ({
  notice: await noticeOf(delivery),
  language: "en" as const,
});

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");

/** The homeowner's e-mail: a change order to read and sign, with the way to it. */
export async function changeOrderSentMail(
  _delivery: DeliveryRow,
  notice: Notice | Gone,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in notice)
    return { skip: "The change order was deleted before this e-mail went out." };
  if (notice.order.status !== "sent")
    return { skip: `The change order was ${notice.order.status} before this e-mail went out.` };
  if (!notice.address) return { skip: "The job has no e-mail address for the homeowner." };
  const { document } = notice.order;
  const copy = changeOrderCopyIn[notice.language].mail;
  const link = `${portalUrl(notice.language)}#${changeOrderAnchor(notice.order.id)}`;
  const before = [
    greetingLine(document.homeownerName, notice.language),
    copy.intro(document.number, document.title, document.jobTitle),
    copy.total(formatUsd(document.figures.total, notice.language)),
  ];
  const after = [copy.after, sender.facts.business.name];
  return {
    to: notice.address,
    replyTo: notice.managerEmail ?? sender.owner,
    subject: copy.subject(document.number, document.title),
    text: `${before.join("\n\n")}\n\n${copy.button}: ${link}\n\n${after.join("\n\n")}\n`,
    html: `${paragraphs(before)}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.button)}</a></p>${paragraphs(after)}`,
  };
}

/** The office's e-mail: the homeowner signed or declined a change order. */
export async function changeOrderOfficeMail(
  _delivery: DeliveryRow,
  { notice }: Awaited<ReturnType<typeof noticeForOffice>>,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in notice)
    return { skip: "The change order was deleted before this e-mail went out." };
  const { order } = notice;
  const { document } = order;
  const who = document.homeownerName || "The homeowner";
  const name = `change order ${document.number}, "${document.title}"`;
  const usd = (cents: number) => formatUsd(cents, "en");
  const signature = order.signature?.record;
  const lines =
    notice.step === "signed" && signature
      ? [
          `${who} signed ${name} for ${document.jobTitle}: ${usd(document.figures.total)}.`,
          `The contract total goes from ${usd(signature.contract.before)} to ${usd(signature.contract.after)}; the job's payments and schedule follow it.`,
        ]
      : [
          `${who} declined ${name} for ${document.jobTitle}. Nothing about the job changed.`,
          order.declineReason ? `Their reason: ${order.declineReason}` : "They gave no reason.",
        ];
  const url = `${siteUrl}/admin/collections/change-orders/${order.id}`;
  return {
    to: notice.managerEmail ?? sender.owner,
    subject: `${who} ${notice.step === "signed" ? "signed" : "declined"} change order ${document.number}: ${document.title}`,
    text: `${lines.join("\n\n")}\n\nOpen the change order: ${url}\n`,
    html: `${paragraphs(lines)}<p><a href="${escapeHtml(url)}">Open the change order</a></p>`,
  };
}
