import { toCsv } from "@/lib/csv/csv";
import { STEPS, type Funnel } from "../funnel";
import type { Costs } from "../spend";
import { funnelCopy as copy } from "./copy";
import { rowLabel } from "./labels";

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2);
const percent = (rate: number | null) => (rate === null ? "" : (rate * 100).toFixed(1));

/**
 * The funnel as a spreadsheet: the period, then a row per channel, source or first page with each
 * step's count and rate, the signed value and the costs (dollars, as numbers a sheet can add), the
 * total and the leads sent without JavaScript.
 */
export function funnelCsv(funnel: Funnel, costs: ReadonlyMap<string, Costs>, total: Costs) {
  const header = [
    copy.headings.label[funnel.view],
    ...STEPS.flatMap((step) =>
      step === "visits" ? [copy.steps[step]] : [copy.steps[step], `${copy.steps[step]} (%)`],
    ),
    `${copy.signedValue} ($)`,
    ...Object.values(copy.costs).map((label) => `${label} ($)`),
  ];
  const line = (label: string, row: Funnel["total"], cost?: Costs) => [
    label,
    ...STEPS.flatMap((step) =>
      step === "visits" ? [row.counts[step]] : [row.counts[step], percent(row.rates[step])],
    ),
    dollars(row.signedCents),
    dollars(cost?.spent),
    dollars(cost?.perLead),
    dollars(cost?.perBooked),
    dollars(cost?.perSigned),
  ];
  return toCsv([
    [copy.period.from, funnel.period.from, copy.period.to, funnel.period.to],
    header,
    ...funnel.rows.map((row) => line(rowLabel(funnel.view, row), row, costs.get(row.key))),
    line(copy.total, funnel.total, funnel.view === "landing" ? undefined : total),
    line(copy.withoutScript, funnel.withoutScript),
  ]);
}
