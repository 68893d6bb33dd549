import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locale";
import { EditionSwitch, pathOf } from "./edition-switch";

const switchLink = (from: Locale, path: string) =>
  renderToStaticMarkup(createElement(EditionSwitch, { from, path }));

describe("the language switch", () => {
  it("leads from an English page to its Spanish twin, named in Spanish", () => {
    const link = switchLink("en", "/services/kitchen-remodeling");
    expect(link).toContain('href="/es/services/kitchen-remodeling"');
    expect(link).toContain('hrefLang="es-US"');
    expect(link).toContain(">Español</a>");
  });

  it("leads from a Spanish page back to the English one, named in English", () => {
    const link = switchLink("es", "/es/faq");
    expect(link).toContain('href="/faq"');
    expect(link).toContain('lang="en-US"');
    expect(link).toContain(">English</a>");
  });

  it("joins the two homes", () => {
    expect(switchLink("en", "/")).toContain('href="/es"');
    expect(switchLink("es", "/es")).toContain('href="/"');
  });

  it("leads from a filtered list's page to the other edition's list", () => {
    expect(switchLink("en", "/resources/category/cost-guides")).toContain('href="/es/resources"');
    expect(switchLink("es", "/es/ideas/category/all")).toContain('href="/ideas"');
  });
});

describe("a page's address from its route's segments", () => {
  it("writes the home and nested pages of each edition", () => {
    expect(pathOf("", [])).toBe("/");
    expect(pathOf("/es", [])).toBe("/es");
    expect(pathOf("", ["services", "decks"])).toBe("/services/decks");
    expect(pathOf("/es", ["faq"])).toBe("/es/faq");
  });

  it("encodes what the route decoded, so an odd address stays one link", () => {
    expect(pathOf("", ["a b", "c?d"])).toBe("/a%20b/c%3Fd");
  });
});
