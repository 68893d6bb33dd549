import { ImageResponse } from "next/og";
import { siteFacts } from "@/business/public";
import { projectFraming } from "@/projects/projects";
import type { OgKind } from "@/lib/seo/metadata";

const kinds: Record<OgKind, string> = {
  home: "Remodeling contractor for Dallas and nearby cities",
  service: "Remodeling services with written, line-item estimates",
  idea: "Renovation ideas with real budgets and timelines",
  city: "Local remodeling, permits and inspections handled",
  article: "Remodeling guides for Dallas homeowners",
  tool: "Free remodeling planning tools",
  project: `${projectFraming.heading}: scope, timeline and budget`,
  page: "Kitchens, bathrooms, additions and whole homes",
};

/** One social-preview image per page type, with the owner's facts (no fonts or images fetched). */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!Object.hasOwn(kinds, kind)) return new Response("Not found", { status: 404 });
  const tagline = kinds[kind as OgKind];
  const { business, claimText } = await siteFacts();
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
        {tagline}
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#fbd5c0" }}>
        {`${business.address.locality}, ${business.address.region} · ${claimText.years} · Registered & insured · ${business.phone.display}`}
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
