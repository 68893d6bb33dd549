import { parseUsd } from "@/lib/money/cents";
import { CHANNELS, type Channel } from "../channel";
import type { FunnelView, Period } from "../funnel";

/** Longer than a year and the counters would be read for nothing: no one plans spend over it. */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const VIEWS: readonly FunnelView[] = ["channel", "source", "landing"];

export type FunnelQuery = { period: Period; view: FunnelView };
export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** The day `days` before or after a YYYY-MM-DD day. */
export const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last 30 days, today included: what the page shows first. */
export const lastThirtyDays = (today: string): Period => ({ from: dayPlus(today, -29), to: today });

/**
 * The period and view a page address or an export asks for: both days (YYYY-MM-DD, Dallas
 * days, the first not after the last, at most a year apart) or neither, and one of the views.
 */
export function funnelQuery(
  params: { from?: string; to?: string; view?: string },
  today: string,
): Read<FunnelQuery> {
  const view = (params.view || "channel") as FunnelView;
  if (!VIEWS.includes(view))
    return { ok: false, problem: "Choose by channel, by source or by page." };
  if (!params.from && !params.to)
    return { ok: true, value: { period: lastThirtyDays(today), view } };
  const { from = "", to = "" } = params;
  if (!isDay(from) || !isDay(to))
    return { ok: false, problem: "Give both days as dates, e.g. 2026-11-01 and 2026-11-30." };
  if (from > to) return { ok: false, problem: "The first day must not be after the last." };
  if (daysBetween(from, to) >= MAX_DAYS) return { ok: false, problem: "Choose at most a year." };
  return { ok: true, value: { period: { from, to }, view } };
}

export type SpendEntry = { month: string; channel: Channel; source: string; cents: number };
export type SpendProblem = "month" | "channel" | "source" | "amount";

/** A month (YYYY-MM) from 2000 on, as a month field sends it. */
const isMonth = (value: string) => /^(2\d{3})-(0[1-9]|1[0-2])$/.test(value);

/**
 * The spend form's fields: the month, the channel, the source as the funnel names it
 * (lowercase, e.g. "google" or "yelp.com") and the month's amount in dollars; or which of them
 * is wrong, for the page to say.
 */
export function spendEntry(form: {
  get(name: string): unknown;
}): { ok: true; value: SpendEntry } | { ok: false; problem: SpendProblem } {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const month = field("month");
  const channel = field("channel") as Channel;
  const source = field("source").toLowerCase().replace(/\s+/g, " ");
  const amount = parseUsd(field("amount"));
  if (!isMonth(month)) return { ok: false, problem: "month" };
  if (!CHANNELS.includes(channel)) return { ok: false, problem: "channel" };
  if (!source || source.length > 60) return { ok: false, problem: "source" };
  if (!amount.ok) return { ok: false, problem: "amount" };
  return { ok: true, value: { month, channel, source, cents: amount.cents } };
}
