import { describe, it, expect } from "vitest";
import { cityNames } from "@/business/facts";
import { addSpans, serviceTimelines } from "@/business/timelines";
import {
  companyNameIn,
  projectPath,
  projectsFor,
  projectRules,
  projectSchema,
  type Project,
} from "./projects";
import { defaultSiteFacts } from "@/business/site-facts";

const { business, claimText } = defaultSiteFacts;
const projects = projectsFor(defaultSiteFacts);

const getProject = (slug: string) => projects.find((project) => project.slug === slug);

// Package ranges from spec §9 that each case study's budget must sit inside.
const packageRange = {
  "kitchen-transformation": { low: 45, high: 75 }, // Kitchen: Complete Transformation
  "bathroom-luxury": { low: 30, high: 50 }, // Bathroom: Luxury Retreat
  "home-addition": { low: 80, high: 150 }, // Additions: Master Suite
} as const;

const parseBand = (band: string) => {
  const match = /^\$(\d+)K[–-]\$(\d+)K$/.exec(band);
  if (!match) throw new Error(`Unparseable budget band ${band}`);
  return { low: Number(match[1]), high: Number(match[2]) };
};

const pageText = (p: Project): string =>
  [
    p.title,
    p.location,
    p.homeType,
    p.summary,
    p.goal.heading,
    p.goal.text,
    p.before.heading,
    p.before.text,
    p.scope.heading,
    ...p.scope.items,
    p.timeline.total,
    ...p.timeline.phases.flatMap((phase) => [phase.name, phase.duration, phase.text]),
    p.budgetBand,
    p.built.heading,
    ...p.built.paragraphs,
    p.result.heading,
    p.result.text,
    ...p.pairs.map((pair) => pair.caption),
    ...p.gallery.map((image) => image.caption),
  ].join(" ");

const wordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;

const kitchen = (): Project => {
  const project = getProject("kitchen-transformation");
  if (!project) throw new Error("kitchen project missing");
  return project;
};

describe("projects", () => {
  it("has the three case-study slugs and paths the service pages link to", () => {
    expect(projects.map((p) => p.slug)).toEqual([
      "kitchen-transformation",
      "bathroom-luxury",
      "home-addition",
    ]);
    expect(projects.map((p) => projectPath(p.slug))).toEqual([
      "/projects/kitchen-transformation",
      "/projects/bathroom-luxury",
      "/projects/home-addition",
    ]);
    expect(projects.map((p) => p.serviceSlug)).toEqual([
      "kitchen-remodeling",
      "bathroom-remodeling",
      "home-additions",
    ]);
  });

  it("finds a project by slug and returns undefined for an unknown one", () => {
    expect(kitchen().title).toContain("Galley");
    expect(getProject("garage-conversion")).toBeUndefined();
  });

  it("keeps each budget band inside the matching service package range", () => {
    for (const project of projects) {
      const band = parseBand(project.budgetBand);
      const range = packageRange[project.slug];
      expect(band.low).toBeLessThan(band.high);
      expect(band.low).toBeGreaterThanOrEqual(range.low);
      expect(band.high).toBeLessThanOrEqual(range.high);
    }
  });

  it("pairs each project's before and after pictures and adds a detail to its gallery", () => {
    for (const project of projects) {
      const kind = project.pairs[0]?.beforeImageId.replace(/^project-|-before$/g, "");
      expect(project.pairs).toEqual([
        expect.objectContaining({
          beforeImageId: `project-${kind}-before`,
          afterImageId: `project-${kind}-after`,
        }),
      ]);
      expect(project.gallery.map((image) => image.imageId)).toEqual([`project-${kind}-detail`]);
    }
  });

  it("gives the admin's fields the same rules, with messages an owner understands", () => {
    expect(projectRules.slug.safeParse("kitchen-in-plano").success).toBe(true);
    expect(projectRules.slug.safeParse("Kitchen in Plano").error?.issues[0]?.message).toBe(
      "Use lowercase letters, digits and single hyphens, e.g. kitchen-in-plano.",
    );
    expect(projectRules.budgetBand.safeParse("$38K-$45K").success).toBe(true);
    expect(projectRules.budgetBand.safeParse("about 40 grand").error?.issues[0]?.message).toBe(
      "Write the range in thousands, e.g. $38K–$45K.",
    );
    expect(companyNameIn(`Kitchen | ${business.name}`, business.name)).toBe(
      "Leave out the company name: every page title already ends with it.",
    );
    expect(companyNameIn("Kitchen in Plano", business.name)).toBeNull();
  });

  it("places every project in a service-area city and gives each page at least 450 words", () => {
    for (const project of projects) {
      const city = project.location.split(", ").at(-1);
      expect(cityNames).toContain(city);
      expect(wordCount(pageText(project))).toBeGreaterThanOrEqual(450);
    }
  });

  it("keeps metadata within search-result limits and free of the company name", () => {
    for (const project of projects) {
      expect(project.metaTitle.length).toBeLessThanOrEqual(60);
      expect(project.metaTitle).not.toContain(business.name);
      expect(project.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(project.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it("states warranties only as the business facts phrase them, with the structural one on the addition", () => {
    const addition = getProject("home-addition");
    expect(addition?.result.text).toContain(claimText.structuralWarranty);
    expect(addition && pageText(addition)).toMatch(/expansive clay/);
    for (const project of projects) {
      const all = pageText(project);
      expect(all).not.toMatch(/lifetime|craftsmanship warranty|\d+\s?%/i);
      expect(all).toContain(claimText.workmanshipWarranty);
      expect(project.quote).toBeUndefined();
    }
  });

  it("rejects a project without a scope or with a homeowner quote", () => {
    const withoutScope: Partial<Project> = { ...kitchen() };
    delete withoutScope.scope;
    expect(projectSchema.safeParse(withoutScope).success).toBe(false);
    expect(projectSchema.safeParse({ ...kitchen(), quote: "They were great!" }).success).toBe(
      false,
    );
    expect(projectSchema.safeParse(kitchen()).success).toBe(true);
  });
});

describe("project timelines", () => {
  it("sit inside their service's construction time and its design-and-permit time", () => {
    for (const project of projects) {
      const match = /^(\d+) weeks on site, after (?:about )?(\d+) weeks of /.exec(
        project.timeline.total,
      );
      if (!match) throw new Error(`unreadable timeline on ${project.slug}`);
      const onSite = Number(match[1]);
      const before = Number(match[2]);
      const t = serviceTimelines[project.serviceSlug];
      const planning = addSpans(t.design, t.permits);
      expect(onSite, project.slug).toBeGreaterThanOrEqual(t.construction.min);
      expect(onSite, project.slug).toBeLessThanOrEqual(t.construction.max);
      expect(before, project.slug).toBeGreaterThanOrEqual(planning.min);
      expect(before, project.slug).toBeLessThanOrEqual(planning.max);
    }
  });
});
