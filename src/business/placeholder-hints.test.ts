import type { CollectionConfig, Field } from "payload";
import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "@/business/placeholders";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";
import { Faqs } from "@/faqs/collection";
import { Posts } from "@/posts/collection";
import { Services } from "@/services/collection";

/** Every field description in a collection that tells the owner about {{placeholders}}. */
function placeholderHints(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    const admin = "admin" in field ? field.admin : undefined;
    const description = admin && "description" in admin ? admin.description : undefined;
    const own = typeof description === "string" && description.includes("{{") ? [description] : [];
    const nested = "fields" in field ? placeholderHints(field.fields) : [];
    return [...own, ...nested];
  });
}

/** The examples a hint shows: `"<what the owner writes>" prints "<what the page shows>"`. */
const EXAMPLE = /"([^"]*\{\{[^"]*)" prints "([^"]*)"/g;

/** A word or run of up to four words written twice in a row, as "warranty warranty". */
const DOUBLED = /(?<!\S)(\S+(?:\s+\S+){0,3})\s+\1(?!\S)/i;

const collections: CollectionConfig[] = [Posts, Faqs, Services];

describe.each(collections.map((collection) => [collection.slug, collection] as const))(
  "the %s admin's placeholder hint",
  (_slug, collection) => {
    const hints = placeholderHints(collection.fields);

    it("is there", () => {
      expect(hints.length).toBeGreaterThan(0);
    });

    it.each(hints)("shows what each placeholder prints, and it reads naturally: %s", (hint) => {
      const examples = [...hint.matchAll(EXAMPLE)];
      // A placeholder named bare (no phrase, no result) leaves the owner guessing what it prints.
      expect(hint.replace(EXAMPLE, ""), "a placeholder without what it prints").not.toMatch(/\{\{/);
      for (const [, written = "", shown = ""] of examples) {
        const filled = fillPlaceholders(defaultSiteFacts, written, "the hint");
        expect(filled, written).toBe(shown);
        expect(filled, written).not.toMatch(/[{}]/);
        expect(filled.match(DOUBLED)?.[0], written).toBeUndefined();
      }
    });
  },
);

it("a phrase that says the placeholder's words again is caught as doubled", () => {
  const filled = fillPlaceholders(
    defaultSiteFacts,
    "our {{workmanshipWarranty}} workmanship warranty",
    "t",
  );
  expect(filled).toBe("our 1-year workmanship warranty workmanship warranty");
  expect(filled.match(DOUBLED)?.[0]).toBe("workmanship warranty workmanship warranty");
});

describe("placeholders in a Spanish text", () => {
  it("print the facts in Spanish words and forms", () => {
    const text =
      "{{years}}, {{workmanshipWarranty}}; una llamada {{discoveryCall}}, una visita {{consultation}}; la cocina tarda {{timeline:kitchen-remodeling}} y cuesta {{price:kitchen-remodeling:essential-refresh}} ({{priceSpan:kitchen-remodeling}}); válido {{estimateValidity}}.";
    expect(fillPlaceholders(defaultSiteFactsIn.es, text, "a test")).toBe(
      "más de 46 años, garantía de mano de obra de 1 año; una llamada de 15 minutos, una visita de 30 a 45 minutos; la cocina tarda de 6 a 8 semanas y cuesta $25,000–$40,000 (de $25,000 a $150,000 o más); válido 30 días.",
    );
  });
});
