import { optOutOfReviews } from "@/leads/review-request/store";
import { localePath } from "@/lib/i18n/locale";
import {
  addressOfOptOut,
  OPT_OUT_LANGUAGE,
  OPT_OUT_PAGE,
  optOutLocale,
} from "@/leads/review-request/opt-out-link";
import { optOutCopy } from "@/leads/review-request/opt-out-copy";

export const dynamic = "force-dynamic";

const headers = { "Cache-Control": "no-store" };

/** A link opened in a browser shows the page that asks first (a mail scanner only GETs). */
export function GET(request: Request) {
  const { searchParams } = new URL(request.url);
  const locale = optOutLocale(searchParams.get(OPT_OUT_LANGUAGE));
  const page = new URL(localePath(locale, OPT_OUT_PAGE), request.url);
  for (const key of ["e", "t"]) page.searchParams.set(key, searchParams.get(key) ?? "");
  return new Response(null, {
    status: 303,
    headers: { ...headers, Location: page.pathname + page.search },
  });
}

/**
 * The one click: from the page's form, or from a mail client's own "Unsubscribe" (RFC 8058,
 * which sends the link's query and `List-Unsubscribe=One-Click`). The address is recorded and
 * every later review request to it is dropped. The answer is in the link's language.
 */
export async function POST(request: Request) {
  const query = new URL(request.url).searchParams;
  const form = await request.formData().catch(() => new FormData());
  const field = (key: string) => query.get(key) ?? (form.get(key) as string | null);
  const locale = optOutLocale(field(OPT_OUT_LANGUAGE));
  const copy = optOutCopy[locale];
  const email = await addressOfOptOut(field("e"), field("t"));
  if (!email)
    return new Response(`${copy.invalid.heading}. ${copy.invalid.text}`, {
      status: 400,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  await optOutOfReviews(email);
  if (form.get("List-Unsubscribe") === "One-Click")
    return new Response(copy.unsubscribed, { status: 200, headers });
  return new Response(null, {
    status: 303,
    headers: { ...headers, Location: `${localePath(locale, OPT_OUT_PAGE)}?done=1` },
  });
}
