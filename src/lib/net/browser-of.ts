import type { Locale, Localized } from "@/lib/i18n/locale";

const words: Localized<{ on: string; unknown: string; other: string }> = {
  en: { on: "on", unknown: "unknown browser", other: "other browser" },
  es: { on: "en", unknown: "navegador desconocido", other: "otro navegador" },
};

/** A browser's name as a person says it, from its user-agent text. */
export function browserOf(userAgent: string | null, locale: Locale = "en"): string {
  const { on, unknown, other } = words[locale];
  if (!userAgent) return unknown;
  const device = /iPhone|iPad|Android|Windows|Macintosh|Linux/.exec(userAgent)?.[0] ?? "";
  const browser = /Edg|Firefox|Chrome|Safari/.exec(userAgent)?.[0]?.replace("Edg", "Edge") ?? "";
  return (
    [browser, device && `${on} ${device === "Macintosh" ? "Mac" : device}`]
      .filter(Boolean)
      .join(" ") || other
  );
}
