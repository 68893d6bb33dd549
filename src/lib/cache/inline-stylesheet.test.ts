import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheet.mjs";

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const files: Record<string, string> = {
  "/_next/static/chunks/site.css": "body{color:#0f172b}",
  "/_next/static/chunks/odd.css": 'a::after{content:"</style><script>"}',
  "/_next/static/chunks/utilities.css": ".grid{display:grid}.flex{display:flex}",
};

describe("inlineStylesheets", () => {
  it("writes the framework's stylesheet into the page in its place", () => {
    const html = `<head>${link("/_next/static/chunks/site.css")}<title>Kitchens</title></head>`;
    expect(inlineStylesheets(html, (href) => files[href])).toBe(
      '<head><style data-precedence="next" data-href="/_next/static/chunks/site.css">body{color:#0f172b}</style><title>Kitchens</title></head>',
    );
  });

  it("leaves a link it cannot read, another site's, or one that would close its element", () => {
    const html = [
      link("/_next/static/chunks/gone.css"),
      link("https://cdn.example.com/site.css"),
      link("/_next/static/chunks/odd.css"),
    ].join("");
    expect(inlineStylesheets(html, (href) => files[href])).toBe(html);
  });

  it("writes in only the rules the page's elements can use", () => {
    const html = `<head>${link("/_next/static/chunks/utilities.css")}</head><main class="flex">`;
    expect(inlineStylesheets(html, (href) => files[href])).toBe(
      '<head><style data-precedence="next" data-href="/_next/static/chunks/utilities.css">.flex{display:flex}</style></head><main class="flex">',
    );
  });
});
