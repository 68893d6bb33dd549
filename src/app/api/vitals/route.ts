import type { NextRequest } from "next/server";
import { beaconAnswer } from "@/lib/net/beacon-answer";
import { countReport, readReport } from "@/field-speed/report-endpoint";

export const dynamic = "force-dynamic";

/**
 * A sampled view's Core Web Vitals (field-speed/components/field-speed.tsx), sent once as the
 * page is left: counted into the day's histogram of its kind of page, with nothing of the visitor.
 */
export async function POST(request: NextRequest) {
  const report = readReport(await request.text());
  if (report === "too large") return beaconAnswer(413, "A speed report is a few numbers.");
  if (typeof report === "string") return beaconAnswer(400, report);
  if ((await countReport(report, request.headers)) === "too-many")
    return beaconAnswer(429, "Too many speed reports from one address. Try again later.");
  return beaconAnswer(204);
}
