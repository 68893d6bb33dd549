import { describe, expect, it } from "vitest";
import { englishWordsIn } from "@/lib/i18n/english-leftovers";
import { imageIds, images } from "./images";
import { spanishRegistryAlts } from "./registry-alts-es";

/** The registry's own illustrations: everything but the uploaded project and article pictures. */
const registryIds = imageIds.filter((id) => !/^(project|blog)-/.test(id));

/** Names kept as they are in Spanish: the chair style and the cabinet-door style. */
const allowed = ["Adirondack", "shaker", "subway"];

describe("the registry illustrations' Spanish descriptions", () => {
  it("describe every registry illustration, and only those", () => {
    expect(registryIds.length).toBe(37);
    expect(Object.keys(spanishRegistryAlts).sort()).toEqual([...registryIds].sort());
  });

  it("fit the rules the English ones follow (images.ts, the admin's 160 characters)", () => {
    for (const [id, alt] of Object.entries(spanishRegistryAlts)) {
      expect(alt.trim(), id).toBe(alt);
      expect(alt.length, id).toBeGreaterThanOrEqual(20);
      expect(alt.length, id).toBeLessThanOrEqual(160);
      expect(alt, id).toMatch(/^Ilustración (de|del) /);
      expect(alt, id).not.toBe(images[id as keyof typeof images].alt);
    }
  });

  it("are written in Spanish", () => {
    for (const [id, alt] of Object.entries(spanishRegistryAlts)) {
      const leftovers = englishWordsIn(alt).filter((word) => !allowed.includes(word));
      expect(leftovers, id).toEqual([]);
    }
  });
});
