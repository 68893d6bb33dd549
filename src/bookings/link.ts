import "server-only";
import { localePath } from "@/lib/i18n/locale";
import { getLead } from "@/leads/server";
import type { LeadRow } from "@/leads";
import { siteUrl } from "@/lib/seo/site-url";
import { readSignedToken, signedToken } from "@/lib/security/signed-token";
import { BOOKING_PATH } from "./addresses";

const PURPOSE = "book";
/** How long the link in the thank-you view and the confirmation e-mail books a first time. */
export const BOOKING_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

type LinkedTo = Pick<LeadRow, "id" | "language">;

/**
 * The booking page's address for a lead, usable until `until`: in the lead's language, so a
 * request from the Spanish pages books on /es/book.
 */
async function linkUntil(lead: LinkedTo, until: Date): Promise<string> {
  const url = new URL(localePath(lead.language, BOOKING_PATH), siteUrl);
  url.searchParams.set("t", await signedToken(PURPOSE, String(lead.id), until));
  return url.toString();
}

const bookingLinkEnd = (lead: Pick<LeadRow, "createdAt">) =>
  new Date(Date.parse(lead.createdAt) + BOOKING_LINK_DAYS * DAY_MS);

/** Whether the lead's booking link still books a time. */
export const bookingLinkOpen = (lead: Pick<LeadRow, "createdAt">, now = new Date()) =>
  bookingLinkEnd(lead).getTime() > now.getTime();

/**
 * The link a homeowner books with, signed for their lead: the same link each time it is made, so
 * an e-mail sent again says the same.
 */
export const bookingLink = (lead: LinkedTo & Pick<LeadRow, "createdAt">) =>
  linkUntil(lead, bookingLinkEnd(lead));

/** The link an appointment's e-mails carry to move or cancel it: good until it starts. */
export const appointmentLink = (lead: LinkedTo, startsAt: string) =>
  linkUntil(lead, new Date(startsAt));

/**
 * Why a link does not work: it was not made here for booking (cut, changed or made for
 * something else), its lead is gone (deleted, or stored as spam), or its time is over.
 */
export type LinkProblem = "invalid" | "unknown" | "expired";
export type LinkedLead = { lead: LeadRow } | { problem: LinkProblem };

/** The status a page answers for a link that does not work, so a crawler or monitor can tell. */
export const linkProblemStatus: Record<LinkProblem, 400 | 404 | 410> = {
  invalid: 400,
  unknown: 404,
  expired: 410,
};

/** The lead a booking link was made for; a link for a lead stored as spam does not work. */
export async function leadOfLink(
  token: string | null | undefined,
  now = new Date(),
): Promise<LinkedLead> {
  const reading = await readSignedToken(PURPOSE, token, now);
  if (!reading.valid) return { problem: reading.problem };
  const lead = await getLead(Number(reading.subject));
  if (!lead || lead.isSpam) return { problem: "unknown" };
  return { lead };
}
