import { describe, it, expect } from "vitest";
import { getService } from "@/services/catalog";
import { durationInWeeks, serviceTimelines, timelineText } from "@/business/timelines";
import {
  ideasListing,
  categoryParam,
  getIdeaPage,
  ideaBudgetProblem,
  ideaCategories,
  ideaPageSchema,
  ideaPagesFor,
  ideaPath,
  type IdeaPage,
  type IdeaSlug,
} from "./ideas";
import type { ServiceSlug } from "@/business/facts";
import { defaultSiteFacts, withServicePackages } from "@/business/site-facts";

const { business } = defaultSiteFacts;
const ideaPages = ideaPagesFor(defaultSiteFacts);

const spec: Record<
  IdeaSlug,
  { timeline: string; investment: string; size: string; sizeLabel?: string; styles: string[] }
> = {
  "kitchen-inspiration": {
    timeline: "6-8 weeks",
    investment: "$45K-$65K",
    size: "150-300 sq ft",
    styles: ["Modern Minimalist", "Classic Traditional", "Transitional Blend", "Industrial Chic"],
  },
  "bathroom-inspiration": {
    timeline: "4-5 weeks",
    investment: "$25K-$35K",
    size: "80-150 sq ft",
    styles: ["Spa Retreat", "Modern Minimalist", "Classic Elegance", "Contemporary Chic"],
  },
  "addition-inspiration": {
    timeline: "12-16 weeks",
    investment: "$125K-$175K",
    size: "500-1200 sq ft",
    sizeLabel: "Added space",
    styles: ["Master Suite", "Second Story", "Sunroom", "In-Law Suite"],
  },
  "whole-home-inspiration": {
    timeline: "16-20 weeks",
    investment: "$200K-$300K",
    size: "+30-50%",
    sizeLabel: "Home value increase",
    styles: ["Modern Farmhouse", "Contemporary", "Traditional", "Transitional"],
  },
  "outdoor-inspiration": {
    timeline: "4-8 weeks",
    // The spec's idea page says $15K-$50K, but outdoor packages start at $20K (spec §9), and the
    // site quotes one starting price everywhere.
    investment: "$20K-$50K",
    size: "300-800 sq ft",
    styles: ["Entertainment Deck", "Outdoor Kitchen", "Relaxation Patio", "Garden Retreat"],
  },
  "tiny-home-inspiration": {
    timeline: "10-14 weeks",
    investment: "$80K-$150K",
    size: "200-400 sq ft",
    styles: ["Modern Minimalist", "Rustic Cabin", "Industrial Chic", "Scandinavian"],
  },
};

const page = (slug: IdeaSlug): IdeaPage => {
  const found = getIdeaPage(defaultSiteFacts, slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
};

const withoutField = (source: IdeaPage, field: keyof IdeaPage) => {
  const copy: Record<string, unknown> = structuredClone(source);
  delete copy[field];
  return copy;
};

describe("idea pages", () => {
  it("has the six spec pages in order", () => {
    expect(ideaPages.map((p) => p.slug)).toEqual(Object.keys(spec));
    expect(ideaPages.map((p) => p.category)).toEqual([...ideaCategories]);
  });

  it.each(Object.entries(spec))(
    "%s states the spec's timeline, budget, size and styles",
    (slug, s) => {
      const p = page(slug as IdeaSlug);
      expect(p.stats.timeline).toBe(`${s.timeline} of construction`);
      expect(p.stats.investment).toBe(s.investment);
      expect(p.stats.size).toBe(s.size);
      // A result figure is headed as an example until the owner confirms it (whole-home-results.ts).
      if (s.sizeLabel) expect(p.stats.sizeLabel.startsWith(s.sizeLabel)).toBe(true);
      expect(p.card.budget).toBe(s.investment);
      expect(p.card.timeline).toBe(`${s.timeline} of construction`);
      expect(p.styles.map((style) => style.name)).toEqual(s.styles);
    },
  );

  it("uses the spec's h1 wording for kitchen and bathroom", () => {
    expect(page("kitchen-inspiration").title).toBe("Modern Kitchen Design Inspiration");
    expect(page("bathroom-inspiration").title).toMatch(/^Luxury Bathroom/);
  });

  it.each(ideaPages.map((p) => [p.slug, p] as const))("%s has the counted lists", (slug, p) => {
    expect(p.possibilities).toHaveLength(8);
    expect(p.expectations).toHaveLength(8);
    expect(p.styles).toHaveLength(4);
    p.styles.forEach((style) => expect(style.features).toHaveLength(4));
    const prefix = `idea-${slug.replace("-inspiration", "")}`;
    expect(p.gallery.map((g) => g.imageId)).toEqual([1, 2, 3, 4, 5].map((n) => `${prefix}-${n}`));
    expect(getService(p.serviceSlug).slug).toBe(p.serviceSlug);
  });

  it("gives the whole-home page its lists and the spec's ROI cards", () => {
    const p = page("whole-home-inspiration");
    expect(p.roiCards).toEqual([
      { value: "75-85%", label: "Typical ROI" },
      { value: "30-60 days", label: "On market" },
      { value: "98%", label: "Satisfaction" },
    ]);
    expect(p.interiorList?.length).toBeGreaterThanOrEqual(6);
    expect(p.exteriorList?.length).toBeGreaterThanOrEqual(6);
  });

  it("says plainly that the typical whole-home build is construction, and the whole job longer", () => {
    const p = page("whole-home-inspiration");
    expect(p.intro).toContain("Construction on a project like this takes 16-20 weeks.");
    expect(p.intro).toContain(
      `take ${timelineText("whole-home-renovation").beforeConstruction}, so most whole-home projects run ${timelineText("whole-home-renovation").total} from first meeting to move-in`,
    );
    expect(p.intro).not.toContain("3-6 months from first meeting");
    expect(p.expectations[0]).toContain(`plan on ${timelineText("whole-home-renovation").total}`);
  });

  it("gives the tiny home's build time and its total from the service, in separate words", () => {
    const p = page("tiny-home-inspiration");
    expect(p.intro).toContain("The build takes 10-14 weeks");
    expect(p.intro).toContain(`take ${timelineText("tiny-homes").total} in all`);
    expect(p.intro).not.toContain("3-6 months");
  });

  it("keeps each typical build inside the service's construction time, or says why not", () => {
    for (const p of ideaPages) {
      const typical = durationInWeeks(p.stats.timeline.replace(/ of construction$/, ""));
      const service = serviceTimelines[p.serviceSlug].construction;
      if (!typical) throw new Error(`unreadable timeline on ${p.slug}`);
      if (p.slug === "bathroom-inspiration") {
        // A full primary bath takes longer than the service's typical bathroom; the page says so.
        expect(typical.max).toBeGreaterThan(service.max);
        expect(p.intro).toContain(
          `a simpler hall-bath refresh is often built in ${timelineText(p.serviceSlug).construction}`,
        );
      } else {
        expect(typical.min, p.slug).toBeGreaterThanOrEqual(service.min);
        expect(typical.max, p.slug).toBeLessThanOrEqual(service.max);
      }
    }
    expect(timelineText("whole-home-renovation").construction).toBe("3-6 months");
    expect(timelineText("tiny-homes").construction).toBe("10-16 weeks");
  });

  it("never quotes an idea budget below the service's starting price", () => {
    const outdoor = page("outdoor-inspiration");
    const from = defaultSiteFacts.services["outdoor-living"].startingPrice;
    expect(outdoor.stats.investment).toBe(`${from}-$50K`);
    expect(outdoor.card.budget).toBe(outdoor.stats.investment);
    expect(outdoor.intro).toContain(`costs ${from}-$50K`);
    expect(JSON.stringify(ideaPages)).not.toContain("$15K");
    expect(ideaBudgetProblem(defaultSiteFacts)).toBeNull();
  });

  it("gives outdoor four seasons and tiny homes their features and three lifestyle cards", () => {
    expect(page("outdoor-inspiration").seasons?.map((s) => s.season)).toEqual([
      "Spring",
      "Summer",
      "Fall",
      "Winter",
    ]);
    const tiny = page("tiny-home-inspiration");
    expect(tiny.sustainableFeatures?.length).toBeGreaterThanOrEqual(6);
    expect(tiny.lifestyleCards).toHaveLength(3);
  });

  it("keeps meta titles and descriptions within limits, unique and free of the company name", () => {
    for (const p of ideaPages) {
      expect(p.metaTitle.length).toBeLessThanOrEqual(60);
      expect(p.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(p.metaDescription.length).toBeLessThanOrEqual(160);
      expect(p.metaTitle).not.toContain(business.name);
    }
    expect(new Set(ideaPages.map((p) => p.metaTitle)).size).toBe(6);
    expect(new Set(ideaPages.map((p) => p.metaDescription)).size).toBe(6);
  });

  it("never promises a lifetime or 10-year craftsmanship warranty", () => {
    const text = JSON.stringify(ideaPages).toLowerCase();
    expect(text).not.toContain("lifetime");
    expect(text).not.toContain("craftsmanship warranty");
  });
});

describe("ideaPageSchema", () => {
  it("rejects a page without stats", () => {
    expect(
      ideaPageSchema.safeParse(withoutField(page("kitchen-inspiration"), "stats")).success,
    ).toBe(false);
  });

  it("requires each family's own fields", () => {
    expect(
      ideaPageSchema.safeParse(withoutField(page("whole-home-inspiration"), "roiCards")).success,
    ).toBe(false);
    expect(
      ideaPageSchema.safeParse(withoutField(page("outdoor-inspiration"), "seasons")).success,
    ).toBe(false);
    expect(
      ideaPageSchema.safeParse(withoutField(page("tiny-home-inspiration"), "lifestyleCards"))
        .success,
    ).toBe(false);
  });

  it("refuses a family field on another page and a card that disagrees with the stats", () => {
    const kitchen = page("kitchen-inspiration");
    const seasons = page("outdoor-inspiration").seasons;
    expect(ideaPageSchema.safeParse({ ...kitchen, seasons }).success).toBe(false);
    expect(
      ideaPageSchema.safeParse({ ...kitchen, card: { ...kitchen.card, budget: "$1K" } }).success,
    ).toBe(false);
    expect(ideaPageSchema.safeParse(kitchen).success).toBe(true);
  });
});

describe("ideaBudgetProblem: the owner's prices against the idea pages", () => {
  const withPrices = (slug: ServiceSlug, prices: string[]) =>
    withServicePackages(
      defaultSiteFacts,
      slug,
      defaultSiteFacts.services[slug].packages.map((p, i) => ({
        ...p,
        price: prices[i] ?? p.price,
      })),
    );

  it("names the idea page a starting price above its typical budget would contradict", () => {
    expect(ideaBudgetProblem(withPrices("kitchen-remodeling", ["$50K-$60K", "$60K-$80K"]))).toBe(
      'The idea page "Modern Kitchen Design Inspiration" quotes a typical project at $45K-$65K; a starting price of $50K would contradict it.',
    );
  });

  it("follows a lower outdoor starting price and refuses one above the outdoor budget's top", () => {
    const lower = withPrices("outdoor-living", ["$15K-$40K"]);
    expect(ideaBudgetProblem(lower)).toBeNull();
    expect(getIdeaPage(lower, "outdoor-inspiration")?.stats.investment).toBe("$15K-$50K");
    expect(ideaBudgetProblem(withPrices("outdoor-living", ["$55K-$70K", "$70K-$100K"]))).toMatch(
      /quotes a typical project at \$55K-\$50K; a starting price of \$55K/,
    );
  });
});

describe("idea helpers", () => {
  it("builds paths and looks pages up", () => {
    expect(ideaPath("tiny-home-inspiration")).toBe("/ideas/tiny-home-inspiration");
    expect(getIdeaPage(defaultSiteFacts, "nope")).toBeUndefined();
  });

  it("filters the cards by each category's URL value, and shows all for anything else", () => {
    expect(categoryParam("Full Home")).toBe("full-home");
    expect(categoryParam("Tiny Home")).toBe("tiny-home");
    for (const category of ideaCategories) {
      const { visible, links } = ideasListing(defaultSiteFacts, categoryParam(category));
      expect(visible.map((idea) => idea.category)).toEqual([category]);
      expect(links.find((link) => link.current)?.label).toBe(category);
    }
    for (const requested of [undefined, "all", "garage"])
      expect(ideasListing(defaultSiteFacts, requested).visible).toHaveLength(ideaPages.length);
  });
});
