import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;

/** Runs the page's added inline script against a stand-in document; returns what it appended. */
function runLoader(html: string) {
  const loader = /<script>(requestAnimationFrame[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader before </body>");
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const appended: { src: string; async: boolean }[] = [];
  runInNewContext(loader, {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void) => timers.push(run),
    document: {
      createElement: () => ({ src: "", async: true }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
    },
  });
  return { frames, timers, appended };
}

describe("scriptsAfterFirstPaint", () => {
  it("moves every framework chunk behind the next frame, in the order written", () => {
    const html = `<html><head>${chunk("a1")}${chunk("b2")}</head><body><main>x</main>${chunk("c3")}<script>(self.__next_f=self.__next_f||[]).push([1,"x"])</script></body></html>`;
    const kept = scriptsAfterFirstPaint(html);
    expect(kept).not.toMatch(/<script src="[^"]*" async="">/);
    expect(kept).toContain("<head></head><body><main>x</main><script>(self.__next_f");

    const { frames, timers, appended } = runLoader(kept);
    expect(appended).toEqual([]);
    frames.forEach((run) => run());
    expect(appended).toEqual([]);
    timers.forEach((run) => run());
    expect(appended).toEqual(
      ["a1", "b2", "c3"].map((name) => ({ src: `/_next/static/chunks/${name}.js`, async: false })),
    );
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
