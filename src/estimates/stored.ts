import { QUANTITY_SCALE, type PricedEstimate, type PricedLine } from "./pricing";

/*
 * An estimate as the admin stores it, and the priced estimate it makes. The stored rows carry the
 * engine's row ids, which are what a homeowner's choice names (in the page's form and its URL).
 */

export type StoredLine = {
  id?: string | null;
  description: string;
  quantity: number;
  unit: string;
  unitCents: number;
  kind: "included" | "allowance" | "optional";
  allowanceNote?: string | null;
};

export type StoredEstimate = {
  sections?: { id?: string | null; title: string; lines?: StoredLine[] | null }[] | null;
  alternates?:
    | {
        id?: string | null;
        title: string;
        options?:
          | {
              id?: string | null;
              title: string;
              summary?: string | null;
              lines?: StoredLine[] | null;
            }[]
          | null;
      }[]
    | null;
  taxPercent?: number | null;
  depositPercent: number;
  milestones?: { id?: string | null; title: string; sharePercent: number }[] | null;
};

/** A percent with at most two decimals as basis points. */
export const bpsOf = (percent: number) => Math.round(percent * 100);

/** A row's id, or its place while a new row has none yet (a check before the first save). */
const idOf = (row: { id?: string | null }, place: string) => row.id ?? place;

/** A stored line as the pricing counts it; `place` names a row not saved yet. */
export const pricedLine = (line: StoredLine, place = ""): PricedLine => ({
  id: idOf(line, place),
  quantityMilli: Math.round(line.quantity * QUANTITY_SCALE),
  unitCents: line.unitCents,
  ...(line.kind === "optional" ? { optional: true } : {}),
});

export function pricedFrom(estimate: StoredEstimate): PricedEstimate {
  return {
    sections: (estimate.sections ?? []).map((section, s) => ({
      id: idOf(section, `s${s}`),
      lines: (section.lines ?? []).map((line, l) => pricedLine(line, `s${s}l${l}`)),
    })),
    alternates: (estimate.alternates ?? []).map((group, g) => ({
      id: idOf(group, `a${g}`),
      choices: (group.options ?? []).map((option, o) => ({
        id: idOf(option, `a${g}o${o}`),
        lines: (option.lines ?? []).map((line, l) => pricedLine(line, `a${g}o${o}l${l}`)),
      })),
    })),
    ...(estimate.taxPercent ? { taxBps: bpsOf(estimate.taxPercent) } : {}),
    depositBps: bpsOf(estimate.depositPercent),
    milestones: (estimate.milestones ?? []).map((milestone, m) => ({
      id: idOf(milestone, `m${m}`),
      shareBps: bpsOf(milestone.sharePercent),
    })),
  };
}
