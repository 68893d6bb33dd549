import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { estimateCopyIn } from "./copy";
import { openEstimate } from "./opened";

const statusOf = { invalid: 400, unknown: 404, expired: 410 } as const;

/**
 * The estimate page's answer to a link that opens no estimate: cut or changed (400), for an
 * estimate no longer kept (404), past its years or replaced by a newer revision (410, with the
 * current one's address).
 */
export async function estimateLinkRefusal(locale: Locale, token: string | null) {
  const opened = await openEstimate(token);
  const copy = estimateCopyIn[locale].refused;
  if ("problem" in opened) return { status: statusOf[opened.problem], ...copy[opened.problem] };
  if ("replacedBy" in opened)
    return {
      status: 410 as const,
      heading: copy.replaced.heading,
      text: copy.replaced.text,
      link: { href: opened.replacedBy, text: copy.replaced.link },
    };
  return null;
}
