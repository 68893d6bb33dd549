/**
 * Which scripts one run's simulated LCP was charged with, and whether each really ran before the
 * largest paint in the load Lighthouse observed.
 *
 * Lighthouse's simulation (Lantern) keeps in the LCP graph every request that finished loading
 * before the observed paint, unless it can see the request's script start running after that
 * paint. It cannot see that for small scripts: its graph drops main-thread tasks under 10 ms, and
 * a script whose run it cannot find is kept. So a framework chunk that downloads over loopback a
 * few milliseconds before the paint, and runs after it, still adds its simulated 4G download to
 * the page's LCP. This module turns a run's graph and trace into that fact, per script.
 */
import { median } from "./median.mjs";

/**
 * @param {object} run
 * @param {{ url: string, resourceType: string }[]} run.graphRequests the LCP graph's network
 *   requests, the main document among them
 * @param {string} run.documentUrl
 * @param {{ url: string, ts: number }[]} run.evaluations every EvaluateScript event with a URL
 * @param {number} run.paintTs the observed largest paint (trace clock, µs)
 * @returns {{ url: string, ranAfterPaint: boolean }[]} the scripts the LCP was charged with
 */
export function chargedScripts({ graphRequests, documentUrl, evaluations, paintTs }) {
  const firstRun = new Map();
  for (const { url, ts } of evaluations) firstRun.set(url, Math.min(ts, firstRun.get(url) ?? ts));
  return graphRequests
    .filter((request) => request.resourceType === "Script" && request.url !== documentUrl)
    .map(({ url }) => {
      const ranTs = firstRun.get(url);
      return { url, ranAfterPaint: ranTs === undefined || ranTs > paintTs };
    });
}

/**
 * Over a route's runs: in how many the LCP was charged with scripts, in how many of those every
 * charged script ran only after the paint, and the LCP median of the runs charged with none.
 */
export function summarizeCharges(samples) {
  const charged = samples.filter((s) => s.lcpScripts.length > 0);
  const clean = samples.filter((s) => s.lcpScripts.length === 0);
  return {
    chargedRuns: charged.length,
    chargedAfterPaintRuns: charged.filter((s) => s.lcpScripts.every((x) => x.ranAfterPaint)).length,
    scriptsPerChargedRun: charged.length ? median(charged.map((s) => s.lcpScripts.length)) : 0,
    unchargedLcpMs: clean.length ? Math.round(median(clean.map((s) => s.lcpMs))) : null,
  };
}

/** A route's charges in words, from its run summary (`summarize` in lighthouse.mjs). */
export function chargesLine({ runs, lcpCharges: c }) {
  if (c.chargedRuns === 0) return `no script counted in any of ${runs} runs`;
  const uncharged =
    c.unchargedLcpMs === null
      ? "every run was charged"
      : `LCP median of the other runs ${c.unchargedLcpMs} ms`;
  return `scripts counted in ${c.chargedRuns} of ${runs} runs (median ${c.scriptsPerChargedRun} per run), in ${c.chargedAfterPaintRuns} of them only scripts that first ran after the observed paint; ${uncharged}`;
}
