import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { optOutCopy } from "./opt-out-copy";
import { addressOfOptOut } from "./opt-out-link";

/** The opt-out page's answer to a link that was not made here: 400, with the page's own words. */
export async function optOutLinkRefusal(locale: Locale, params: URLSearchParams) {
  if (params.get("done") === "1") return null;
  if (await addressOfOptOut(params.get("e"), params.get("t"))) return null;
  return { status: 400 as const, ...optOutCopy[locale].invalid };
}
