import "server-only";
import { eq } from "drizzle-orm";
import { escapeHtml, greetingLine } from "@/leads";
import type { MailSender } from "@/leads/server";
import { jobRows } from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import { localePath, type Locale } from "@/lib/i18n/locale";
import type { Email } from "@/lib/mail/smtp";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { siteUrl } from "@/lib/seo/site-url";
import { LINK_TOKEN, PORTAL_PATH, SIGN_IN_PATH } from "./addresses";
import { portalCopyIn } from "./copy";
import { LINK_MINUTES, linkRow, linkToken } from "./link-store";
import type { PortalLinkRow } from "./tables";
import { portalInvitations } from "./tables";

/** The portal's address in a language, as a link in an e-mail. */
export const portalUrl = (language: Locale) =>
  new URL(localePath(language, PORTAL_PATH), siteUrl).toString();

/** A plain e-mail: paragraphs, one button-like link, the business's name. */
function mailOf(
  to: string,
  subject: string,
  before: string[],
  link: { href: string; text: string },
  after: string[],
  sender: MailSender,
): Email {
  const name = sender.facts.business.name;
  const html = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return {
    to,
    replyTo: sender.owner,
    subject,
    text: `${before.join("\n\n")}\n\n${link.text}: ${link.href}\n\n${after.join("\n\n")}\n\n${name}\n`,
    html: `${html(before)}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>${html(after)}<p>${escapeHtml(name)}</p>`,
  };
}

/** The link a delivery sends, read when it is sent. */
export async function linkOf(delivery: DeliveryRow): Promise<PortalLinkRow> {
  const row = await linkRow(delivery.subjectId);
  if (!row) throw new Error(`Portal link ${delivery.subjectId} not found`);
  return row;
}

/** The sign-in link's e-mail; one that could only arrive expired is not sent. */
export async function linkMail(
  _delivery: DeliveryRow,
  row: PortalLinkRow,
  sender: MailSender,
  now: Date,
): Promise<Email | { skip: string }> {
  if (row.usedAt) return { skip: "The link was used already." };
  if (row.expiresAt <= now.toISOString())
    return { skip: "The link expired before its e-mail could go out." };
  const copy = portalCopyIn[row.language].mail.link;
  const url = new URL(localePath(row.language, SIGN_IN_PATH), siteUrl);
  url.searchParams.set(LINK_TOKEN, await linkToken(row));
  return mailOf(
    row.address,
    copy.subject(sender.facts.business.name),
    [copy.intro],
    { href: url.toString(), text: copy.button },
    [copy.valid(LINK_MINUTES), copy.notYou],
    sender,
  );
}

type Invitation = {
  address: string;
  language: Locale;
  title: string;
  homeownerName: string | null;
};

/** A job deleted before its e-mail went out: the e-mail's row went with it. */
export type Gone = { gone: true; language: Locale };

/** The invitation a delivery sends, with its job as it is now. */
export async function invitationOf(delivery: DeliveryRow): Promise<Invitation | Gone> {
  const db = await getDb();
  const [row] = await db
    .select({
      address: portalInvitations.address,
      language: portalInvitations.language,
      title: jobRows.title,
      homeownerName: jobRows.homeownerName,
    })
    .from(portalInvitations)
    .innerJoin(jobRows, eq(jobRows.id, portalInvitations.jobId))
    .where(eq(portalInvitations.id, delivery.subjectId));
  return row ?? { gone: true, language: "en" };
}

/** The homeowner's invitation: what the page holds and how to get in, in their language. */
export async function invitationMail(
  _delivery: DeliveryRow,
  invitation: Invitation | Gone,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in invitation) return { skip: "The job was deleted before this e-mail went out." };
  const copy = portalCopyIn[invitation.language].mail.invitation;
  return mailOf(
    invitation.address,
    copy.subject(sender.facts.business.name, invitation.title),
    [
      greetingLine(invitation.homeownerName ?? "", invitation.language),
      copy.intro(invitation.title),
      copy.what,
    ],
    { href: portalUrl(invitation.language), text: copy.button },
    [copy.how],
    sender,
  );
}
