import { firstChoice, optionalLineIds, type EstimateChoice, type PricedEstimate } from "./pricing";

/*
 * A homeowner's choice travels in the page's address, so the page works without JavaScript (the
 * form is a GET) and a choice can be bookmarked or shared: `a.<choice id>=<option id>` for each
 * choice, and `o=<line id>` for each optional item added.
 */

export const ALTERNATE_PREFIX = "a.";
export const OPTION_PARAM = "o";

type Query = Record<string, string | string[] | undefined>;

const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The choice a query names, keeping only what the estimate offers: an option it does not have, or
 * a choice of one it does not make, falls back to what the page shows at first.
 */
export function choiceFromQuery(query: Query, estimate: PricedEstimate): EstimateChoice {
  const start = firstChoice(estimate);
  const offered = new Set(optionalLineIds(estimate));
  return {
    alternates: Object.fromEntries(
      estimate.alternates.map((group) => {
        const named = all(query[`${ALTERNATE_PREFIX}${group.id}`])[0];
        const known = group.choices.some((choice) => choice.id === named);
        return [group.id, known ? named! : start.alternates[group.id]!];
      }),
    ),
    options: [...new Set(all(query[OPTION_PARAM]).filter((id) => offered.has(id)))],
  };
}

/** Whether the query names any choice at all (the page's first opening names none). */
export const namesAChoice = (query: Query) =>
  Object.keys(query).some((key) => key === OPTION_PARAM || key.startsWith(ALTERNATE_PREFIX));

/** The choice exactly as a form holds it: nothing filled in, nothing dropped. */
export function choiceAsSent(form: FormData): EstimateChoice {
  const alternates: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (key.startsWith(ALTERNATE_PREFIX) && typeof value === "string")
      alternates[key.slice(ALTERNATE_PREFIX.length)] = value;
  const options = form
    .getAll(OPTION_PARAM)
    .filter((value): value is string => typeof value === "string");
  return { alternates, options: [...new Set(options)] };
}
