import { describe, expect, it } from "vitest";
import { structuredDataOnce } from "./structured-data-once.mjs";

const ld =
  '{"@context":"https://schema.org","@type":"FAQPage","name":"Preguntas \\u003cfrecuentes\\u003e"}';
const bytes = Buffer.byteLength(ld).toString(16);
/** A data script as the framework writes it. */
const push = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, "\\u003c")})</script>`;
const scriptOf = (text: string) => `<script type="application/ld+json">${text}</script>`;
const rows = (...parts: string[]) => parts.join("");
const dataOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)]
    .map(([, json]) => (JSON.parse(json ?? "[]") as [number, string])[1])
    .join("");

describe("structuredDataOnce", () => {
  it("empties the data's copy of a JSON-LD script the HTML carries", () => {
    const html = rows(
      "<main>",
      scriptOf(ld),
      "</main>",
      push('0:{"P":null}\n'),
      push(
        `5:["$","script",null,{"type":"application/ld+json"}]\n6:T${bytes},${ld}7:["$","p",null,{}]\n`,
      ),
    );
    const once = structuredDataOnce(html);
    expect(once).toContain(scriptOf(ld));
    expect(dataOf(once)).toBe(
      '0:{"P":null}\n5:["$","script",null,{"type":"application/ld+json"}]\n6:T0,7:["$","p",null,{}]\n',
    );
    // Escaped as the framework escapes it: no "<" can end the script early.
    expect(once).not.toMatch(/push\([^)]*<(?!\/script)/);
  });

  it("follows a copy across the scripts it was split between", () => {
    const cut = 20;
    const html = rows(
      scriptOf(ld),
      push(`1:"a"\n6:T${bytes},${ld.slice(0, cut)}`),
      push(`${ld.slice(cut)}7:"b"\n`),
    );
    const once = structuredDataOnce(html);
    expect(dataOf(once)).toBe('1:"a"\n6:T0,7:"b"\n');
    expect(once.match(/__next_f\.push/g)).toHaveLength(2);
  });

  it("leaves a text row that is not the page's structured data, and a page without any", () => {
    const other = `9:T${Buffer.byteLength("plain words").toString(16)},plain words`;
    const html = rows(scriptOf(ld), push(other));
    expect(structuredDataOnce(html)).toBe(html);
    const bare = rows("<main></main>", push(`6:T${bytes},${ld}`));
    expect(structuredDataOnce(bare)).toBe(bare);
  });

  it("leaves a row whose stated length is not the text's", () => {
    const html = rows(scriptOf(ld), push(`6:T${(Buffer.byteLength(ld) + 1).toString(16)},${ld}x`));
    expect(structuredDataOnce(html)).toBe(html);
  });
});
