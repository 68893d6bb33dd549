import { siteFacts } from "@/site/facts";

export const dynamic = "force-dynamic";

/**
 * The admin as an app of its own on a phone or desktop: installed from /admin, it opens on the
 * dashboard in its own window, and on iPhone that is what lets it receive lead alerts.
 */
export async function GET() {
  const { business } = await siteFacts();
  return Response.json(
    {
      name: `${business.name} admin`,
      short_name: "Leads",
      description: `Leads and content of ${business.name}'s website`,
      id: "/admin",
      start_url: "/admin",
      scope: "/admin",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#1e3a5f",
      icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    },
    { headers: { "Content-Type": "application/manifest+json", "Cache-Control": "no-cache" } },
  );
}
