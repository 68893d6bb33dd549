import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;

type Appended = { src: string; async: boolean };

/**
 * Runs the page's added loader against a stand-in browser: `paintEntries` says whether it reports
 * paints. Returns what it appended and the callbacks it is waiting on, to be run in turn.
 */
function runLoader(html: string, { paintEntries }: { paintEntries: boolean }) {
  const loader = /<script>(\(function\(\)\{var done[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader before </body>");
  const waiting = {
    paint: [] as (() => void)[],
    frame: [] as (() => void)[],
    load: [] as (() => void)[],
  };
  const timers: { run: () => void; ms: number }[] = [];
  const appended: Appended[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintEntries ? ["paint", "resource"] : ["resource"];
    constructor(private readonly callback: () => void) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect([type, buffered]).toEqual(["paint", true]);
      waiting.paint.push(this.callback);
    }
    disconnect() {}
  }
  const window = { PerformanceObserver };
  runInNewContext(loader, {
    window,
    PerformanceObserver,
    requestAnimationFrame: (run: () => void) => waiting.frame.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
    addEventListener: (type: string, run: () => void) => type === "load" && waiting.load.push(run),
    document: {
      createElement: () => ({ src: "", async: true }),
      head: { appendChild: (element: Appended) => appended.push(element) },
    },
  });
  const runTimers = () => timers.splice(0).forEach(({ run }) => run());
  return { waiting, timers, runTimers, appended };
}

const chunks = (...names: string[]) =>
  names.map((name) => ({ src: `/_next/static/chunks/${name}.js`, async: false }));

describe("scriptsAfterFirstPaint", () => {
  it("moves every framework chunk behind the page's first paint, in the order written", () => {
    const html = `<html><head>${chunk("a1")}${chunk("b2")}</head><body><main>x</main>${chunk("c3")}<script>(self.__next_f=self.__next_f||[]).push([1,"x"])</script></body></html>`;
    const kept = scriptsAfterFirstPaint(html);
    expect(kept).not.toMatch(/<script src="[^"]*" async="">/);
    expect(kept).toContain("<head></head><body><main>x</main><script>(self.__next_f");

    const { waiting, timers, runTimers, appended } = runLoader(kept, { paintEntries: true });
    expect([appended, timers, waiting.frame]).toEqual([[], [], []]);
    waiting.paint.forEach((painted) => painted());
    expect(appended).toEqual([]);
    runTimers();
    expect(appended).toEqual(chunks("a1", "b2", "c3"));
    // The page's load, later, adds nothing twice.
    waiting.load.forEach((loaded) => loaded());
    runTimers();
    expect(appended).toHaveLength(3);
  });

  it("waits one frame where the browser reports no paints, and 3 s after load for a page never painted", () => {
    const kept = scriptsAfterFirstPaint(`<body>${chunk("a1")}</body>`);
    const framed = runLoader(kept, { paintEntries: false });
    expect(framed.waiting.paint).toEqual([]);
    framed.waiting.frame.forEach((frame) => frame());
    framed.runTimers();
    expect(framed.appended).toEqual(chunks("a1"));

    const hidden = runLoader(kept, { paintEntries: true });
    hidden.waiting.load.forEach((loaded) => loaded());
    expect(hidden.timers.map(({ ms }) => ms)).toEqual([3000]);
    hidden.runTimers();
    expect(hidden.appended).toEqual(chunks("a1"));
  });

  it("leaves inline scripts, the legacy-browser script and scripts from elsewhere as written", () => {
    const html = [
      "<body>",
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script src="/_next/static/chunks/p0.js" noModule=""></script>',
      '<script src="/scripts/other.js" async=""></script>',
      '<script src="https://example.com/_next/static/chunks/x.js" async=""></script>',
      '<script type="application/ld+json">{"async":""}</script>',
      "</body>",
    ].join("");
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });
});
