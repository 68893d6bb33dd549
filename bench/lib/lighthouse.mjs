import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { ProcessedNavigation } from "lighthouse/core/computed/processed-navigation.js";
import { chargedScripts, summarizeCharges } from "./lcp-attribution.mjs";
import { median } from "./median.mjs";
import flags from "../../tests/support/chromium-flags.json" with { type: "json" };

/** What the largest paint was, e.g. `h1.text-4xl` or `img`: text and images need different levers. */
function lcpElementOf(audits) {
  const items = audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((entry) => entry.node)?.node;
  if (!node) return null;
  const tag = /^<(\w+)/.exec(node.snippet ?? "")?.[1] ?? "?";
  return `${tag} "${(node.nodeLabel ?? "").slice(0, 40)}"`;
}

/** The scripts this run's simulated LCP counted, read from Lighthouse's own LCP graph and trace. */
async function lcpScriptsOf(result) {
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = result.artifacts;
  const settings = result.lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const [lantern, navigation] = await Promise.all([
    LanternLargestContentfulPaint.request(
      {
        trace: Trace,
        devtoolsLog: DevtoolsLog,
        gatherContext: GatherContext,
        settings,
        simulator: null,
        URL,
        SourceMaps: SourceMaps ?? [],
      },
      context,
    ),
    ProcessedNavigation.request(Trace, context),
  ]);
  const graphRequests = [];
  lantern.pessimisticGraph.traverse((node) => {
    if (node.type === "network")
      graphRequests.push({ url: node.request.url, resourceType: node.request.resourceType });
  });
  const evaluations = Trace.traceEvents
    .filter((event) => event.name === "EvaluateScript" && event.args?.data?.url)
    .map((event) => ({ url: event.args.data.url, ts: event.ts }));
  return chargedScripts({
    graphRequests,
    documentUrl: URL.mainDocumentUrl,
    evaluations,
    paintTs: navigation.timestamps.largestContentfulPaint,
  });
}

/**
 * Every script the page fetched in this run, in the order requested: the framework's chunks a kept
 * page adds after its first paint and any chunk imported later (the sampled speed report) too,
 * none of which is a <script src> in the HTML.
 */
export function scriptsFetched(audits) {
  const items = audits["network-requests"]?.details?.items ?? [];
  return [
    ...new Set(items.filter((item) => item.resourceType === "Script").map((item) => item.url)),
  ];
}

/**
 * Why Lighthouse could not measure a page (a 404, a page that never loaded), or null. Such a run
 * has no trace and no scores; the bench stops and names the page instead of reporting nothing.
 */
export function unmeasuredReason(lhr) {
  const error = lhr.runtimeError;
  return error
    ? `${lhr.requestedUrl}: Lighthouse could not measure it (${error.code}: ${error.message})`
    : null;
}

/** A metric over several runs: its median and how far the runs spread. */
const spread = (values) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

/** Several runs of one page as the report reads them: medians, with the spread of LCP and TBT. */
export function summarize(samples) {
  const pick = (key) => median(samples.map((s) => s[key]));
  const lcp = spread(samples.map((s) => s.lcpMs));
  const tbt = spread(samples.map((s) => s.tbtMs));
  return {
    runs: samples.length,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: Math.round(lcp.median),
    lcpSpreadMs: [Math.round(lcp.min), Math.round(lcp.max)],
    tbtMs: Math.round(tbt.median),
    tbtSpreadMs: [Math.round(tbt.min), Math.round(tbt.max)],
    cls: pick("cls"),
    lcpElements: [...new Set(samples.map((s) => s.lcpElement).filter(Boolean))],
    failing: [...new Set(samples.flatMap((s) => s.failing))],
    lcpCharges: summarizeCharges(samples),
    scripts: [...new Set(samples.flatMap((s) => s.scripts ?? []))],
  };
}

/** One Chromium for the whole run (the system one, decisions.md §2); Lighthouse's mobile preset. */
export async function openLighthouse() {
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  return {
    /** One Lighthouse run of `url`; the caller interleaves pages so noise hits them alike. */
    async sample(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const unmeasured = unmeasuredReason(result.lhr);
      if (unmeasured) throw new Error(unmeasured);
      const { categories, audits } = result.lhr;
      const failing = (id) =>
        Object.values(result.lhr.categories[id].auditRefs)
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1,
          )
          .map((ref) => ref.id);
      return {
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories["best-practices"].score,
        seo: categories.seo.score,
        lcpMs: audits["largest-contentful-paint"].numericValue,
        tbtMs: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        lcpElement: lcpElementOf(audits),
        lcpScripts: await lcpScriptsOf(result),
        scripts: scriptsFetched(audits),
        failing: [...failing("accessibility"), ...failing("best-practices"), ...failing("seo")],
      };
    },
    close: () => chrome.kill(),
  };
}
