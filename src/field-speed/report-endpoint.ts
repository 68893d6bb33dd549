import "server-only";
import { serverEnv } from "@/lib/env";
import { clientIpFrom } from "@/lib/net/client-address";
import { SlidingWindowLimiter, type Limiter } from "@/lib/security/rate-limit";
import { processSlot } from "@/lib/runtime/process-slot";
import { dallasDay } from "@/lib/time/dallas";
import { isAutomated } from "@/lib/net/automated";
import { bucketOf, isMeasurement, METRICS, type Metric } from "./metrics";
import { countVital } from "./store";
import { templateOf } from "./templates";

/** A page's path and three numbers, with room to spare. */
export const MAX_REPORT_BYTES = 512;

const limiter = processSlot<Limiter>("vitals report limit");
const reportLimiter = () =>
  limiter.getOrMake(() => {
    const { limit, windowMs } = serverEnv().COUNT_RATE_LIMIT;
    return new SlidingWindowLimiter(limit, windowMs);
  });

export type SpeedReport = { path: string; values: Partial<Record<Metric, number>> };

/** The report as the page's script sends it, or why it is not one. */
export function readReport(text: string): SpeedReport | string {
  if (text.length > MAX_REPORT_BYTES) return "too large";
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'Send {"path": "/a/page", "lcp": 1200, "inp": 80, "cls": 0.02} as JSON.';
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return 'Send {"path": "/a/page", "lcp": 1200, "inp": 80, "cls": 0.02} as JSON.';
  const fields = body as Record<string, unknown>;
  if (typeof fields.path !== "string" || !fields.path.startsWith("/"))
    return "The path must be a page of this site, e.g. /faq.";
  const values: SpeedReport["values"] = {};
  for (const metric of METRICS) {
    if (fields[metric] === undefined) continue;
    if (!isMeasurement(metric, fields[metric]))
      return `${metric.toUpperCase()} must be a number a browser could measure.`;
    values[metric] = fields[metric];
  }
  if (Object.keys(values).length === 0) return "Send at least one of lcp, inp and cls.";
  return { path: fields.path, values };
}

/**
 * Counts one view's report into today's histograms of its kind of page: nothing stored but the
 * buckets' counts. A program's report is taken and not counted; an address past its limit is
 * refused.
 */
export async function countReport(
  report: SpeedReport,
  headers: Pick<Headers, "get">,
): Promise<"counted" | "automated" | "too-many"> {
  if (isAutomated(headers.get("user-agent"))) return "automated";
  if (!(await reportLimiter().hit(clientIpFrom(headers))).allowed) return "too-many";
  const day = dallasDay(new Date());
  const template = templateOf(report.path);
  for (const metric of METRICS) {
    const value = report.values[metric];
    if (value !== undefined) await countVital(day, template, metric, bucketOf(metric, value));
  }
  return "counted";
}
