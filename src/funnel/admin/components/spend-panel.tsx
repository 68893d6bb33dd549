import { CHANNELS } from "../../channel";
import type { MonthSpend } from "../../spend";
import { FUNNEL_SPEND_API } from "../addresses";
import { funnelCopy } from "../copy";
import { moneyText } from "../labels";

type Props = {
  spend: readonly MonthSpend[];
  /** Sources the counters know, offered as the owner types. */
  knownSources: readonly string[];
  thisMonth: string;
  notice?: string;
};

/** What the owner pays each source a month: the list, each with a remove, and the form to add. */
export function SpendPanel({ spend, knownSources, thisMonth, notice }: Props) {
  const copy = funnelCopy.spend;
  const sorted = [...spend].sort(
    (a, b) => b.month.localeCompare(a.month) || a.source.localeCompare(b.source),
  );
  return (
    <section className="funnel__spend" aria-labelledby="funnel-spend-heading">
      <h2 id="funnel-spend-heading">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <p role="status" className="funnel__notice">
        {notice}
      </p>
      {sorted.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <ul className="funnel__spend-list">
          {sorted.map((entry) => (
            <li key={`${entry.month}/${entry.channel}/${entry.source}`}>
              <span>
                {entry.month} · {funnelCopy.channels[entry.channel]} · {entry.source}:{" "}
                {moneyText(entry.cents)}
              </span>
              <form method="post" action={FUNNEL_SPEND_API}>
                <input type="hidden" name="month" value={entry.month} />
                <input type="hidden" name="channel" value={entry.channel} />
                <input type="hidden" name="source" value={entry.source} />
                <input type="hidden" name="amount" value="0" />
                <button type="submit" className="btn btn--style-secondary btn--size-small">
                  {copy.remove}
                  <span className="sr-only">
                    {" "}
                    {entry.source} {entry.month}
                  </span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={FUNNEL_SPEND_API} className="funnel__spend-form">
        <label>
          {copy.month}
          <input type="month" name="month" required defaultValue={thisMonth} />
        </label>
        <label>
          {copy.channel}
          <select name="channel" defaultValue="paid">
            {CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {funnelCopy.channels[channel]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {copy.source}
          <input type="text" name="source" required maxLength={60} list="funnel-sources" />
          <datalist id="funnel-sources">
            {knownSources.map((source) => (
              <option key={source} value={source} />
            ))}
          </datalist>
        </label>
        <label>
          {copy.amount}
          <input type="text" name="amount" required inputMode="decimal" />
        </label>
        <button type="submit" className="btn btn--style-primary">
          {copy.save}
        </button>
      </form>
    </section>
  );
}
