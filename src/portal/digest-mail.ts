import "server-only";
import { eq } from "drizzle-orm";
import { escapeHtml, greetingLine } from "@/leads";
import type { MailSender } from "@/leads/server";
import { jobRows, updatesOn, type HomeownerUpdate } from "@/jobs/server";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import type { Email } from "@/lib/mail/smtp";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { longDay } from "@/lib/time/long-day";
import { portalCopyIn } from "./copy";
import { getsDigest } from "./digests";
import { portalUrl, type Gone } from "./messages";
import { portalDigests } from "./tables";

type Digest = {
  address: string;
  language: Locale;
  day: string;
  title: string;
  homeownerName: string | null;
  updates: HomeownerUpdate[];
};

/** The digest a delivery sends: its job's updates of that day, as they are now. */
export async function digestOf(delivery: DeliveryRow): Promise<Digest | Gone> {
  const db = await getDb();
  const [row] = await db
    .select({
      jobId: portalDigests.jobId,
      address: portalDigests.address,
      language: portalDigests.language,
      day: portalDigests.day,
      title: jobRows.title,
      homeownerName: jobRows.homeownerName,
    })
    .from(portalDigests)
    .innerJoin(jobRows, eq(jobRows.id, portalDigests.jobId))
    .where(eq(portalDigests.id, delivery.subjectId));
  if (!row) return { gone: true, language: "en" };
  return { ...row, updates: await updatesOn(row.jobId, row.day) };
}

/**
 * The day's e-mail: each update in the homeowner's language, how many photos came with them (the
 * photos themselves stay behind the page's sign-in), and the way to the page. Skipped when
 * the homeowner turned it off meanwhile or the day's updates were all taken back.
 */
export async function digestMail(
  _delivery: DeliveryRow,
  digest: Digest | Gone,
  sender: MailSender,
): Promise<Email | { skip: string }> {
  if ("gone" in digest) return { skip: "The job was deleted before this e-mail went out." };
  if (!(await getsDigest(digest.address)))
    return { skip: "The homeowner turned the daily e-mail off." };
  if (!digest.updates.length) return { skip: "The day's updates were deleted." };
  const copy = portalCopyIn[digest.language];
  const day = longDay(digest.day, digest.language);
  const photoCount = digest.updates.reduce((sum, update) => sum + update.photos.length, 0);
  const notes = [
    ...digest.updates.map((update) =>
      update.kind === "no_work" ? copy.project.updates.noWork(update.note) : update.note,
    ),
    ...(photoCount ? [copy.mail.digest.photos(photoCount)] : []),
  ];
  const before = [
    greetingLine(digest.homeownerName ?? "", digest.language),
    copy.mail.digest.intro(day),
  ];
  const link = portalUrl(digest.language);
  const name = sender.facts.business.name;
  const paragraphs = (texts: string[]) =>
    texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
  return {
    to: digest.address,
    replyTo: sender.owner,
    subject: copy.mail.digest.subject(digest.title, day),
    text: `${[...before, ...notes].join("\n\n")}\n\n${copy.mail.digest.button}: ${link}\n\n${copy.mail.digest.stop}\n\n${name}\n`,
    html: `${paragraphs(before)}${paragraphs(notes)}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.mail.digest.button)}</a></p>${paragraphs([copy.mail.digest.stop, name])}`,
  };
}
