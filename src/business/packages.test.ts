import { describe, expect, it } from "vitest";
import {
  defaultServicePackages,
  priceEnds,
  readPrice,
  readPriceIfValid,
  priceText,
  packageRules,
  packageSetRule,
  servicePackagesRule,
} from "./packages";
import { defaultSiteFactsIn } from "@/business/site-facts";

const message = (rule: { safeParse: (v: unknown) => unknown }, value: unknown) => {
  const result = rule.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return result.success ? null : result.error!.issues[0]!.message;
};

const kitchen = defaultServicePackages["kitchen-remodeling"];

describe("package prices", () => {
  it.each([
    ["$25K-$40K", { min: 25_000, max: 40_000 }],
    ["$80K-$150K+", { min: 80_000 }],
    ["$600K-$1M+", { min: 600_000 }],
    ["$300K-$500K", { min: 300_000, max: 500_000 }],
    ["From $75,000", { min: 75_000 }],
  ])("reads %s (an open end has no maximum)", (display, expected) => {
    expect(readPrice(display)).toEqual(expected);
  });

  it.each(["Call us", "$40K-$25K", "$25K–$40K", "From 75000", "$25K-"])(
    "refuses %s rather than guess",
    (display) => {
      expect(() => readPrice(display)).toThrow();
      expect(readPriceIfValid(display)).toBeUndefined();
    },
  );

  it.each([
    ["$25K-$40K", { low: "$25K", high: "$40K" }],
    ["$80K-$150K+", { low: "$80K", high: "$150K+" }],
    ["$600K-$1M+", { low: "$600K", high: "$1M+" }],
    ["From $75,000", undefined],
  ])("gives %s's two ends as printed", (display, expected) => {
    expect(priceEnds(display)).toEqual(expected);
  });

  it("reads every price a fresh install's packages print", () => {
    for (const packages of Object.values(defaultServicePackages))
      for (const pkg of packages) expect(readPriceIfValid(pkg.price)).toBeDefined();
  });

  it("accepts the forms the cards print and explains any other", () => {
    for (const price of ["$25K-$40K", "$80K-$150K+", "$600K-$1M+", "From $125,000"])
      expect(message(packageRules.price, price)).toBeNull();
    expect(message(packageRules.price, "25000")).toMatch(/^Write the price as a range, e\.g\./);
    expect(message(packageRules.price, "$25k-$40k")).toMatch(/^Write the price as a range/);
    expect(message(packageRules.price, "$40K-$25K")).toBe(
      "The range's first figure is lower than its second.",
    );
    expect(message(packageRules.size, "200 square feet")).toBe(
      'Write the size like "200-300 sq ft" (in Spanish "200-300 pies cuadrados"), or leave it empty.',
    );
  });
});

describe("a service's packages", () => {
  it("are three, at most one badged, each with its own name", () => {
    expect(message(servicePackagesRule, kitchen)).toBeNull();
    expect(message(servicePackagesRule, kitchen.slice(0, 2))).toBe(
      "A service has three packages: the page shows them side by side.",
    );
    const twoPopular = kitchen.map((p, i) => ({ ...p, popular: i > 0 }));
    expect(message(servicePackagesRule, twoPopular)).toBe(
      "Mark at most one package as Most Popular.",
    );
    const noneBadged = kitchen.map((p) => ({ ...p, popular: false }));
    expect(message(servicePackagesRule, noneBadged)).toBeNull();
    const sameName = kitchen.map((p) => ({ ...p, name: "Kitchen" }));
    expect(message(servicePackagesRule, sameName)).toBe("Give each package its own name.");
  });
});

describe("the admin's check of the list", () => {
  it("says what is wrong with the set and leaves each field's fault to the field", () => {
    expect(message(packageSetRule, kitchen)).toBeNull();
    const badPrice = kitchen.map((p, i) => (i === 0 ? { ...p, price: "about 20 grand" } : p));
    expect(message(packageSetRule, badPrice)).toBeNull();
    const unnamed = kitchen.map((p) => ({ ...p, name: undefined }));
    expect(message(packageSetRule, unnamed)).toBeNull();
    expect(message(packageSetRule, kitchen.slice(0, 1))).toBe(
      "A service has three packages: the page shows them side by side.",
    );
  });
});

describe("prices in Spanish", () => {
  it("print in full, as Spanish-language price tags in Texas write them", () => {
    expect(priceText("$25K-$40K", "es")).toBe("$25,000–$40,000");
    expect(priceText("$80K-$150K+", "es")).toBe("$80,000–$150,000 o más");
    expect(priceText("$1M-$2M", "es")).toBe("$1,000,000–$2,000,000");
    expect(priceText("From $75,000", "es")).toBe("Desde $75,000");
    expect(priceText("$25K-$40K", "en")).toBe("$25K-$40K");
  });

  it("quote the starting price the same way", () => {
    expect(defaultSiteFactsIn.es.services["kitchen-remodeling"].startingPrice).toBe("$25,000");
    expect(defaultSiteFactsIn.en.services["kitchen-remodeling"].startingPrice).toBe("$25K");
  });
});
