import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { localeOfPath, localePath, withoutLocale } from "./locale";

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const sitePath = fc
  .array(segment, { maxLength: 3 })
  .chain((parts) =>
    fc
      .constantFrom("", "?category=kitchen", "#warranty")
      .map((tail) => `/${parts.join("/")}${tail}`),
  )
  .filter((path) => localeOfPath(path) === "en");

describe("the editions' paths", () => {
  it("puts the Spanish edition under /es with the same path after it", () => {
    expect(localePath("es", "/")).toBe("/es");
    expect(localePath("es", "/faq")).toBe("/es/faq");
    expect(localePath("es", "/services/kitchen-remodeling")).toBe(
      "/es/services/kitchen-remodeling",
    );
    expect(localePath("es", "/resources?category=cost-guides")).toBe(
      "/es/resources?category=cost-guides",
    );
    expect(localePath("es", "/#reviews")).toBe("/es#reviews");
    expect(localePath("en", "/es/faq")).toBe("/faq");
    expect(localePath("en", "/es")).toBe("/");
    expect(localePath("es", "/es/faq")).toBe("/es/faq");
  });

  it("leaves links that are not site paths alone", () => {
    for (const link of [
      "tel:+12145550100",
      "mailto:a@b.example",
      "https://x.example/",
      "//x.example/a",
      "#top",
    ])
      expect(localePath("es", link)).toBe(link);
  });

  it("does not take a path that merely starts with es for Spanish", () => {
    for (const path of ["/est", "/es-faq", "/esfaq", "/services/es"])
      expect(localeOfPath(path), path).toBe("en");
  });

  it("goes to Spanish and back to the same path, for any path", () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        const spanish = localePath("es", path);
        expect(localeOfPath(spanish)).toBe("es");
        expect(withoutLocale(spanish)).toBe(path);
        expect(localePath("en", spanish)).toBe(path);
      }),
    );
  });
});
