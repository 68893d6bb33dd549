import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./placeholders";
import { defaultSiteFactsIn, withServicePackages, type SiteFacts } from "./site-facts";
import { defaultServicePackages } from "./packages";

const span = (facts: SiteFacts, service: string) =>
  fillPlaceholders(facts, `{{priceSpan:${service}}}`, "a test");

/** The kitchen's packages with the dearest one's range closed: "$80K-$150K". */
const closedKitchen = (facts: SiteFacts) =>
  withServicePackages(
    facts,
    "kitchen-remodeling",
    defaultServicePackages["kitchen-remodeling"].map((p, i, all) =>
      i === all.length - 1 ? { ...p, price: "$80K-$150K" } : p,
    ),
  );

describe("{{priceSpan:<service>}}", () => {
  it("runs from the cheapest package's low end to the dearest one's high end", () => {
    expect(span(defaultSiteFactsIn.en, "kitchen-remodeling")).toBe("$25K to $150K+");
    expect(span(defaultSiteFactsIn.es, "kitchen-remodeling")).toBe("de $25,000 a $150,000 o más");
  });

  it("ends at the dearest package's maximum when that range is closed", () => {
    expect(span(closedKitchen(defaultSiteFactsIn.en), "kitchen-remodeling")).toBe("$25K to $150K");
    expect(span(closedKitchen(defaultSiteFactsIn.es), "kitchen-remodeling")).toBe(
      "de $25,000 a $150,000",
    );
  });

  it("has no span for a service priced only from a figure", () => {
    expect(() => span(defaultSiteFactsIn.en, "tiny-homes")).toThrow(
      'service "tiny-homes" has no price ranges to span',
    );
  });
});
