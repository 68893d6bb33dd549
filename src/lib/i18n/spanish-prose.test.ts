import { describe, expect, it } from "vitest";
import { spanishCopy } from "../../../tests/support/spanish-copy";
import { spanishFactsUnlikeAFreshInstall } from "../../../tests/support/spanish-facts";
import { englishWordsIn, stringsIn } from "./english-leftovers";
import { spanishSpan, spanishSpanAfterDel } from "./spanish-spans";
import { defaultSiteFactsIn } from "@/business/site-facts";

/** What the Spanish edition prints, for a fresh install and for an owner's changed facts. */
const editions = [defaultSiteFactsIn.es, spanishFactsUnlikeAFreshInstall()].map(spanishCopy);

/**
 * The words a reader meets: not ids, links or the county field the pages do not print; without
 * the names a figure may be part of (a telephone number, a date, a highway) or an office's
 * official English name, which Spanish quotes as it is.
 */
const printed = editions.flatMap((copy) =>
  stringsIn(copy)
    .filter(({ at }) => !/\.(id|href|county)$/.test(at))
    .map(({ at, text }) => ({
      at,
      text: text
        .replace(/\(\d{3}\) \d{3}-\d{4}/g, "")
        .replace(/\b\d{4}-\d{2}-\d{2}\b/g, "")
        .replace(/\b(I|US|SH|FM)-\d+\w*/g, "")
        .replace(/\(Texas Department of Licensing and Regulation\)/g, ""),
    })),
);

/** The printed strings that match a pattern, as "where: what matched". */
const matching = (pattern: RegExp) =>
  printed
    .filter(({ text }) => pattern.test(text))
    .map(({ at, text }) => `${at}: ${text.match(pattern)?.[0]}`);

describe("the Spanish edition reads as written in Spanish", () => {
  it("says a range with words, never with a hyphen between figures", () => {
    expect(spanishSpan("30-45")).toBe("de 30 a 45");
    expect(spanishSpan("150-300 pies cuadrados")).toBe("de 150 a 300 pies cuadrados");
    expect(spanishSpan("45")).toBe("45");
    expect(spanishSpanAfterDel("10-20%")).toBe("10 al 20%");
    expect(spanishSpanAfterDel("15%")).toBe("15%");
    expect(matching(/\d[\d,.]*\s?%?\s?[-–]\s?\d/)).toEqual([]);
  });

  it('says "más de 46", never "+46"', () => {
    expect(matching(/(^|[\s(])\+\s?\d/)).toEqual([]);
  });

  it("calls grout boquilla and the project manager gerente de proyecto, everywhere", () => {
    expect(matching(/\blechadas?\b/i)).toEqual([]);
    expect(matching(/\bencargad[oa]s? de(l)? (proyecto|obra)\b/i)).toEqual([]);
  });

  it("names no deck, ranch or Low-E in English", () => {
    expect(matching(/\bdecks?\b/i)).toEqual([]);
    // "Josey Ranch" and "Valley Ranch" are names, written as their owners write them.
    expect(matching(/(?<!Josey |Valley )\b[Rr]anch\b/)).toEqual([]);
    expect(matching(/\blow-e\b/i)).toEqual([]);
    const english = printed.filter(({ text }) => englishWordsIn(text).length > 0);
    expect(english.map(({ at, text }) => `${at}: ${englishWordsIn(text).join(", ")}`)).toEqual([]);
  });
});
