import "server-only";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { siteUrl } from "@/lib/seo/site-url";
import { readSignedToken, signedToken } from "@/lib/security/signed-token";
import { ESTIMATE_PATH, ESTIMATE_TOKEN } from "./addresses";

const PURPOSE = "estimate";
/**
 * How long a sent estimate's link opens it: long after it is signed, since the link is how the
 * homeowner reads and downloads what they signed without an account.
 */
export const ESTIMATE_LINK_YEARS = 4;

const linkEnd = (sentAt: string) => {
  const end = new Date(sentAt);
  end.setUTCFullYear(end.getUTCFullYear() + ESTIMATE_LINK_YEARS);
  return end;
};

type Revision = { estimateId: number; revision: number; sentAt: string };

/** The homeowner's link to one revision of their estimate, in their language. */
export async function estimateLink(revision: Revision, language: Locale): Promise<string> {
  const url = new URL(localePath(language, ESTIMATE_PATH), siteUrl);
  const subject = `${revision.estimateId}-${revision.revision}`;
  url.searchParams.set(
    ESTIMATE_TOKEN,
    await signedToken(PURPOSE, subject, linkEnd(revision.sentAt)),
  );
  return url.toString();
}

export type EstimateLinkReading =
  { estimateId: number; revision: number } | { problem: "invalid" | "expired" };

/** Which revision a link was made for, if it was made here for an estimate. */
export async function revisionOfLink(
  token: string | null | undefined,
  now = new Date(),
): Promise<EstimateLinkReading> {
  const reading = await readSignedToken(PURPOSE, token, now);
  if (!reading.valid) return { problem: reading.problem };
  const match = /^(\d{1,12})-(\d{1,6})$/.exec(reading.subject);
  if (!match) return { problem: "invalid" };
  return { estimateId: Number(match[1]), revision: Number(match[2]) };
}
