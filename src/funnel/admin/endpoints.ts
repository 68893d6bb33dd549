import { Forbidden, type Endpoint, type PayloadHandler } from "payload";
import { adminForm } from "@/lib/cms/admin-answer";
import { isOwner } from "@/lib/cms/roles";
import { siteUrl } from "@/lib/seo/site-url";
import { dallasDay } from "@/lib/time/dallas";
import { funnelReport } from "../report";
import { setSpend } from "../store";
import { FUNNEL_ADMIN_PATH } from "./addresses";
import { funnelCsv } from "./funnel-csv";
import { funnelQuery, spendEntry } from "./query";

/** Back to the page, saying what happened to the spend. */
const back = (spend: string) =>
  new Response(null, {
    status: 303,
    headers: {
      location: `${FUNNEL_ADMIN_PATH}?spend=${spend}#funnel-spend-heading`,
      "cache-control": "no-store",
    },
  });

const ownerOnly =
  (handler: PayloadHandler): PayloadHandler =>
  (req) => {
    if (!isOwner(req)) throw new Forbidden(req.t);
    return handler(req);
  };

/**
 * POST /api/sources/spend, the page's spend form: what a source cost in a month, replacing what
 * was entered for it; an amount of 0 removes it. The owner's only.
 */
const saveSpend: PayloadHandler = async (req) => {
  const entry = spendEntry(await adminForm(req));
  if (!entry.ok) return back(entry.problem);
  await setSpend(entry.value);
  return back(entry.value.cents === 0 ? "removed" : "saved");
};

/** GET /api/sources/funnel.csv?from&to&view: the table as the page shows it, as a spreadsheet. */
const exportFunnel: PayloadHandler = async (req) => {
  const params = new URL(req.url ?? "", siteUrl).searchParams;
  const asked = funnelQuery(
    {
      from: params.get("from") ?? undefined,
      to: params.get("to") ?? undefined,
      view: params.get("view") ?? undefined,
    },
    dallasDay(new Date()),
  );
  if (!asked.ok)
    return new Response(asked.problem, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  const { period, view } = asked.value;
  const report = await funnelReport(view, period, new URL(siteUrl).hostname);
  return new Response(funnelCsv(report, report.costs, report.totalCosts), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="sources-${view}-${period.from}-to-${period.to}.csv"`,
      "cache-control": "private, no-store",
    },
  });
};

export const funnelEndpoints: Endpoint[] = [
  { path: "/sources/spend", method: "post", handler: ownerOnly(saveSpend) },
  { path: "/sources/funnel.csv", method: "get", handler: ownerOnly(exportFunnel) },
];
