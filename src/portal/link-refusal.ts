import "server-only";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { PORTAL_PATH } from "./addresses";
import { portalCopyIn } from "./copy";
import { readLink } from "./link-store";

const statusOf = { invalid: 400, unknown: 404, spent: 410, expired: 410 } as const;

/**
 * The sign-in page's answer to a link that signs no one in: cut (400), not made here (404), used
 * or past its minutes (410), each with the way to a new one.
 */
export async function portalLinkRefusal(locale: Locale, token: string | null) {
  const reading = await readLink(token);
  if (!("problem" in reading)) return null;
  const copy = portalCopyIn[locale].link;
  return {
    status: statusOf[reading.problem],
    ...copy.refused[reading.problem],
    link: { href: localePath(locale, PORTAL_PATH), text: copy.askAgain },
  };
}
