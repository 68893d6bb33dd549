import "server-only";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { escapeHtml, greetingLine } from "@/leads";
import type { MailSender } from "@/leads/server";
import { addressKey, CLAIM_NOTICE_SUBJECT, claimNotices, claimRows, jobRows } from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import type { Email } from "@/lib/mail/smtp";
import { queueDeliveries } from "@/lib/outbox/store";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { siteUrl } from "@/lib/seo/site-url";
import { longMoment } from "@/lib/time/long-day";
import { warrantyAnchor } from "./addresses";
import type { PortalChannelId } from "./channel-ids";
import { portalCopyIn } from "./copy";
import { portalUrl, type Gone } from "./messages";

/** A step older than this when first seen (a restored backup) is not e-mailed any more. */
const NOTICE_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * Run before each round of the outbox: each step of a warranty claim gets its e-mail queued once,
 * in one transaction with its row in warranty_claim_notices, whichever server's round sees it
 * first. A homeowner's new claim goes to the office; each answer goes to the homeowner, while the
 * job is theirs to see.
 */
export async function queueClaimNotices(now = new Date()): Promise<number> {
  const db = await getDb();
  const waiting = await db
    .select({
      id: claimRows.id,
      status: claimRows.status,
      from: claimRows.from,
      onCalendar: claimRows.visitAppointment,
      email: jobRows.email,
      jobStatus: jobRows.status,
    })
    .from(claimRows)
    .innerJoin(jobRows, eq(jobRows.id, claimRows.jobId))
    .leftJoin(
      claimNotices,
      and(eq(claimNotices.claimId, claimRows.id), eq(claimNotices.step, claimRows.status)),
    )
    .where(
      and(
        isNull(claimNotices.id),
        gte(claimRows.updatedAt, new Date(now.getTime() - NOTICE_WINDOW_MS).toISOString()),
      ),
    );
  let queued = 0;
  for (const claim of waiting)
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(claimNotices)
        .values({ claimId: claim.id, step: claim.status, createdAt: now.toISOString() })
        .onConflictDoNothing()
        .returning({ id: claimNotices.id });
      if (!row) return;
      // A visit on the calendar is told by its own e-mail, with the invitation.
      const told = claim.status === "visit_booked" && claim.onCalendar !== null;
      const channel: PortalChannelId | undefined =
        claim.status === "received"
          ? claim.from === "homeowner"
            ? "claim_office"
            : undefined
          : claim.email && claim.jobStatus !== "cancelled" && !told
            ? "claim_homeowner"
            : undefined;
      await queueDeliveries(
        tx,
        { subject: CLAIM_NOTICE_SUBJECT, subjectId: row.id },
        channel ? [{ channel, status: "pending" as const }] : [],
        now,
      );
      queued += 1;
    });
  return queued;
}

/** A claim's step as its e-mail reads it, when it is sent. */
type ClaimNotice = {
  step: (typeof claimRows.$inferSelect)["status"];
  claim: typeof claimRows.$inferSelect;
  jobTitle: string;
  homeownerName: string | null;
  address: string | null;
  language: Locale;
  managerEmail: string | null;
};

/** The step a delivery is about, with its claim as it is now. */
export async function claimNoticeOf(delivery: DeliveryRow): Promise<ClaimNotice | Gone> {
  const db = await getDb();
  const [row] = await db
    .select({
      step: claimNotices.step,
      claim: claimRows,
      jobTitle: jobRows.title,
      homeownerName: jobRows.homeownerName,
      address: jobRows.email,
      language: jobRows.language,
      managerEmail: sql<
        string | null
      >`(SELECT email FROM users WHERE users.id = ${jobRows.projectManagerId})`,
    })
    .from(claimNotices)
    .innerJoin(claimRows, eq(claimRows.id, claimNotices.claimId))
    .innerJoin(jobRows, eq(jobRows.id, claimRows.jobId))
    .where(eq(claimNotices.id, delivery.subjectId));
  if (!row) return { gone: true, language: "en" };
  return {
    ...row,
    address: row.address ? addressKey(row.address) : null,
    language: row.language ?? "en",
  };
}

/** The office reads about claims in English, whatever the homeowner's language. */
export const claimNoticeForOffice = async (delivery: DeliveryRow) => ({
  notice: await claimNoticeOf(delivery),
  language: "en" as const,
});

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");

/** The office's e-mail: a homeowner's new claim, with what they wrote. */
export async function claimOfficeMail(
  _delivery: DeliveryRow,
  { notice }: Awaited<ReturnType<typeof claimNoticeForOffice>>,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in notice) return { skip: "The claim was deleted before this e-mail went out." };
  const who = notice.homeownerName || "The homeowner";
  const intro = `${who} filed a claim under the ${notice.claim.warranty} warranty for "${notice.jobTitle}":`;
  const after =
    "Answer it in the admin: accept it, book a visit, resolve it, or decline it with the reason. The homeowner is e-mailed each answer.";
  const url = `${siteUrl}/admin/collections/warranty-claims/${notice.claim.id}`;
  return {
    to: notice.managerEmail ?? sender.owner,
    subject: `Warranty claim from ${who}: ${notice.jobTitle}`,
    text: `${intro}\n\n${notice.claim.description}\n\n${after}\n\nOpen the claim: ${url}\n`,
    html: `<p>${escapeHtml(intro)}</p><blockquote style="white-space:pre-line">${escapeHtml(notice.claim.description)}</blockquote>${paragraphs([after])}<p><a href="${escapeHtml(url)}">Open the claim</a></p>`,
  };
}

/** The homeowner's e-mail: the office's answer to their claim, in their language. */
export async function claimHomeownerMail(
  _delivery: DeliveryRow,
  notice: ClaimNotice | Gone,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in notice) return { skip: "The claim was deleted before this e-mail went out." };
  if (!notice.address) return { skip: "The job has no e-mail address for the homeowner." };
  if (notice.claim.status !== notice.step)
    return { skip: `The claim moved on to ${notice.claim.status} before this e-mail went out.` };
  const { language, claim } = notice;
  const copy = portalCopyIn[language];
  const state = copy.project.warranty.claims.state;
  const answer =
    claim.status === "visit_booked" && claim.visitAt
      ? state.visit_booked(longMoment(claim.visitAt, language))
      : claim.status === "declined"
        ? state.declined(claim.declineReason ?? "")
        : claim.status === "visit_booked"
          ? state.accepted
          : state[claim.status];
  const mail = copy.mail.claim;
  const link = `${portalUrl(language)}#${warrantyAnchor(claim.jobId)}`;
  const before = [
    greetingLine(notice.homeownerName ?? "", language),
    mail.intro(notice.jobTitle),
    answer,
  ];
  const name = sender.facts.business.name;
  return {
    to: notice.address,
    replyTo: notice.managerEmail ?? sender.owner,
    subject: mail.subject(notice.jobTitle),
    text: `${before.join("\n\n")}\n\n${mail.button}: ${link}\n\n${name}\n`,
    html: `${paragraphs(before)}<p><a href="${escapeHtml(link)}">${escapeHtml(mail.button)}</a></p>${paragraphs([name])}`,
  };
}
