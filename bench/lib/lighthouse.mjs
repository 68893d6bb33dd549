import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import flags from "../../tests/support/chromium-flags.json" with { type: "json" };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Chromium for the whole run (the system one, decisions.md §2); Lighthouse's mobile preset. */
export async function openLighthouse() {
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  return {
    /** Median of `runs` Lighthouse runs, per metric. */
    async measure(url, runs) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const { categories, audits } = result.lhr;
        const failing = (id) =>
          Object.values(result.lhr.categories[id].auditRefs)
            .filter(
              (ref) =>
                ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1,
            )
            .map((ref) => ref.id);
        samples.push({
          performance: categories.performance.score,
          accessibility: categories.accessibility.score,
          bestPractices: categories["best-practices"].score,
          seo: categories.seo.score,
          lcpMs: audits["largest-contentful-paint"].numericValue,
          tbtMs: audits["total-blocking-time"].numericValue,
          cls: audits["cumulative-layout-shift"].numericValue,
          failing: [...failing("accessibility"), ...failing("best-practices"), ...failing("seo")],
        });
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      return {
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        lcpMs: Math.round(pick("lcpMs")),
        tbtMs: Math.round(pick("tbtMs")),
        cls: pick("cls"),
        failing: [...new Set(samples.flatMap((s) => s.failing))],
      };
    },
    close: () => chrome.kill(),
  };
}
