import "server-only";
import { isLocale, localePath, type Locale } from "@/lib/i18n/locale";
import { clientIpFrom } from "@/lib/net/client-address";
import { ESTIMATE_PATH, ESTIMATE_TOKEN } from "./addresses";

const noStore = { "Cache-Control": "no-store" };

/** A post from one of the estimate page's forms, read once: its fields, language, link and sender. */
export interface PageForm {
  form: FormData;
  field: (name: string) => string;
  locale: Locale;
  token: string;
  seen: { clientIp: string; userAgent: string | null };
}

export async function readPageForm(request: Request): Promise<PageForm | null> {
  const form = await request.formData().catch(() => null);
  if (!form) return null;
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const language = field("lang");
  return {
    form,
    field,
    locale: isLocale(language) ? language : "en",
    token: field(ESTIMATE_TOKEN),
    seen: { clientIp: clientIpFrom(request.headers), userAgent: request.headers.get("user-agent") },
  };
}

export const plainAnswer = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" },
  });

/** Back to the estimate page (303) at the section that says what happened. */
export const backToPage = (locale: Locale, query: URLSearchParams, sectionId: string) =>
  new Response(null, {
    status: 303,
    headers: {
      ...noStore,
      Location: `${localePath(locale, ESTIMATE_PATH)}?${query}#${sectionId}`,
    },
  });
