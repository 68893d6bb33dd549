import { METRICS, p75, type Metric } from "./metrics";
import type { VitalCount } from "./store";
import { TEMPLATES, type Template } from "./templates";

export type SpeedFigure = NonNullable<ReturnType<typeof p75>>;
export type SpeedRow = { template: Template; figures: Record<Metric, SpeedFigure | null> };

/** Each kind of page with a view, and each metric's 75th percentile over the summed days. */
export function speedRows(counts: readonly VitalCount[]): SpeedRow[] {
  return TEMPLATES.flatMap((template) => {
    const figures = Object.fromEntries(
      METRICS.map((metric) => {
        const buckets = new Map<number, number>();
        for (const row of counts)
          if (row.template === template && row.metric === metric)
            buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.count);
        return [metric, p75(metric, buckets)];
      }),
    ) as SpeedRow["figures"];
    return METRICS.some((metric) => figures[metric]) ? [{ template, figures }] : [];
  });
}
