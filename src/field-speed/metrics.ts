/**
 * The three Core Web Vitals, each kept as a day's histogram: counts of views per bucket, so a
 * day is a fixed number of rows whatever is sent, and the 75th percentile of any period is read
 * from the summed buckets. Bucket edges fall on Google's thresholds, so "good" is exact.
 */
export const METRICS = ["lcp", "inp", "cls"] as const;
export type Metric = (typeof METRICS)[number];

type Scale = {
  /** The width of a bucket, in the metric's unit (ms; CLS has none). */
  step: number;
  /** Google's "good" and "poor" thresholds: good at most the first, poor above the second. */
  good: number;
  poor: number;
  /** The most a browser can report that we keep; above it, the value is not a measurement. */
  max: number;
};

export const SCALES: Readonly<Record<Metric, Scale>> = {
  lcp: { step: 250, good: 2500, poor: 4000, max: 60_000 },
  inp: { step: 25, good: 200, poor: 500, max: 60_000 },
  cls: { step: 0.025, good: 0.1, poor: 0.25, max: 10 },
};

/** Buckets past the last one hold everything above it (10 s of LCP, 1 s of INP, a CLS of 1). */
export const BUCKETS = 40;

/**
 * The bucket a value falls in: bucket b holds values above b−1 steps and at most b steps
 * (bucket 0 holds exactly 0), so a value on a threshold counts as good, as Google counts it.
 */
export function bucketOf(metric: Metric, value: number): number {
  const { step } = SCALES[metric];
  // Less a billionth of a step first: 0.1 / 0.025 is 4.000000000000001 in binary.
  const steps = Math.ceil(value / step - 1e-9);
  return Math.min(BUCKETS, Math.max(0, steps));
}

/** The top of a bucket, in the metric's unit: what "the 75th percentile is at most" says. */
export const bucketTop = (metric: Metric, bucket: number) =>
  Number((bucket * SCALES[metric].step).toFixed(3));

/** A reported value a browser could have measured: a finite number from 0 to the metric's max. */
export const isMeasurement = (metric: Metric, value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= SCALES[metric].max;

export type Rating = "good" | "needs-improvement" | "poor";

export function ratingOf(metric: Metric, value: number): Rating {
  const { good, poor } = SCALES[metric];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/**
 * The 75th percentile of the views counted in `counts` (bucket → views), as the top of the bucket
 * it falls in, with how many views it rests on; null with none. The last bucket has no top: a
 * percentile there is "above" its floor.
 */
export function p75(
  metric: Metric,
  counts: ReadonlyMap<number, number>,
): { value: number; above: boolean; views: number } | null {
  const views = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (views === 0) return null;
  const rank = Math.ceil(views * 0.75);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= rank) {
      const last = bucket >= BUCKETS;
      return { value: bucketTop(metric, last ? BUCKETS : bucket), above: last, views };
    }
  }
  return null;
}
