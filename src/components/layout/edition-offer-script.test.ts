import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locale";
import { DISMISSED } from "./edition-choice";
import { editionOfferScript } from "./edition-offer-script";
import { twinPath } from "./twin-path";

/** Runs the script as a page would, after an offer to `to`; says what it left behind. */
function run(
  to: Locale,
  { path = "/", languages = ["es-MX"], stored = {} as Record<string, string> } = {},
) {
  const link = { href: "/" };
  const close = { onclick: null as null | (() => void) };
  const offer = {
    hidden: true,
    getAttribute: (name: string) => (name === "data-to" ? to : null),
    querySelector: (selector: string) => (selector === "a" ? link : close),
  };
  const localStorage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => void (stored[key] = value),
  };
  new Function("document", "localStorage", "navigator", "location", editionOfferScript)(
    { currentScript: { previousElementSibling: offer } },
    localStorage,
    { languages },
    { pathname: path },
  );
  return { offer, link, close, stored };
}

describe("the edition offer's script", () => {
  it("links each page to its twin, as the server's twinPath does", () => {
    const paths = ["/", "/faq", "/services/decks", "/projects/category/kitchens", "/essays"];
    for (const path of paths) {
      expect(run("es", { path }).link.href, path).toBe(twinPath("es", path));
      const spanish = twinPath("es", path);
      expect(run("en", { path: spanish, languages: ["en-US"] }).link.href, spanish).toBe(
        twinPath("en", spanish),
      );
    }
  });

  it("shows the offer only to a browser reading the other language first", () => {
    expect(run("es", { languages: ["es-MX", "en"] }).offer.hidden).toBe(false);
    expect(run("es", { languages: ["en-US", "es"] }).offer.hidden).toBe(true);
    expect(run("en", { languages: ["EN-gb"] }).offer.hidden).toBe(false);
  });

  it("keeps a no: closed, remembered, and not offered again", () => {
    const first = run("es");
    first.close.onclick!();
    expect(first.offer.hidden).toBe(true);
    expect(first.stored[DISMISSED]).toBe("1");
    expect(run("es", { stored: first.stored }).offer.hidden).toBe(true);
  });
});
