import type { FunnelView, Period } from "../../funnel";
import { FUNNEL_ADMIN_PATH } from "../addresses";
import { funnelCopy as copy } from "../copy";
import { dayPlus } from "../query";

/** This month so far, and the whole of last month, as Dallas days. */
function presets(today: string): [string, Period][] {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonthEnd = dayPlus(firstOfMonth, -1);
  return [
    [copy.presets.thisMonth, { from: firstOfMonth, to: today }],
    [copy.presets.lastMonth, { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd }],
  ];
}

/** The period and the rows, chosen with a plain form (no script), and two periods one tap away. */
export function PeriodForm({
  period,
  view,
  today,
}: {
  period: Period;
  view: FunnelView;
  today: string;
}) {
  return (
    <div className="funnel__period">
      <form method="get" action={FUNNEL_ADMIN_PATH}>
        <fieldset>
          <legend>{copy.period.legend}</legend>
          <label>
            {copy.period.from}
            <input type="date" name="from" defaultValue={period.from} max={today} required />
          </label>
          <label>
            {copy.period.to}
            <input type="date" name="to" defaultValue={period.to} max={today} required />
          </label>
          <label>
            {copy.period.view}
            <select name="view" defaultValue={view}>
              {(["channel", "source", "landing"] as const).map((option) => (
                <option key={option} value={option}>
                  {copy.views[option]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {copy.period.show}
          </button>
        </fieldset>
      </form>
      <ul className="funnel__presets">
        <li>
          <a href={`${FUNNEL_ADMIN_PATH}?view=${view}`}>{copy.presets.last30}</a>
        </li>
        {presets(today).map(([label, { from, to }]) => (
          <li key={label}>
            <a href={`${FUNNEL_ADMIN_PATH}?${new URLSearchParams({ from, to, view })}`}>{label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
