import type { ServiceSlug } from "./facts";
import type { Locale, Localized } from "@/lib/i18n/locale";

/**
 * How long each service takes, phase by phase, in weeks: one constant per service. The service
 * page (its steps and its timeline note), the FAQ, the city pages, the idea pages and the blog
 * read these, so "3-6 months" can only ever mean one thing. The total is the sum of the phases,
 * computed, never typed.
 *
 * - design: from the first site visit or assessment to an approved design and fixed scope
 * - permits: plan review, permits (and HOA review where it applies) and ordering long-lead items
 * - construction: from demolition or site work to the final walkthrough
 */
export type WeekSpan = { readonly min: number; readonly max: number };

export const timelinePhases = ["design", "permits", "construction"] as const;
type TimelinePhase = (typeof timelinePhases)[number];

type ServiceTimeline = Readonly<Record<TimelinePhase | "total", WeekSpan>>;

export function weeks(min: number, max: number): WeekSpan {
  if (!(min > 0 && min <= max)) throw new Error(`Invalid span of weeks ${min}-${max}`);
  return { min, max };
}

export const addSpans = (...spans: readonly WeekSpan[]): WeekSpan => ({
  min: spans.reduce((sum, s) => sum + s.min, 0),
  max: spans.reduce((sum, s) => sum + s.max, 0),
});

const timeline = (phases: Record<TimelinePhase, WeekSpan>): ServiceTimeline => ({
  ...phases,
  total: addSpans(phases.design, phases.permits, phases.construction),
});

export const serviceTimelines: Readonly<Record<ServiceSlug, ServiceTimeline>> = {
  "kitchen-remodeling": timeline({
    design: weeks(2, 3),
    permits: weeks(2, 4),
    construction: weeks(6, 8),
  }),
  "bathroom-remodeling": timeline({
    design: weeks(1, 2),
    permits: weeks(1, 3),
    construction: weeks(2, 4),
  }),
  "home-additions": timeline({
    design: weeks(5, 10),
    permits: weeks(2, 6),
    construction: weeks(12, 16),
  }),
  "whole-home-renovation": timeline({
    design: weeks(5, 10),
    permits: weeks(3, 6),
    construction: weeks(13, 24),
  }),
  "outdoor-living": timeline({
    design: weeks(1, 2),
    permits: weeks(2, 4),
    construction: weeks(4, 8),
  }),
  "tiny-homes": timeline({
    design: weeks(4, 7),
    permits: weeks(2, 6),
    construction: weeks(10, 16),
  }),
};

const WEEKS_PER_MONTH = 52 / 12;
/** Spans that end after this many weeks read in months. */
const LONGEST_IN_WEEKS = 20;

type Unit = { one: string; many: string };
const units: Localized<{
  week: Unit;
  month: Unit;
  span: (low: number, high: number, unit: string) => string;
}> = {
  en: {
    week: { one: "week", many: "weeks" },
    month: { one: "month", many: "months" },
    span: (low, high, unit) => `${low}-${high} ${unit}`,
  },
  es: {
    week: { one: "semana", many: "semanas" },
    month: { one: "mes", many: "meses" },
    span: (low, high, unit) => `de ${low} a ${high} ${unit}`,
  },
};

/**
 * "6-8 weeks" up to 20 weeks; longer spans in whole months, "3-6 months". In Spanish "de 6 a 8
 * semanas", "de 3 a 6 meses".
 */
export function formatSpan({ min, max }: WeekSpan, locale: Locale = "en"): string {
  const words = units[locale];
  const inWeeks = max <= LONGEST_IN_WEEKS;
  const low = inWeeks ? min : Math.max(1, Math.round(min / WEEKS_PER_MONTH));
  const high = inWeeks ? max : Math.round(max / WEEKS_PER_MONTH);
  const unit = inWeeks ? words.week : words.month;
  if (low === high) return `${low} ${low === 1 ? unit.one : unit.many}`;
  return words.span(low, high, unit.many);
}

export type TimelineText = Readonly<Record<TimelinePhase | "total" | "beforeConstruction", string>>;

/** The phrases pages quote: each phase, design and permits together, and the total. */
export function timelineText(slug: ServiceSlug, locale: Locale = "en"): TimelineText {
  const t = serviceTimelines[slug];
  const span = (weeks: WeekSpan) => formatSpan(weeks, locale);
  return {
    design: span(t.design),
    permits: span(t.permits),
    construction: span(t.construction),
    beforeConstruction: span(addSpans(t.design, t.permits)),
    total: span(t.total),
  };
}

/**
 * Reads a step duration as a service page prints it ("2-3 weeks", "About 1 week", "3-5 days",
 * "Half a week"; in Spanish "de 2 a 3 semanas", "alrededor de 1 semana", "de 3 a 5 días",
 * "media semana") into weeks; working days, five to a week. Anything else (such as "1 visit,
 * 45 min") is not a length of time on the calendar and reads as undefined.
 */
export function durationInWeeks(duration: string): WeekSpan | undefined {
  const said = duration.trim().toLowerCase();
  if (said === "half a week" || said === "media semana") return { min: 0.5, max: 0.5 };
  const match =
    /^(?:about )?(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? (week|day)s?$/.exec(said) ??
    /^(?:alrededor de )?(?:de )?(\d+(?:\.\d+)?)(?: a (\d+(?:\.\d+)?))? (semana|día)s?$/.exec(said);
  if (!match?.[1]) return undefined;
  const perWeek = match[3] === "day" || match[3] === "día" ? 5 : 1;
  const min = Number(match[1]) / perWeek;
  const max = Number(match[2] ?? match[1]) / perWeek;
  return { min, max };
}

/** Sums step durations and rounds to whole weeks, as a phase's span is stated. */
export function sumDurations(durations: readonly string[]): WeekSpan | undefined {
  const spans = durations.map(durationInWeeks);
  if (spans.some((span) => span === undefined)) return undefined;
  const total = addSpans(...(spans as WeekSpan[]));
  return { min: Math.round(total.min), max: Math.round(total.max) };
}
