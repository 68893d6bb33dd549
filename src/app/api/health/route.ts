import { business } from "@/config/business";

export const dynamic = "force-dynamic";

/** Liveness for the reverse proxy and the test server; the lead store check joins it later. */
export function GET() {
  return Response.json(
    { status: "ok", site: business.name },
    { headers: { "Cache-Control": "no-store" } },
  );
}
