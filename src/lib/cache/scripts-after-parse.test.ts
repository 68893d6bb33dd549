import { describe, expect, it } from "vitest";
import { scriptsAfterParse } from "./scripts-after-parse.mjs";

const chunk = (name: string, mode: string) =>
  `<script src="/_next/static/chunks/${name}.js" ${mode}=""></script>`;

describe("scriptsAfterParse", () => {
  it("marks every framework chunk to run after the page is parsed, in the order written", () => {
    const html = `<head>${chunk("a1", "async")}${chunk("b2", "async")}</head><body><main>x</main>${chunk("c3", "async")}</body>`;
    expect(scriptsAfterParse(html)).toBe(
      `<head>${chunk("a1", "defer")}${chunk("b2", "defer")}</head><body><main>x</main>${chunk("c3", "defer")}</body>`,
    );
  });

  it("leaves inline scripts, the legacy-browser script and scripts from elsewhere as written", () => {
    const html = [
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script src="/_next/static/chunks/p0.js" noModule=""></script>',
      '<script src="/scripts/other.js" async=""></script>',
      '<script src="https://example.com/_next/static/chunks/x.js" async=""></script>',
      '<script type="application/ld+json">{"async":""}</script>',
    ].join("");
    expect(scriptsAfterParse(html)).toBe(html);
  });
});
