const ROW_HEIGHT = 28;
const LABEL_WIDTH = 170;
const BAR_SPACE = 250;
const LABEL_CHARACTERS = 24;

const shortened = (label: string) =>
  label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1)}…` : label;

type Props = {
  /** Unique on the page: names the chart's caption and description. */
  id: string;
  title: string;
  rows: readonly (readonly [string, number])[];
  empty: string;
};

/**
 * A small horizontal bar chart drawn on the server as SVG: no script, and the same figures as
 * text for a screen reader (the description) and for a label cut short (each bar's title).
 */
export function BarChart({ id, title, rows, empty }: Props) {
  const max = Math.max(1, ...rows.map(([, count]) => count));
  const height = rows.length * ROW_HEIGHT;
  return (
    <figure className="bar-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${LABEL_WIDTH + BAR_SPACE + 40} ${height}`}
          width="100%"
        >
          <desc id={`${id}-desc`}>
            {rows.map(([label, count]) => `${label}: ${count}`).join(", ")}
          </desc>
          {rows.map(([label, count], index) => {
            const width = Math.max(2, (count / max) * BAR_SPACE);
            return (
              <g key={label} transform={`translate(0 ${index * ROW_HEIGHT})`}>
                <title>{`${label}: ${count}`}</title>
                <text x="0" y="18" className="bar-chart__label">
                  {shortened(label)}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y="6"
                  width={width}
                  height="16"
                  rx="3"
                  className="bar-chart__bar"
                />
                <text x={LABEL_WIDTH + width + 6} y="18" className="bar-chart__count">
                  {count}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
