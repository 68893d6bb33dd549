import { describe, expect, it } from "vitest";
import { budgets, isContentPage } from "./report.mjs";

const lighthouse = (overrides = {}) => ({
  performance: 0.94,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cls: 0,
  lcpMs: 900,
  tbtMs: 100,
  runs: 5,
  lcpCharges: { chargedRuns: 0 },
  ...overrides,
});
const reference = { lighthouse: lighthouse(), bytes: { jsGzip: 131 * 1024 } };
const page = (path, overrides) => ({
  path,
  lighthouse: lighthouse(overrides),
  ceiling: { lcpMs: 800 },
  bytes: { jsGzip: 134 * 1024, html: 120 * 1024 },
});
const line = (lines, start) => lines.find((l) => l.name.startsWith(start));

describe("budgets (decisions.md §6, revised)", () => {
  it("lets a content page paint its largest element at up to 2.0 s, not later", () => {
    const lines = budgets(
      [page("/faq", { lcpMs: 2000 }), page("/resources", { lcpMs: 2001 })],
      reference,
    );
    const lcp = line(lines, "Content pages: LCP");
    expect(lcp.pass).toBe(false);
    expect(lcp.detail).toContain("/resources");
    expect(lcp.detail).not.toContain("/faq");
  });

  it("lets a content page's performance sit up to 0.03 below the bare page's, not more", () => {
    const lines = budgets(
      [page("/faq", { performance: 0.91 }), page("/resources", { performance: 0.9 })],
      reference,
    );
    const performance = line(lines, "Content pages: performance");
    expect(performance.name).toContain("(0.91)");
    expect(performance.detail).toBe("/resources (0.90)");
  });

  it("holds a content page's HTML to 150 KB before compression", () => {
    const big = { ...page("/faq"), bytes: { jsGzip: 134 * 1024, html: 150 * 1024 + 1 } };
    const html = line(budgets([page("/"), big], reference), "Content pages: HTML");
    expect(html.detail).toBe("/faq (150.0 KB)");
  });

  it("wants each kept page at a quarter of the bare page's rate or more, p99 at most 100 ms", () => {
    const loaded = (path, requestsPerSecond, p99Ms, failed = 0) => ({
      path,
      requestsPerSecond,
      p99Ms,
      failed,
      connections: 20,
    });
    const throughput = {
      reference: loaded("bare", 1000, 20),
      pages: [loaded("/", 250, 100), loaded("/faq", 249, 101), loaded("/blog/a", 400, 40, 3)],
    };
    const lines = budgets([page("/")], reference, throughput);
    expect(line(lines, "Kept pages: at least 25%").name).toContain("(250/s)");
    expect(line(lines, "Kept pages: at least 25%").detail).toBe(
      "/faq (249/s), /blog/a (400/s, 3 failed)",
    );
    expect(line(lines, "Kept pages: p99").detail).toBe("/faq (101 ms)");
    expect(line(budgets([page("/")], reference), "Kept pages")).toBeUndefined();
  });

  it("wants each page through Varnish at the bare page's own rate or more", () => {
    const loaded = (path, requestsPerSecond) => ({
      path,
      requestsPerSecond,
      p99Ms: 10,
      failed: 0,
      connections: 20,
    });
    const throughput = {
      reference: loaded("bare", 1000),
      pages: [loaded("/", 900)],
      varnish: [loaded("/", 1000), loaded("/faq", 999)],
    };
    const lines = budgets([page("/")], reference, throughput);
    expect(line(lines, "Kept pages through Varnish").name).toContain("(1000/s)");
    expect(line(lines, "Kept pages through Varnish").detail).toBe("/faq (999/s)");
    expect(
      line(
        budgets([page("/")], reference, { ...throughput, varnish: null }),
        "Kept pages through Varnish",
      ),
    ).toBeUndefined();
  });

  it("names the server's smallest answer beside a miss, and only beside a miss", () => {
    const loaded = (path, requestsPerSecond, p99Ms) => ({
      path,
      requestsPerSecond,
      p99Ms,
      failed: 0,
      connections: 20,
    });
    const floor = loaded("/icon.svg", 300, 120);
    const missed = budgets([page("/")], reference, {
      reference: loaded("bare", 1000, 20),
      floor,
      pages: [loaded("/faq", 200, 180)],
    });
    expect(line(missed, "Kept pages: at least 25%").detail).toBe(
      "/faq (200/s), the server's smallest answer: 300/s",
    );
    expect(line(missed, "Kept pages: p99").detail).toBe(
      "/faq (180 ms), the server's smallest answer: 120 ms",
    );
    const met = budgets([page("/")], reference, {
      reference: loaded("bare", 1000, 20),
      floor,
      pages: [loaded("/faq", 260, 90)],
    });
    expect(line(met, "Kept pages: at least 25%")).toMatchObject({ pass: true, detail: "" });
  });

  it("wants every save seen on the other instance within a second", () => {
    const fast = { samplesMs: [150, 900], medianMs: 150, maxMs: 900 };
    const slow = { samplesMs: [150, 1001], medianMs: 150, maxMs: 1001 };
    const seen = (saveVisible) =>
      line(budgets([page("/")], reference, undefined, saveVisible), "A save");
    expect(seen(fast).pass).toBe(true);
    expect(seen(slow).detail).toBe("slowest 1001 ms");
    expect(seen(undefined)).toBeUndefined();
  });
});

describe("isContentPage", () => {
  it("takes the form and the calculators of both editions for interactive pages", () => {
    for (const path of [
      "/contact",
      "/es/contact",
      "/tools/financing-calculator",
      "/es/tools/financing-calculator",
      "/es/tools/energy-savings-estimator",
    ])
      expect(isContentPage(path), path).toBe(false);
  });

  it("takes every other page for content, the tools' index and look-alike paths included", () => {
    for (const path of ["/", "/es", "/faq", "/tools", "/es/tools", "/contact-us", "/blog/tools/x"])
      expect(isContentPage(path), path).toBe(true);
  });
});
