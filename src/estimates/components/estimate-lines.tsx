import { Choice, choiceInputClass } from "@/components/ui/choice-group";
import { formatUsd } from "@/lib/money/cents";
import type { Locale } from "@/lib/i18n/locale";
import type { EstimateCopy } from "../copy-schema";
import { OPTION_PARAM } from "../choice";
import { amountOf, quantityText } from "../figure-text";
import type { StoredLine } from "../stored";

/**
 * An estimate's lines as the homeowner reads them: what, how much at what price, and the amount;
 * an allowance says what it covers, and an optional item is a box to tick (in the page's GET form).
 */
export function EstimateLines({
  lines,
  added,
  locked = false,
  copy,
  locale,
}: {
  /** Signed: the choice shows, and cannot change. */
  locked?: boolean;
  lines: readonly StoredLine[];
  added: readonly string[];
  copy: EstimateCopy;
  locale: Locale;
}) {
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {lines.map((line) => {
        const id = line.id ?? "";
        const amount = formatUsd(amountOf(line), locale);
        const each = copy.line.each(
          quantityText(line.quantity, locale),
          line.unit,
          formatUsd(line.unitCents, locale),
        );
        const words = (
          <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="min-w-0 flex-1">
              <span className="font-medium text-slate-900">{line.description}</span>
              {line.kind !== "included" ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                  {line.kind === "allowance" ? copy.line.allowance : copy.line.optional}
                </span>
              ) : null}
              <span className="block text-sm text-slate-600">{each}</span>
              {line.allowanceNote ? (
                <span className="block text-sm text-slate-700">{line.allowanceNote}</span>
              ) : null}
            </span>
            <span className="font-semibold text-slate-900 tabular-nums">{amount}</span>
          </span>
        );
        return (
          <li key={id} className="py-3">
            {line.kind === "optional" ? (
              <Choice
                input={
                  <input
                    type="checkbox"
                    name={OPTION_PARAM}
                    value={id}
                    defaultChecked={added.includes(id)}
                    disabled={locked}
                    aria-label={copy.line.add(line.description)}
                    className={choiceInputClass}
                  />
                }
              >
                {words}
              </Choice>
            ) : (
              <div className="flex">{words}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
