import "server-only";
import { eq } from "drizzle-orm";
import { escapeHtml, greetingName } from "@/leads";
import type { AlertText, MailSender } from "@/leads/server";
import { getDb } from "@/lib/db/client";
import type { Email } from "@/lib/mail/smtp";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { siteUrl } from "@/lib/seo/site-url";
import { jobHandovers, jobRows } from "./tables";

/** One job handed to the owner, as its alerts read it; the owner reads them in English. */
export type Handover = {
  jobId: number;
  title: string;
  homeownerName: string | null;
  city: string | null;
  language: "en";
};

export const jobAdminUrl = (jobId: number) => `${siteUrl}/admin/collections/jobs/${jobId}`;

/** The handover a delivery is about, read when it is sent. */
export async function handoverOf(delivery: DeliveryRow): Promise<Handover> {
  const db = await getDb();
  const [row] = await db
    .select({
      jobId: jobRows.id,
      title: jobRows.title,
      homeownerName: jobRows.homeownerName,
      city: jobRows.city,
    })
    .from(jobHandovers)
    .innerJoin(jobRows, eq(jobRows.id, jobHandovers.jobId))
    .where(eq(jobHandovers.id, delivery.subjectId));
  if (!row) throw new Error(`Job handover ${delivery.subjectId} not found`);
  return { ...row, language: "en" };
}

/**
 * The phone alert: the homeowner's first name and city, never the job's title (it holds the
 * address) or any contact: a locked phone shows it to whoever holds it.
 */
export function handoverAlertText({ jobId, homeownerName, city }: Handover): AlertText {
  const who = greetingName(homeownerName ?? "") ?? "A homeowner";
  return {
    title: `Job handed to you: ${who}${city ? ` in ${city}` : ""}`,
    body: "It had no project manager, so you run it now. Open it to hand it on.",
    url: jobAdminUrl(jobId),
  };
}

/** The owner's e-mail: which job is theirs now, and why. */
export async function handoverMail(
  _delivery: DeliveryRow,
  handover: Handover,
  sender: MailSender,
): Promise<Email> {
  const url = jobAdminUrl(handover.jobId);
  const paragraphs = [
    `The job "${handover.title}" has no project manager any more: the account that ran it was deleted. It is yours now, so the homeowner's updates and messages keep an owner.`,
    "To hand it to someone else, open the job and choose its project manager.",
  ];
  return {
    to: sender.owner,
    subject: `A job is yours to run now: ${handover.title}`,
    text: `${paragraphs.join("\n\n")}\n\nOpen the job: ${url}\n`,
    html: `${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("")}<p><a href="${escapeHtml(url)}">Open the job</a></p>`,
  };
}
