import { formatUsd, type Cents } from "@/lib/money/cents";
import type { FunnelRow, FunnelView } from "../funnel";
import { funnelCopy } from "./copy";

/** A row's name as the table, the chart and the export print it. */
export function rowLabel(view: FunnelView, row: FunnelRow): string {
  if (view === "landing" || !row.channel) return row.key;
  const channel = funnelCopy.channels[row.channel];
  const source = row.key.slice(row.key.indexOf("/") + 1);
  // Direct has no source but itself.
  return view === "channel" || source === row.channel ? channel : `${channel} · ${source}`;
}

/** "42%", or nothing when there was no one at the step before. */
export const percentText = (rate: number | null) =>
  rate === null ? "" : `${Math.round(rate * 100)}%`;

/** Dollars and cents, or a dash where there is nothing to show (no spend, nothing signed). */
export const moneyText = (cents: Cents | null) => (cents === null ? "–" : formatUsd(cents, "en"));
