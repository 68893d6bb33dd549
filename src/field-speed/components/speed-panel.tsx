import "server-only";
import { BarChart } from "@/components/ui/bar-chart";
import { speedCopy as copy } from "../copy";
import { METRICS, ratingOf, type Metric } from "../metrics";
import { speedRows, type SpeedFigure } from "../report";
import { vitalsBetween } from "../store";

function figureText(metric: Metric, figure: SpeedFigure): string {
  const { value, above } = figure;
  const shown =
    metric === "cls"
      ? value.toFixed(3).replace(/0+$/, "").replace(/\.$/, "")
      : metric === "lcp"
        ? `${(value / 1000).toFixed(2)} s`
        : `${value} ms`;
  return `${above ? "over " : ""}${shown}`;
}

/**
 * Real visitors' Core Web Vitals for a period (Dallas days): per kind of page, each metric's 75th
 * percentile with its rating and the visits it rests on; a chart of the largest paint.
 */
export async function SpeedPanel({ from, to }: { from: string; to: string }) {
  const rows = speedRows(await vitalsBetween(from, to));
  return (
    <section className="funnel__speed" aria-labelledby="speed-heading">
      <h2 id="speed-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <p>{copy.thresholds}</p>
      {rows.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <>
          <div className="funnel__scroll">
            <table className="funnel__table">
              <thead>
                <tr>
                  <th scope="col">{copy.kind}</th>
                  {METRICS.map((metric) => (
                    <th key={metric} scope="col">
                      {copy.metrics[metric]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(({ template, figures }) => (
                  <tr key={template}>
                    <th scope="row">{copy.templates[template]}</th>
                    {METRICS.map((metric) => {
                      const figure = figures[metric];
                      const rating = figure && ratingOf(metric, figure.value);
                      return (
                        <td key={metric} className={rating ? `speed--${rating}` : undefined}>
                          {figure ? (
                            <>
                              {figureText(metric, figure)} · {copy.ratings[rating!]}
                              <span className="funnel__rate"> ({copy.views(figure.views)})</span>
                            </>
                          ) : (
                            "–"
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <BarChart
            id="speed-lcp"
            title={copy.chart}
            rows={rows.flatMap(({ template, figures }) =>
              figures.lcp ? [[copy.templates[template], figures.lcp.value] as const] : [],
            )}
            empty={copy.none}
          />
        </>
      )}
    </section>
  );
}
