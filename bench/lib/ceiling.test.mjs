import { describe, expect, it } from "vitest";
import { withoutScripts } from "./ceiling.mjs";

describe("withoutScripts", () => {
  it("removes inline and external scripts and script preloads, keeping everything else", () => {
    const html = [
      '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" href="/x.js"/>',
      '<link rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/hero.webp"/>',
      '<script src="/c.js" async=""></script></head><body><h1>Kitchen</h1>',
      '<script>self.__next_f.push([1,"<p>x</p>"])</script>',
      '<script type="application/ld+json">{"@type":"Service"}</script><p>Text</p></body>',
    ].join("");
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/hero.webp"/></head><body><h1>Kitchen</h1><p>Text</p></body>',
    );
  });
});
