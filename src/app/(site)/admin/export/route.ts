import type { NextRequest } from "next/server";
import { parseInboxFilter, toLeadFilter } from "@/lib/admin/filters";
import { leadsToCsv } from "@/lib/admin/lead-csv";
import { dallasStamp } from "@/lib/admin/time";
import { requireAdmin } from "@/lib/auth/guard";
import { listLeadsForExport } from "@/lib/db/queries";

/** The inbox's current filter as a CSV file (same query string as the inbox page). */
export async function GET(request: NextRequest) {
  await requireAdmin();
  const filter = parseInboxFilter(Object.fromEntries(request.nextUrl.searchParams));
  const leads = await listLeadsForExport(toLeadFilter(filter));
  const day = dallasStamp(new Date().toISOString()).slice(0, 10);
  return new Response(leadsToCsv(leads), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
