import { STEPS, type FunnelRow, type FunnelView } from "../../funnel";
import type { Costs } from "../../spend";
import { funnelCopy as copy } from "../copy";
import { moneyText, percentText, rowLabel } from "../labels";

type Props = {
  view: FunnelView;
  rows: readonly FunnelRow[];
  total: FunnelRow;
  withoutScript: FunnelRow;
  costs?: { rows: ReadonlyMap<string, Costs>; total: Costs };
};

function Cells({ row, costs }: { row: FunnelRow; costs?: Costs | null }) {
  return (
    <>
      {STEPS.map((step) => {
        const rate = step === "visits" ? null : row.rates[step];
        return (
          <td key={step}>
            {row.counts[step]}
            {rate !== null && <span className="funnel__rate"> {percentText(rate)}</span>}
          </td>
        );
      })}
      <td>{moneyText(row.signedCents)}</td>
      {costs !== undefined && (
        <>
          <td>{moneyText(costs?.spent || null)}</td>
          <td>{moneyText(costs?.perLead ?? null)}</td>
          <td>{moneyText(costs?.perBooked ?? null)}</td>
          <td>{moneyText(costs?.perSigned ?? null)}</td>
        </>
      )}
    </>
  );
}

/**
 * The funnel as a table: one row per channel, source or first page with each step's count and
 * its share of the step before, the signed value and, by channel or source, what the results
 * cost. The total, then the leads sent without JavaScript, which no rate includes.
 */
export function FunnelTable({ view, rows, total, withoutScript, costs }: Props) {
  return (
    <div className="funnel__scroll">
      <table className="funnel__table">
        <caption>{copy.rateNote}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.headings.label[view]}</th>
            {STEPS.map((step) => (
              <th key={step} scope="col">
                {copy.steps[step]}
              </th>
            ))}
            <th scope="col">{copy.signedValue}</th>
            {costs && (
              <>
                <th scope="col">{copy.costs.spent}</th>
                <th scope="col">{copy.costs.perLead}</th>
                <th scope="col">{copy.costs.perBooked}</th>
                <th scope="col">{copy.costs.perSigned}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{rowLabel(view, row)}</th>
              <Cells row={row} costs={costs ? (costs.rows.get(row.key) ?? null) : undefined} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{copy.total}</th>
            <Cells row={total} costs={costs?.total} />
          </tr>
          <tr>
            <th scope="row">{copy.withoutScript}</th>
            <Cells row={withoutScript} costs={costs ? null : undefined} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
