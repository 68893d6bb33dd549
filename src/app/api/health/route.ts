import { business } from "@/config/business";
import { pingDatabase } from "@/lib/db/queries";

export const dynamic = "force-dynamic";

/** For the reverse proxy and monitors: 200 only when the lead store answers. */
export async function GET() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await pingDatabase();
    return Response.json({ status: "ok", site: business.name, database: "ok" }, { headers });
  } catch (error) {
    console.error("Health check: database unavailable", error);
    return Response.json({ status: "error", database: "unavailable" }, { status: 503, headers });
  }
}
