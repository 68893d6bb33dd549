import { describe, expect, it } from "vitest";
import { chargedScripts, chargesLine, summarizeCharges } from "./lcp-attribution.mjs";

const page = "http://127.0.0.1:3000/faq";
const chunk = (name) => `http://127.0.0.1:3000/_next/static/chunks/${name}.js`;

describe("chargedScripts", () => {
  const graphRequests = [
    { url: page, resourceType: "Document" },
    { url: chunk("a"), resourceType: "Script" },
    { url: chunk("b"), resourceType: "Script" },
    { url: chunk("c"), resourceType: "Script" },
    { url: "http://127.0.0.1:3000/manifest.webmanifest", resourceType: "Manifest" },
  ];

  it("names each script in the LCP graph and whether it first ran after the observed paint", () => {
    const evaluations = [
      { url: page, ts: 60_000 },
      { url: chunk("a"), ts: 141_000 },
      { url: chunk("b"), ts: 120_000 },
      { url: chunk("b"), ts: 200_000 },
    ];
    expect(
      chargedScripts({ graphRequests, documentUrl: page, evaluations, paintTs: 135_000 }),
    ).toEqual([
      { url: chunk("a"), ranAfterPaint: true },
      { url: chunk("b"), ranAfterPaint: false },
      { url: chunk("c"), ranAfterPaint: true },
    ]);
  });

  it("counts no script when the graph holds only the document and other requests", () => {
    expect(
      chargedScripts({
        graphRequests: graphRequests.filter((r) => r.resourceType !== "Script"),
        documentUrl: page,
        evaluations: [],
        paintTs: 135_000,
      }),
    ).toEqual([]);
  });
});

describe("summarizeCharges", () => {
  const after = { url: chunk("a"), ranAfterPaint: true };
  const before = { url: chunk("b"), ranAfterPaint: false };

  it("counts charged runs, those charged only with scripts that ran after the paint, and the other runs' LCP", () => {
    const samples = [
      { lcpMs: 1900, lcpScripts: [after, after, after] },
      { lcpMs: 1850, lcpScripts: [after, before] },
      { lcpMs: 880, lcpScripts: [] },
      { lcpMs: 1163, lcpScripts: [after] },
      { lcpMs: 840, lcpScripts: [] },
    ];
    expect(summarizeCharges(samples)).toEqual({
      chargedRuns: 3,
      chargedAfterPaintRuns: 2,
      scriptsPerChargedRun: 2,
      unchargedLcpMs: 880,
    });
  });

  it("has no uncharged LCP when every run was charged", () => {
    expect(summarizeCharges([{ lcpMs: 1900, lcpScripts: [after] }]).unchargedLcpMs).toBeNull();
  });
});

describe("chargesLine", () => {
  const line = (lcpCharges) => chargesLine({ runs: 5, lcpCharges });

  it("says how many runs were charged, with what, and the other runs' LCP", () => {
    const lcpCharges = { chargedRuns: 3, chargedAfterPaintRuns: 3, scriptsPerChargedRun: 2 };
    expect(line({ ...lcpCharges, unchargedLcpMs: 880 })).toBe(
      "scripts counted in 3 of 5 runs (median 2 per run), in 3 of them only scripts that first ran after the observed paint; LCP median of the other runs 880 ms",
    );
  });

  it("says when every run was charged", () => {
    const lcpCharges = { chargedRuns: 5, chargedAfterPaintRuns: 2, scriptsPerChargedRun: 9 };
    expect(line({ ...lcpCharges, unchargedLcpMs: null })).toBe(
      "scripts counted in 5 of 5 runs (median 9 per run), in 2 of them only scripts that first ran after the observed paint; every run was charged",
    );
  });

  it("says when no run was charged", () => {
    const lcpCharges = { chargedRuns: 0, chargedAfterPaintRuns: 0, scriptsPerChargedRun: 0 };
    expect(line({ ...lcpCharges, unchargedLcpMs: 850 })).toBe("no script counted in any of 5 runs");
  });
});
