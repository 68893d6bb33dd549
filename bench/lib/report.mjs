const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (value) => Math.round(value * 100);

/** Routes where interaction is the point (form, calculators) are held to the JS budget loosely. */
export const isContentPage = (path) => path !== "/contact" && !path.startsWith("/tools/");

/** The budgets of decisions.md §6, each a pass or fail line. */
export function budgets(results, reference) {
  const lines = [];
  const check = (name, failures) =>
    lines.push({ name, pass: failures.length === 0, detail: failures.join(", ") });
  check(
    "Accessibility 100 on every route",
    results
      .filter((r) => r.lighthouse.accessibility < 1)
      .map((r) => `${r.path} (${score(r.lighthouse.accessibility)})`),
  );
  check(
    "Best practices 100 on every route",
    results
      .filter((r) => r.lighthouse.bestPractices < 1)
      .map((r) => `${r.path} (${score(r.lighthouse.bestPractices)})`),
  );
  check(
    "SEO 100 on every route",
    results
      .filter((r) => r.lighthouse.seo < 1)
      .map((r) => `${r.path} (${score(r.lighthouse.seo)})`),
  );
  check(
    `Performance within 0.02 of the bare page (${reference.lighthouse.performance.toFixed(2)})`,
    results
      .filter((r) => r.lighthouse.performance < reference.lighthouse.performance - 0.02)
      .map((r) => `${r.path} (${r.lighthouse.performance.toFixed(2)})`),
  );
  check(
    "CLS 0 on every route",
    results
      .filter((r) => r.lighthouse.cls > 0)
      .map((r) => `${r.path} (${r.lighthouse.cls.toFixed(3)})`),
  );
  check(
    `Content-page JS at most 20 KB gzipped above the bare page (${kb(reference.bytes.jsGzip)})`,
    results
      .filter((r) => isContentPage(r.path) && r.bytes.jsGzip - reference.bytes.jsGzip > 20 * 1024)
      .map((r) => `${r.path} (+${kb(r.bytes.jsGzip - reference.bytes.jsGzip)})`),
  );
  return lines;
}

export function markdownReport({ date, runs, results, reference, load, budgetLines }) {
  const row = (r) =>
    `| ${r.path} | ${score(r.lighthouse.performance)} | ${score(r.lighthouse.accessibility)} | ${score(r.lighthouse.bestPractices)} | ${score(r.lighthouse.seo)} | ${r.lighthouse.lcpMs} | ${r.lighthouse.tbtMs} | ${r.lighthouse.cls.toFixed(3)} | ${kb(r.bytes.jsGzip)} | ${kb(r.bytes.jsGzip - reference.bytes.jsGzip)} | ${kb(r.bytes.htmlGzip)} |`;
  return [
    "# Benchmark report",
    "",
    `${date} · median of ${runs} Lighthouse run(s) per route, mobile preset, system Chromium · production build`,
    "",
    "## Budgets",
    "",
    ...budgetLines.map(
      (b) => `- ${b.pass ? "PASS" : "FAIL"} ${b.name}${b.detail ? `: ${b.detail}` : ""}`,
    ),
    "",
    "## Routes",
    "",
    "| route | perf | a11y | best practices | SEO | LCP ms | TBT ms | CLS | JS gz | JS over bare | HTML gz |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    row({ ...reference, path: "bare Next.js page (reference)" }),
    ...results.map(row),
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
