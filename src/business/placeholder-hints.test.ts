import type { CollectionConfig, Field } from "payload";
import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "@/business/placeholders";
import { defaultSiteFacts } from "@/business/site-facts";
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
