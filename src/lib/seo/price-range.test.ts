import { describe, expect, it } from "vitest";
import { servicePagesFor } from "@/content/service-pages";
import { parsePriceRange } from "./price-range";
import { defaultSiteFacts } from "@/config/site-facts";

const servicePages = servicePagesFor(defaultSiteFacts);

describe("parsePriceRange", () => {
  it.each([
    ["$25K-$40K", { min: 25_000, max: 40_000 }],
    ["$80K-$150K+", { min: 80_000 }],
    ["$600K-$1M+", { min: 600_000 }],
    ["$300K-$500K", { min: 300_000, max: 500_000 }],
    ["From $75,000", { min: 75_000 }],
  ])("reads %s", (display, expected) => {
    expect(parsePriceRange(display)).toEqual(expected);
  });

  it.each(["Call us", "$40K-$25K", "$25K–$40K", "From 75000", "$25K-"])(
    "refuses %s rather than guess",
    (display) => {
      expect(() => parsePriceRange(display)).toThrow();
    },
  );

  it("reads every price a service page prints", () => {
    for (const page of servicePages) {
      for (const pkg of page.packages) expect(() => parsePriceRange(pkg.price)).not.toThrow();
    }
  });
});
