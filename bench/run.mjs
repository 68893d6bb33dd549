#!/usr/bin/env node
/**
 * npm run bench: Lighthouse scores and bytes for every route of the sitemap against the
 * production build, beside a bare Next.js page and each route's zero-JavaScript copy (its
 * ceiling), measured in the same run and interleaved, then requests per second of kept pages
 * beside the bare page (directly, to a first and a returning visitor, and through Varnish), and a
 * lead-submission load test. Writes bench/report.md and
 * bench/report.json and prints each budget as PASS/FAIL.
 * BENCH_RUNS (default 5), BENCH_ROUTES (comma list, default: every sitemap route),
 * BENCH_THROUGHPUT_SECONDS (default 8, 0 skips), BENCH_SAVES (saves seen from a second
 * instance on a shared libSQL server and Redis, default 5, 0 skips), BENCH_LEADS (default 200),
 * BENCH_CONCURRENCY (default 20), BENCH_REBUILD=1 to force builds.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pageBytes } from "./lib/bytes.mjs";
import { leadLoad } from "./lib/lead-load.mjs";
import { saveToVisible } from "./lib/save-visible.mjs";
import { throughput } from "./lib/throughput.mjs";
import { startCeilingServer } from "./lib/ceiling.mjs";
import { openLighthouse, summarize } from "./lib/lighthouse.mjs";
import { budgets, markdownReport } from "./lib/report.mjs";
import { buildIfNeeded, root, siteUnderTest, startServer } from "./lib/servers.mjs";
import { startVarnish } from "../tests/support/varnish-server.mjs";

const SITE_PORT = 3400;
const REFERENCE_PORT = 3401;
const CEILING_PORT = 3402;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const siteOrigin = `http://127.0.0.1:${SITE_PORT}`;
const dataDir = path.join(root, "data", "bench");
const databaseUrl = `file:${path.join(dataDir, "leads.db")}`;

const site = siteUnderTest(siteOrigin);
const reference = {
  name: "bare page",
  cwd: path.join(root, "bench/reference"),
  distDir: ".next",
  env: {},
  sources: [path.join(root, "bench/reference/app")],
};

buildIfNeeded(site);
buildIfNeeded(reference);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const siteServer = await startServer({
  ...site,
  port: SITE_PORT,
  readyPath: "/api/health",
  env: {
    ...site.env,
    DATABASE_URL: databaseUrl,
    LEAD_MIN_FILL_MS: "0",
    LEAD_RATE_LIMIT: "100000/60",
    // The load test sends each submitter's address as one proxy would.
    TRUST_PROXY_HOPS: "1",
    SMTP_URL: "",
    LEAD_WEBHOOK_URL: "",
  },
});
const referenceServer = await startServer({ ...reference, port: REFERENCE_PORT });
const lighthouse = await openLighthouse();
let stopCeiling = async () => {};

/** A returning visitor's browser: the first-visit cookie, and every compression it reads. */
const RETURNING_VISITOR = {
  Cookie: "first_touch=%7B%22landingPage%22%3A%22%2F%22%7D",
  "Accept-Encoding": "gzip, deflate, br, zstd",
};
/** What Varnish asks the app for and keeps (it compresses with gzip only). */
const THROUGH_VARNISH = { "Accept-Encoding": "gzip" };

/**
 * The bare page, then one kept page of each kind under load, each alone on the machine: the home
 * page, a service page, an article and the FAQ (issue 30's targets), and the Spanish home. Each
 * is measured served directly to a first visit (no cookie, no compression asked) and to a
 * returning visitor, and through Varnish with the repository's configuration (when varnishd is
 * installed, as .ci/run installs it).
 */
async function pagesUnderLoad(allPaths, seconds) {
  if (!(seconds > 0)) return null;
  const article = allPaths.find((p) => p.startsWith("/blog/"));
  const paths = ["/", "/services/kitchen-remodeling", article, "/faq", "/es"].filter(Boolean);
  console.log(`Loading the bare page and ${paths.length} kept pages, ${seconds} s each…`);
  const reference = await throughput(`${referenceServer.origin}/`, { seconds });
  // The site's server answering its smallest file (the 0.3 KB icon) through the same proxy: what
  // any answer of this server costs before a page's bytes, the floor a kept page cannot go under.
  const floor = { path: "/icon.svg", ...(await throughput(`${siteOrigin}/icon.svg`, { seconds })) };
  console.log(`  /icon.svg (floor): ${floor.requestsPerSecond}/s, p99 ${floor.p99Ms} ms`);
  const measure = async (label, origin, path, headers) => {
    const result = { path, ...(await throughput(origin + path, { seconds, headers })) };
    console.log(
      `  ${path} ${label}: ${result.requestsPerSecond}/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${(result.meanBytes / 1024).toFixed(1)} KB`,
    );
    return result;
  };
  const pages = [];
  const warm = [];
  for (const path of paths) {
    pages.push(await measure("first visit", siteOrigin, path, {}));
    warm.push(await measure("returning visitor", siteOrigin, path, RETURNING_VISITOR));
  }
  const varnish = await startVarnish(siteOrigin).catch((error) => {
    console.log(`  Varnish skipped: ${error.message.split("\n")[0]}`);
    return null;
  });
  const throughVarnish = [];
  if (varnish)
    try {
      for (const path of paths)
        throughVarnish.push(await measure("through Varnish", varnish.url, path, THROUGH_VARNISH));
    } finally {
      await varnish.stop();
    }
  return { seconds, reference, floor, pages, warm, varnish: varnish ? throughVarnish : null };
}

try {
  const sitemap = await (await fetch(`${siteOrigin}/sitemap.xml`)).text();
  const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const paths = process.env.BENCH_ROUTES
    ? process.env.BENCH_ROUTES.split(",").map((p) => p.trim())
    : allPaths;

  console.log(
    `Measuring the bare page and ${paths.length} routes with their zero-JavaScript copies, ${runs} interleaved run(s) each…`,
  );
  const ceiling = await startCeilingServer({ siteOrigin, port: CEILING_PORT, paths });
  stopCeiling = ceiling.stop;
  // Round by round, every page once per round: the machine's slow moments hit all pages alike.
  const samples = { reference: [], site: new Map(), ceiling: new Map() };
  for (const routePath of paths) {
    samples.site.set(routePath, []);
    samples.ceiling.set(routePath, []);
  }
  for (let round = 1; round <= runs; round++) {
    samples.reference.push(await lighthouse.sample(`${referenceServer.origin}/`));
    for (const routePath of paths) {
      samples.site.get(routePath).push(await lighthouse.sample(siteOrigin + routePath));
      samples.ceiling.get(routePath).push(await lighthouse.sample(ceiling.origin + routePath));
    }
    console.log(`  round ${round}/${runs} done`);
  }
  const referenceSummary = summarize(samples.reference);
  const referenceResult = {
    lighthouse: referenceSummary,
    bytes: await pageBytes(referenceServer.origin, "/", referenceSummary.scripts),
  };
  const results = [];
  for (const routePath of paths) {
    const measured = summarize(samples.site.get(routePath));
    const result = {
      path: routePath,
      lighthouse: measured,
      ceiling: {
        ...summarize(samples.ceiling.get(routePath)),
        htmlGzip: ceiling.htmlGzip(routePath),
      },
      bytes: await pageBytes(siteOrigin, routePath, measured.scripts),
    };
    console.log(
      `  ${routePath}: perf ${result.lighthouse.performance} LCP ${result.lighthouse.lcpMs} ms (ceiling ${result.ceiling.lcpMs} ms) TBT ${result.lighthouse.tbtMs} ms js ${(result.bytes.jsGzip / 1024).toFixed(1)} KB`,
    );
    results.push(result);
  }

  const seconds = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 8);
  const loaded = await pagesUnderLoad(allPaths, seconds);
  const saves = Number(process.env.BENCH_SAVES ?? 5);
  const saveVisible =
    saves > 0
      ? await saveToVisible({
          site,
          ports: [SITE_PORT + 3, SITE_PORT + 4],
          dataDir: path.join(root, "data", "bench-cluster"),
          times: saves,
        })
      : null;
  if (saveVisible)
    console.log(
      `A save on one instance seen on the other: median ${saveVisible.medianMs} ms, at most ${saveVisible.maxMs} ms`,
    );
  const load =
    Number(process.env.BENCH_LEADS ?? 200) > 0
      ? await leadLoad({
          origin: siteOrigin,
          databaseUrl,
          total: Number(process.env.BENCH_LEADS ?? 200),
          concurrency: Number(process.env.BENCH_CONCURRENCY ?? 20),
        })
      : null;
  const budgetLines = budgets(results, referenceResult, loaded, saveVisible);
  const date = new Date().toISOString();
  writeFileSync(
    path.join(root, "bench/report.json"),
    JSON.stringify(
      {
        date,
        runs,
        reference: referenceResult,
        results,
        throughput: loaded,
        saveVisible,
        load,
        budgets: budgetLines,
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(root, "bench/report.md"),
    markdownReport({
      date,
      runs,
      results,
      reference: referenceResult,
      throughput: loaded,
      saveVisible,
      load,
      budgetLines,
    }),
  );
  console.log("\nBudgets:");
  for (const line of budgetLines)
    console.log(
      `${line.pass ? "PASS" : "FAIL"} ${line.name}${line.detail ? `: ${line.detail}` : ""}`,
    );
  if (load)
    console.log(
      `Leads: ${load.throughputPerSecond}/s, p50 ${load.p50Ms} ms, p95 ${load.p95Ms} ms, stored ${load.stored}/${load.acknowledged} acknowledged${load.storedExactlyOnce ? " (exact)" : " (MISMATCH)"}`,
    );
  console.log("Report: bench/report.md");
} finally {
  // The browser first: the servers' stops wait for the connections it holds.
  await lighthouse.close();
  await stopCeiling();
  await siteServer.stop();
  await referenceServer.stop();
}
