import { ImageResponse } from "next/og";
import { siteFacts } from "@/site/facts";
import type { Locale } from "@/lib/i18n/locale";
import { ogWords } from "@/site/og-words";
import type { OgKind } from "@/lib/seo/metadata";

export const isOgKind = (kind: string): kind is OgKind => Object.hasOwn(ogWords.en.taglines, kind);

/** One social-preview image per page type and edition, with the owner's facts (no fonts fetched). */
export async function ogImage(kind: OgKind, locale: Locale) {
  const { business, claimText } = await siteFacts(locale);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "#1e3a5f",
        color: "white",
      }}
    >
      <div style={{ display: "flex", fontSize: 40, fontWeight: 700 }}>{business.name}</div>
      <div style={{ display: "flex", fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>
        {ogWords[locale].taglines[kind]}
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#fbd5c0" }}>
        {`${business.address.locality}, ${business.address.region} · ${claimText.years} · ${ogWords[locale].registered} · ${business.phone.display}`}
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
