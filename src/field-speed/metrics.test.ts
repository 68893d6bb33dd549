import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUCKETS,
  bucketOf,
  bucketTop,
  isMeasurement,
  METRICS,
  p75,
  ratingOf,
  SCALES,
} from "./metrics";

describe("bucketOf", () => {
  it("puts a value on a threshold in the bucket that ends there, so it counts as good", () => {
    expect(bucketTop("lcp", bucketOf("lcp", 2500))).toBe(2500);
    expect(bucketTop("lcp", bucketOf("lcp", 2500.1))).toBe(2750);
    expect(bucketTop("inp", bucketOf("inp", 200))).toBe(200);
    expect(bucketTop("cls", bucketOf("cls", 0.1))).toBe(0.1);
    expect(bucketTop("cls", bucketOf("cls", 0.1001))).toBe(0.125);
    expect(bucketOf("cls", 0)).toBe(0);
  });

  it("keeps every value within the day's fixed buckets, its bucket's top not below it", () => {
    for (const metric of METRICS)
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
          const bucket = bucketOf(metric, value);
          expect(bucket).toBeGreaterThanOrEqual(0);
          expect(bucket).toBeLessThanOrEqual(BUCKETS);
          if (bucket < BUCKETS)
            expect(bucketTop(metric, bucket)).toBeGreaterThanOrEqual(
              value - SCALES[metric].step * 1e-9,
            );
        }),
      );
  });
});

describe("p75", () => {
  it("is the top of the bucket three quarters of the views reach, with how many views", () => {
    // 8 views: LCP of 1.0 s (×5), 2.2 s (×1), 3.0 s (×2): the 6th view is in the 2.25 s bucket.
    const counts = new Map([
      [bucketOf("lcp", 1000), 5],
      [bucketOf("lcp", 2200), 1],
      [bucketOf("lcp", 3000), 2],
    ]);
    expect(p75("lcp", counts)).toEqual({ value: 2250, above: false, views: 8 });
    expect(p75("lcp", new Map())).toBeNull();
  });

  it("says 'above' when the percentile is past the last bucket", () => {
    expect(p75("inp", new Map([[bucketOf("inp", 5000), 3]]))).toEqual({
      value: 1000,
      above: true,
      views: 3,
    });
  });
});

describe("measurements and ratings", () => {
  it("takes finite values from 0 to the metric's most", () => {
    expect(isMeasurement("lcp", 1234.5)).toBe(true);
    for (const value of [-1, Number.NaN, Infinity, 60_001, "1200", null])
      expect(isMeasurement("lcp", value)).toBe(false);
    expect(isMeasurement("cls", 10.5)).toBe(false);
  });

  it("rates against Google's thresholds", () => {
    expect([2500, 2501, 4000, 4001].map((ms) => ratingOf("lcp", ms))).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect(ratingOf("inp", 200)).toBe("good");
    expect(ratingOf("cls", 0.26)).toBe("poor");
  });
});
