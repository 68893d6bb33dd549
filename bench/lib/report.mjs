import { chargesLine } from "./lcp-attribution.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (value) => Math.round(value * 100);

/**
 * Routes where interaction is the point (the form, the calculators), in either edition; every
 * other route is content.
 */
export const isContentPage = (path) => !/^(\/es)?\/(contact$|tools\/)/.test(path);

/** decisions.md §6 (revised): a content page's largest paint, median of the runs. */
const LCP_BUDGET_MS = 2000;
/** decisions.md §6 (revised): how far below the bare page's performance median a content page may be. */
const PERFORMANCE_MARGIN = 0.03;

/** A content page's HTML before compression (issue 30: the server writes it on every view). */
const HTML_BUDGET_BYTES = 150 * 1024;
/** Kept pages under load: a share of the bare page's requests per second, and the slowest 1%. */
const THROUGHPUT_SHARE = 0.25;
const P99_BUDGET_MS = 100;
/** A save in the admin of one instance, seen on another's next view. */
const SAVE_VISIBLE_BUDGET_MS = 1000;

/** The budgets of decisions.md §6, each a pass or fail line; medians of the interleaved runs. */
export function budgets(results, reference, throughput, saveVisible) {
  const lines = [];
  const check = (name, failures) =>
    lines.push({ name, pass: failures.length === 0, detail: failures.join(", ") });
  const belowFullScore = (category) =>
    results
      .filter((r) => r.lighthouse[category] < 1)
      .map((r) => `${r.path} (${score(r.lighthouse[category])})`);
  check("Accessibility 100 on every route", belowFullScore("accessibility"));
  check("Best practices 100 on every route", belowFullScore("bestPractices"));
  check("SEO 100 on every route", belowFullScore("seo"));
  check(
    "CLS 0 on every route",
    results
      .filter((r) => r.lighthouse.cls > 0)
      .map((r) => `${r.path} (${r.lighthouse.cls.toFixed(3)})`),
  );
  const content = results.filter((r) => isContentPage(r.path));
  const interactive = results.filter((r) => !isContentPage(r.path));
  check(
    `Content pages: LCP median at most ${LCP_BUDGET_MS} ms`,
    content
      .filter((r) => r.lighthouse.lcpMs > LCP_BUDGET_MS)
      .map(
        (r) =>
          `${r.path} (${r.lighthouse.lcpMs} ms; ceiling ${r.ceiling?.lcpMs ?? "?"} ms; ${chargesLine(r.lighthouse)})`,
      ),
  );
  const performanceFloor = reference.lighthouse.performance - PERFORMANCE_MARGIN;
  check(
    `Content pages: performance median no lower than the bare page's − ${PERFORMANCE_MARGIN} (${performanceFloor.toFixed(2)})`,
    content
      .filter((r) => r.lighthouse.performance < performanceFloor - 1e-9)
      .map((r) => `${r.path} (${r.lighthouse.performance.toFixed(2)})`),
  );
  check(
    `Content pages: JS at most 5 KB gzipped above the bare page (${kb(reference.bytes.jsGzip)})`,
    content
      .filter((r) => r.bytes.jsGzip - reference.bytes.jsGzip > 5 * 1024)
      .map((r) => `${r.path} (+${kb(r.bytes.jsGzip - reference.bytes.jsGzip)})`),
  );
  check(
    `Content pages: HTML at most ${kb(HTML_BUDGET_BYTES)} before compression`,
    content
      .filter((r) => r.bytes.html > HTML_BUDGET_BYTES)
      .map((r) => `${r.path} (${kb(r.bytes.html)})`),
  );
  if (throughput) {
    const least = Math.round(throughput.reference.requestsPerSecond * THROUGHPUT_SHARE);
    // A miss is read beside what the server answers its smallest file with (run.mjs).
    const { floor } = throughput;
    const withFloor = (failures, figure) =>
      failures.length && floor
        ? [...failures, `the server's smallest answer: ${figure(floor)}`]
        : failures;
    check(
      `Kept pages: at least ${THROUGHPUT_SHARE * 100}% of the bare page's requests per second (${least}/s)`,
      withFloor(
        throughput.pages
          .filter((r) => r.requestsPerSecond < least || r.failed > 0)
          .map(
            (r) => `${r.path} (${r.requestsPerSecond}/s${r.failed ? `, ${r.failed} failed` : ""})`,
          ),
        (r) => `${r.requestsPerSecond}/s`,
      ),
    );
    check(
      `Kept pages: p99 at most ${P99_BUDGET_MS} ms at ${throughput.reference.connections} connections`,
      withFloor(
        throughput.pages
          .filter((r) => r.p99Ms > P99_BUDGET_MS)
          .map((r) => `${r.path} (${r.p99Ms} ms)`),
        (r) => `${r.p99Ms} ms`,
      ),
    );
  }
  if (throughput?.varnish) {
    const bare = throughput.reference.requestsPerSecond;
    check(
      `Kept pages through Varnish: at least the bare page's own requests per second (${bare}/s)`,
      throughput.varnish
        .filter((r) => r.requestsPerSecond < bare || r.failed > 0)
        .map(
          (r) => `${r.path} (${r.requestsPerSecond}/s${r.failed ? `, ${r.failed} failed` : ""})`,
        ),
    );
  }
  if (saveVisible)
    check(
      `A save on one instance visible on the other within ${SAVE_VISIBLE_BUDGET_MS} ms, every time`,
      saveVisible.maxMs > SAVE_VISIBLE_BUDGET_MS ? [`slowest ${saveVisible.maxMs} ms`] : [],
    );
  check(
    `Interactive pages: TBT median at most the bare page's + 50 ms (${reference.lighthouse.tbtMs + 50} ms)`,
    interactive
      .filter((r) => r.lighthouse.tbtMs > reference.lighthouse.tbtMs + 50)
      .map((r) => `${r.path} (${r.lighthouse.tbtMs} ms)`),
  );
  return lines;
}

const spread = ([min, max]) => `${min}–${max}`;

const throughputSection = (throughput) => {
  if (!throughput) return ["skipped", ""];
  const { reference, floor, pages, warm = [], varnish, seconds } = throughput;
  const row = (how) => (r) =>
    `| ${r.path} | ${how} | ${r.requestsPerSecond} | ${Math.round((100 * r.requestsPerSecond) / reference.requestsPerSecond)}% | ${r.p50Ms} | ${r.p99Ms} | ${kb(r.meanBytes)} | ${r.failed} |`;
  return [
    `${reference.connections} connections for ${seconds} s each, after 1 s of warm-up, one page after the other; bodies counted as sent, not decoded. A first visit sends no cookie and asks for no compression; a returning visitor sends the first-visit cookie and accepts brotli and gzip; through Varnish (deploy/varnish/default.vcl) asks for gzip, as Varnish keeps it.`,
    "",
    "| page | served | requests/s | of the bare page | p50 ms | p99 ms | body | failed |",
    "|---|---|---|---|---|---|---|---|",
    row("directly")({ ...reference, path: "bare Next.js page (reference)" }),
    ...(floor
      ? [row("directly")({ ...floor, path: `${floor.path}: the site's server, smallest answer` })]
      : []),
    ...pages.map(row("directly, first visit")),
    ...warm.map(row("directly, returning visitor")),
    ...(varnish ? varnish.map(row("through Varnish")) : []),
    "",
    ...(varnish ? [] : ["Varnish was not measured: varnishd is not installed.", ""]),
    ...(floor
      ? [
          `The site's server answers its smallest file at ${Math.round((100 * floor.requestsPerSecond) / reference.requestsPerSecond)}% of the bare page's rate (p99 ${floor.p99Ms} ms): every answer passes its proxy and router, which the bare page has not.`,
          "",
        ]
      : []),
  ];
};

export function markdownReport({
  date,
  runs,
  results,
  reference,
  load,
  throughput,
  saveVisible,
  budgetLines,
}) {
  const pages = [{ ...reference, path: "bare Next.js page (reference)" }, ...results];
  const row = (r) =>
    `| ${r.path} | ${score(r.lighthouse.performance)} | ${r.ceiling ? score(r.ceiling.performance) : "–"} | ${score(r.lighthouse.accessibility)} | ${score(r.lighthouse.bestPractices)} | ${score(r.lighthouse.seo)} | ${r.lighthouse.lcpMs} (${spread(r.lighthouse.lcpSpreadMs)}) | ${r.ceiling ? `${r.ceiling.lcpMs} (${spread(r.ceiling.lcpSpreadMs)})` : "–"} | ${r.lighthouse.tbtMs} (${spread(r.lighthouse.tbtSpreadMs)}) | ${r.lighthouse.cls.toFixed(3)} | ${kb(r.bytes.jsGzip)} | ${kb(r.bytes.jsGzip - reference.bytes.jsGzip)} | ${kb(r.bytes.html)} | ${kb(r.bytes.htmlGzip)} | ${r.ceiling ? kb(r.ceiling.htmlGzip) : "–"} |`;
  return [
    "# Benchmark report",
    "",
    `${date} · medians of ${runs} interleaved Lighthouse run(s) per page (spread: fastest–slowest run), mobile preset, system Chromium · production build. "Ceiling": the same page's server HTML with every script removed, served statically beside the same styles, fonts and images.`,
    "",
    "## Budgets",
    "",
    ...budgetLines.map(
      (b) => `- ${b.pass ? "PASS" : "FAIL"} ${b.name}${b.detail ? `: ${b.detail}` : ""}`,
    ),
    "",
    "## Routes",
    "",
    "| route | perf | ceiling perf | a11y | best practices | SEO | LCP ms (spread) | ceiling LCP ms (spread) | TBT ms (spread) | CLS | JS gz | JS over bare | HTML | HTML gz | ceiling HTML gz |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...pages.map(row),
    "",
    "## Largest paint",
    "",
    ...pages.map((r) => `- ${r.path}: ${r.lighthouse.lcpElements?.join("; ") || "–"}`),
    "",
    "## Scripts the simulated LCP counted",
    "",
    "Lighthouse's simulation adds to LCP each script that finished loading before the observed largest paint unless it sees the script start running after that paint; it does not see scripts whose run takes under 10 ms (bench/lib/lcp-attribution.mjs).",
    "",
    ...pages.map((r) => `- ${r.path}: ${chargesLine(r.lighthouse)}`),
    "",
    "## Pages under load",
    "",
    ...throughputSection(throughput),
    "## A save seen by another instance",
    "",
    saveVisible
      ? `Two instances on one libSQL server (sqld) and one Redis; a review saved in the admin of one, then the other's home page viewed every 10 ms until it shows it: median ${saveVisible.medianMs} ms, at most ${saveVisible.maxMs} ms (${saveVisible.samplesMs.join(", ")} ms).`
      : "skipped",
    "",
    "## Lead submissions",
    "",
    load
      ? `${load.total} submissions, ${load.concurrency} at a time: ${load.throughputPerSecond}/s, p50 ${load.p50Ms} ms, p95 ${load.p95Ms} ms; acknowledged ${load.acknowledged}, failed ${load.failed}, stored ${load.stored} — stored equals acknowledged exactly: ${load.storedExactlyOnce ? "yes" : "NO"}`
      : "skipped",
    "",
    ...(results.some((r) => r.lighthouse.failing.length)
      ? [
          "## Audits not at 100",
          "",
          ...results
            .filter((r) => r.lighthouse.failing.length)
            .map((r) => `- ${r.path}: ${r.lighthouse.failing.join(", ")}`),
          "",
        ]
      : []),
  ].join("\n");
}
