import { describe, expect, it } from "vitest";
import { classesOfPage, classesOfSelector, rulesInUse } from "./rules-in-use.mjs";

describe("classesOfSelector", () => {
  it("unescapes the class names a variant's selector requires", () => {
    expect(classesOfSelector(String.raw`.md\:flex`)).toEqual(["md:flex"]);
    expect(classesOfSelector(String.raw`.w-1\/2`)).toEqual(["w-1/2"]);
    expect(classesOfSelector(String.raw`.\31 0x`)).toEqual(["10x"]);
    expect(
      classesOfSelector(
        String.raw`.group-has-\[\:popover-open\]\:hidden:is(:where(.group):has(:popover-open) *)`,
      ),
    ).toEqual(["group-has-[:popover-open]:hidden", "group"]);
    expect(classesOfSelector(String.raw`.pb-\[max\(0\.75rem\,env\(x\)\)\]`)).toEqual([
      "pb-[max(0.75rem,env(x))]",
    ]);
  });

  it("requires no class under :not(), nor any of a list of alternatives", () => {
    expect(classesOfSelector(".card:not(.card-wide) > p")).toEqual(["card"]);
    expect(classesOfSelector(":is(.a, .b) p")).toBeUndefined();
    expect(classesOfSelector('a[title=".x"]')).toEqual([]);
  });
});

describe("classesOfPage", () => {
  it("reads each element's classes as the browser does, entities and all", () => {
    const html = `<main class="grid md:flex"><p class="[&amp;&gt;a]:underline  w-1/2">x class="no"</p></main>`;
    expect([...classesOfPage(html)]).toEqual(["grid", "md:flex", "[&>a]:underline", "w-1/2"]);
  });
});

describe("rulesInUse", () => {
  const css = [
    "@layer base{*,:before{box-sizing:border-box}a{color:inherit}}",
    String.raw`@layer utilities{.flex{display:flex}.grid{display:grid}.hidden{display:none}`,
    String.raw`@media (min-width:48rem){.md\:flex{display:flex}.md\:hidden{display:none}}`,
    ".hidden,.flex>p{margin:0}}",
    "@keyframes spin{to{transform:rotate(1turn)}}",
  ].join("");

  it("keeps the rules naming the page's classes and those that name none", () => {
    expect(rulesInUse(css, '<main class="flex"><p class="md:flex">')).toBe(
      [
        "@layer base{*,:before{box-sizing:border-box}a{color:inherit}}",
        String.raw`@layer utilities{.flex{display:flex}`,
        String.raw`@media (min-width:48rem){.md\:flex{display:flex}}`,
        ".flex>p{margin:0}}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
      ].join(""),
    );
  });

  it("drops a media query or layer left empty", () => {
    expect(rulesInUse(css, "<main>")).toBe(
      "@layer base{*,:before{box-sizing:border-box}a{color:inherit}}@keyframes spin{to{transform:rotate(1turn)}}",
    );
  });

  it("drops the custom properties no kept rule and no style attribute reads", () => {
    const theme = [
      ":root{--blue:#1e3a5f;--red:#c2410c;--gap:4px;--shadow:0 1px var(--shade);--shade:#0002;--ratio:1}",
      '@property --tw-blur{syntax:"*";inherits:false}',
      '@property --tw-shadow{syntax:"*";inherits:false}',
      ".text-blue{color:var(--blue)}.shadow{--tw-shadow:var(--shadow);box-shadow:var(--tw-shadow)}",
      ".blur{filter:blur(var(--tw-blur))}.text-red{color:var(--red)}",
    ].join("");
    expect(rulesInUse(theme, '<p class="text-blue shadow" style="gap:var(--gap)">')).toBe(
      [
        ":root{--blue:#1e3a5f;--gap:4px;--shadow:0 1px var(--shade);--shade:#0002}",
        '@property --tw-shadow{syntax:"*";inherits:false}',
        ".text-blue{color:var(--blue)}.shadow{--tw-shadow:var(--shadow);box-shadow:var(--tw-shadow)}",
      ].join(""),
    );
  });
});
