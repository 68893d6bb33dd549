import { ImageResponse } from "next/og";
import { siteFacts } from "@/business/public";
import type { Localized, Locale } from "@/lib/i18n/locale";
import type { OgKind } from "@/lib/seo/metadata";
import { projectFramingIn } from "@/projects/labels";

const taglines: Localized<Record<OgKind, string>> = {
  en: {
    home: "Remodeling contractor for Dallas and nearby cities",
    service: "Remodeling services with written, line-item estimates",
    idea: "Renovation ideas with real budgets and timelines",
    city: "Local remodeling, permits and inspections handled",
    article: "Remodeling guides for Dallas homeowners",
    tool: "Free remodeling planning tools",
    project: `${projectFramingIn.en.heading}: scope, timeline and budget`,
    page: "Kitchens, bathrooms, additions and whole homes",
  },
  es: {
    home: "Contratista de remodelación en Dallas y ciudades cercanas",
    service: "Remodelaciones con presupuestos desglosados por escrito",
    idea: "Ideas de renovación con presupuestos y plazos reales",
    city: "Remodelación local, con permisos e inspecciones incluidos",
    article: "Guías de remodelación para propietarios de Dallas",
    tool: "Herramientas gratuitas para planear su remodelación",
    project: `${projectFramingIn.es.heading}: alcance, plazos y presupuesto`,
    page: "Cocinas, baños, ampliaciones y casas completas",
  },
};

const registered: Localized<string> = { en: "Registered & insured", es: "Registrado y asegurado" };

export const isOgKind = (kind: string): kind is OgKind => Object.hasOwn(taglines.en, kind);

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
        {taglines[locale][kind]}
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#fbd5c0" }}>
        {`${business.address.locality}, ${business.address.region} · ${claimText.years} · ${registered[locale]} · ${business.phone.display}`}
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
