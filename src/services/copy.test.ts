import { describe, expect, it } from "vitest";
import { services, type ServiceSlug } from "@/services/catalog";
import { getServicePage, servicePagesFor, servicePageSchema } from "@/services/copy";
import { serviceTimelines, timelineText } from "@/business/timelines";
import { defaultSiteFacts, siteFactsFrom, withServicePackages } from "@/business/site-facts";
import { defaultBusinessFacts } from "@/business/facts";
import { defaultServicePackages, type ServicePackage } from "@/business/packages";

const { business, claimText } = defaultSiteFacts;
const servicePages = servicePagesFor(defaultSiteFacts);

const expectedPackages: Record<ServiceSlug, [name: string, price: string, size?: string][]> = {
  "kitchen-remodeling": [
    ["Essential Refresh", "$25K-$40K"],
    ["Complete Transformation", "$45K-$75K"],
    ["Luxury Dream Kitchen", "$80K-$150K+"],
  ],
  "bathroom-remodeling": [
    ["Spa Essentials", "$15K-$25K"],
    ["Luxury Retreat", "$30K-$50K"],
    ["Master Suite Spa", "$60K-$100K+"],
  ],
  "home-additions": [
    ["Single Room", "$40K-$80K"],
    ["Master Suite", "$80K-$150K"],
    ["Second Story", "$150K-$300K+"],
  ],
  "whole-home-renovation": [
    ["Essential", "$150K-$250K"],
    ["Premium", "$300K-$500K"],
    ["Luxury Estate", "$600K-$1M+"],
  ],
  "outdoor-living": [
    ["Essentials", "$20K-$40K"],
    ["Complete", "$50K-$100K"],
    ["Luxury Resort", "$125K-$250K+"],
  ],
  "tiny-homes": [
    ["Essential Tiny", "From $75,000", "200-300 sq ft"],
    ["Luxury Compact", "From $125,000", "300-500 sq ft"],
    ["Mobile Freedom", "From $95,000", "200-400 sq ft"],
  ],
};

const allText = (value: unknown) => JSON.stringify(value);

describe("service pages", () => {
  it("has exactly one page per catalog service", () => {
    expect(servicePages).toHaveLength(6);
    expect(servicePages.map((p) => p.slug).sort()).toEqual(services.map((s) => s.slug).sort());
    for (const service of services)
      expect(getServicePage(defaultSiteFacts, service.slug).slug).toBe(service.slug);
  });

  it.each(Object.entries(expectedPackages))("%s has the spec's packages", (slug, expected) => {
    const page = getServicePage(defaultSiteFacts, slug as ServiceSlug);
    expect(page.packages.map((p) => [p.name, p.price, ...(p.size ? [p.size] : [])])).toEqual(
      expected,
    );
    expect(page.packages.map((p) => p.popular)).toEqual([false, true, false]);
    for (const pkg of page.packages) expect(pkg.features).toHaveLength(5);
  });

  it("states the construction time and the total from timelines.ts in the timeline note", () => {
    for (const page of servicePages) {
      const stated = timelineText(page.slug);
      expect(page.timelineNote).toContain(stated.construction);
      expect(page.timelineNote).toContain(stated.total);
    }
    expect(getServicePage(defaultSiteFacts, "whole-home-renovation").timelineNote).toContain(
      "runs 3-6 months, depending",
    );
    expect(getServicePage(defaultSiteFacts, "whole-home-renovation").timelineNote).toContain(
      "plan on 5-9 months",
    );
    expect(getServicePage(defaultSiteFacts, "tiny-homes").timelineNote).toContain(
      "takes 10-16 weeks",
    );
    expect(getServicePage(defaultSiteFacts, "tiny-homes").timelineNote).toContain(
      "take 4-7 months in all",
    );
  });

  it("has process steps whose phases add up to the timeline constant", () => {
    const wholeHome = getServicePage(defaultSiteFacts, "whole-home-renovation").process.steps;
    const weeksOf = (phase: string) =>
      wholeHome.filter((step) => step.phase === phase).map((step) => step.duration);
    expect(weeksOf("design")).toEqual(["1-2 weeks", "4-8 weeks"]);
    expect(weeksOf("permits")).toEqual(["3-6 weeks"]);
    expect(weeksOf("construction")).toEqual(["2-4 weeks", "3-6 weeks", "8-14 weeks"]);
    expect(serviceTimelines["whole-home-renovation"]).toMatchObject({
      design: { min: 5, max: 10 },
      permits: { min: 3, max: 6 },
      construction: { min: 13, max: 24 },
    });
  });

  it("quotes the cheapest package as the starting price", () => {
    const startingPrice = (slug: ServiceSlug) => defaultSiteFacts.services[slug].startingPrice;
    expect(startingPrice("outdoor-living")).toBe("$20K");
    expect(startingPrice("kitchen-remodeling")).toBe("$25K");
    expect(startingPrice("whole-home-renovation")).toBe("$150K");
    expect(startingPrice("tiny-homes")).toBe("$75K");
    expect(getServicePage(defaultSiteFacts, "outdoor-living").metaDescription).toContain(
      "Packages from $20K",
    );
  });

  it("uses phone-first buttons only on tiny homes", () => {
    expect(servicePages.filter((p) => p.phoneFirst).map((p) => p.slug)).toEqual(["tiny-homes"]);
  });

  it("mentions the structural warranty on additions and the eco savings on outdoor living", () => {
    expect(allText(getServicePage(defaultSiteFacts, "home-additions"))).toContain(
      claimText.structuralWarranty,
    );
    expect(allText(getServicePage(defaultSiteFacts, "outdoor-living"))).toContain("20-40%");
  });

  it("never makes a warranty claim the business doesn't offer", () => {
    const text = allText(servicePages);
    expect(text).not.toMatch(/lifetime/i);
    expect(text).not.toMatch(/craftsmanship warranty/i);
    expect(text).not.toMatch(/\{(company|phone|email)\}/);
    for (const page of servicePages) {
      if (page.slug !== "home-additions") expect(allText(page)).not.toMatch(/structural warranty/i);
    }
  });

  it("has unique, well-sized metadata without the company name", () => {
    const titles = servicePages.map((p) => p.metaTitle);
    const descriptions = servicePages.map((p) => p.metaDescription);
    expect(new Set(titles).size).toBe(6);
    expect(new Set(descriptions).size).toBe(6);
    for (const title of titles) {
      expect(title.length).toBeLessThanOrEqual(60);
      expect(title).not.toContain(business.name);
    }
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it("has the section shapes the page template expects", () => {
    for (const page of servicePages) {
      expect(page.hero.imageId).toMatch(/^service-/);
      expect(page.why.points).toHaveLength(4);
      expect(page.features.items).toHaveLength(6);
      expect(page.process.steps.length).toBeGreaterThanOrEqual(5);
      expect(page.process.steps.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("servicePageSchema", () => {
  const kitchen = getServicePage(defaultSiteFacts, "kitchen-remodeling");

  it("accepts a real page", () => {
    expect(servicePageSchema(business.name).safeParse(kitchen).success).toBe(true);
  });

  it("rejects a timeline note that doesn't state the catalog timeline", () => {
    const timelineNote =
      "Most kitchen remodels take a few weeks from demolition to final walkthrough.";
    expect(servicePageSchema(business.name).safeParse({ ...kitchen, timelineNote }).success).toBe(
      false,
    );
  });

  it("rejects steps whose durations no longer add up to the timeline constant", () => {
    const steps = kitchen.process.steps.map((step) =>
      step.title === "Cabinets, countertops and tile" ? { ...step, duration: "6-8 weeks" } : step,
    );
    const process = { ...kitchen.process, steps };
    expect(servicePageSchema(business.name).safeParse({ ...kitchen, process }).success).toBe(false);
  });

  it("rejects an unknown slug and a meta title carrying the company name", () => {
    expect(
      servicePageSchema(business.name).safeParse({ ...kitchen, slug: "roofing" }).success,
    ).toBe(false);
    const metaTitle = `Kitchens | ${business.name}`;
    expect(servicePageSchema(business.name).safeParse({ ...kitchen, metaTitle }).success).toBe(
      false,
    );
  });
});

describe("a service page's packages", () => {
  const kitchen = defaultServicePackages["kitchen-remodeling"];

  it("print the business facts they quote, as the facts stand", () => {
    const features = getServicePage(defaultSiteFacts, "home-additions").packages[0]!.features;
    expect(features).toContain(defaultSiteFacts.claimText.structuralWarranty);
    const longer = siteFactsFrom({
      ...defaultBusinessFacts,
      claims: { ...defaultBusinessFacts.claims, additionStructuralWarrantyYears: 12 },
    });
    expect(getServicePage(longer, "home-additions").packages[0]!.features).toContain(
      "12-year structural warranty on home additions",
    );
  });

  it("set the service page's cards, its starting price and the meta description", () => {
    const owners: ServicePackage[] = kitchen.map((p, i) =>
      i === 0 ? { ...p, name: "Refresh", price: "$28K-$42K" } : p,
    );
    const facts = withServicePackages(defaultSiteFacts, "kitchen-remodeling", owners);
    const page = getServicePage(facts, "kitchen-remodeling");
    expect(page.packages.map((p) => [p.name, p.price])[0]).toEqual(["Refresh", "$28K-$42K"]);
    expect(facts.services["kitchen-remodeling"].startingPrice).toBe("$28K");
    expect(page.metaDescription).toContain("packages from $28K");
    expect(getServicePage(defaultSiteFacts, "kitchen-remodeling").metaDescription).toContain(
      "packages from $25K",
    );
  });
});
