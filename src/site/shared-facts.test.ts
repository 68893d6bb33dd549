import { describe, expect, it } from "vitest";
import { blogCopy } from "@/posts/blog";
import { getAllPosts } from "@/posts/seed-articles";
import { cityPagesFor } from "@/cities/cities";
import { cityTemplateFor } from "@/cities/city-template";
import { contactPageFor } from "@/leads/contact-page";
import { allFaqItems } from "@/faqs/faq";
import { faqPage } from "@/faqs/faq-page";
import { homeFor, projectsSectionCopy } from "./home";
import { getIdeaPage, ideaPagesFor } from "@/ideas/ideas";
import { ideasIndex } from "@/ideas/ideas-index";
import { privacyPolicyFor, termsOfServiceFor } from "@/legal/legal";
import { projectFraming, projectsFor } from "@/projects/projects";
import { sampleReviews } from "@/reviews/reviews";
import { services } from "@/services/catalog";
import { getServicePage, servicePagesFor } from "@/services/copy";
import { timelineText } from "@/business/timelines";
import { energyPage, financingPageFor } from "@/tools/tool-pages";
import { tools, toolsIndex } from "@/tools/tools";
import { defaultSiteFacts } from "@/business/site-facts";

const { business, factText } = defaultSiteFacts;
const cityPages = cityPagesFor(defaultSiteFacts);
const ideaPages = ideaPagesFor(defaultSiteFacts);
const privacyPolicy = privacyPolicyFor(defaultSiteFacts);
const termsOfService = termsOfServiceFor(defaultSiteFacts);
const projects = projectsFor(defaultSiteFacts);
const servicePages = servicePagesFor(defaultSiteFacts);
const home = homeFor(defaultSiteFacts);
const cityTemplate = cityTemplateFor(defaultSiteFacts);
const contactPage = contactPageFor(defaultSiteFacts);
const financingPage = financingPageFor(defaultSiteFacts);

/*
 * Facts that several pages state must come from one constant: these tests read every page's
 * content and check that the pages quote the constant's wording and nothing that contradicts it.
 */

/** Every string in a content value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const siteText = strings([
  services,
  servicePages,
  allFaqItems(defaultSiteFacts),
  faqPage.en,
  ideaPages,
  ideasIndex,
  cityPages,
  home,
  projectFraming,
  projects,
  sampleReviews,
  privacyPolicy,
  termsOfService,
  contactPage,
  financingPage,
  energyPage,
  tools,
  toolsIndex,
  getAllPosts().map((post) => [post.title, post.excerpt, post.body]),
]);

const sentences = siteText.flatMap((text) => text.split(/(?<=[.!?])\s+|\n+/));

const faqAnswer = (question: string) =>
  allFaqItems(defaultSiteFacts).find((item) => item.question === question)?.answer ?? "";

const idea = (slug: Parameters<typeof getIdeaPage>[1]) => {
  const page = getIdeaPage(defaultSiteFacts, slug);
  if (!page) throw new Error(`missing ${slug}`);
  return page;
};

describe("one timeline per service", () => {
  it("reads the whole-home timeline from one constant on the service page, FAQ and idea page", () => {
    const { construction, total } = timelineText("whole-home-renovation");
    expect(construction).toBe("3-6 months");
    expect(total).toBe("5-9 months");
    const service = getServicePage(defaultSiteFacts, "whole-home-renovation");
    expect(service.timelineNote).toContain(`runs ${construction}`);
    expect(service.timelineNote).toContain(`plan on ${total} in all`);
    expect(faqAnswer("How long does a remodel take?")).toContain(
      `${construction} for a whole-home renovation`,
    );
    expect(faqAnswer("How long does a remodel take?")).toContain(
      `${total} for a whole-home renovation`,
    );
    expect(idea("whole-home-inspiration").intro).toContain(
      `run ${total} from first meeting to move-in`,
    );
  });

  it("reads the tiny-home timeline from one constant on the service page, FAQ and idea page", () => {
    const { construction, total } = timelineText("tiny-homes");
    expect(construction).toBe("10-16 weeks");
    expect(total).toBe("4-7 months");
    expect(getServicePage(defaultSiteFacts, "tiny-homes").timelineNote).toContain(
      `takes ${construction}`,
    );
    expect(getServicePage(defaultSiteFacts, "tiny-homes").timelineNote).toContain(
      `take ${total} in all`,
    );
    expect(faqAnswer("How long does a remodel take?")).toContain(`${construction} for a tiny home`);
    expect(faqAnswer("How long does a remodel take?")).toContain(`${total} for a tiny home`);
    expect(idea("tiny-home-inspiration").intro).toContain(`take ${total} in all`);
  });

  it("says 3-6 months only of whole-home construction, never of a total or a tiny home", () => {
    const quoting = sentences.filter((s) => s.includes("3-6 months"));
    expect(quoting.length).toBeGreaterThanOrEqual(4);
    for (const sentence of quoting) {
      expect(sentence, sentence).toMatch(/construction/i);
      expect(sentence, sentence).not.toMatch(
        /(plan on |take )3-6 months|3-6 months[^,.;]*(in all|overall|first meeting|move-in)/i,
      );
      expect(sentence, sentence).not.toMatch(
        /3-6 months (for|of) (a )?tiny|tiny[^,.;]*3-6 months/i,
      );
    }
  });

  it("quotes the typical whole-home build as construction and nothing else", () => {
    expect(siteText.join(" ")).not.toContain("12-20 weeks");
    for (const sentence of sentences.filter((s) => s.includes("16-20 weeks"))) {
      expect(sentence, sentence).toMatch(/construction/i);
    }
  });
});

describe("one outdoor-living starting price", () => {
  it("reads $20K from the cheapest outdoor package on the service page, FAQ, home and idea page", () => {
    const from = defaultSiteFacts.services["outdoor-living"].startingPrice;
    expect(from).toBe("$20K");
    expect(
      getServicePage(defaultSiteFacts, "outdoor-living").packages[0]?.price.startsWith(from),
    ).toBe(true);
    expect(getServicePage(defaultSiteFacts, "outdoor-living").metaDescription).toContain(
      `Packages from ${from}`,
    );
    expect(faqAnswer("What does a remodel typically cost?")).toContain(
      `${from} for outdoor living`,
    );
    // The home page shows the idea cards, so the card budget is what home visitors read.
    const outdoor = idea("outdoor-inspiration");
    expect(outdoor.card.budget).toBe(`${from}-$50K`);
    expect(outdoor.stats.investment).toBe(outdoor.card.budget);
    expect(outdoor.intro).toContain(`${from}-$50K`);
  });

  it("never quotes the old $15K outdoor figure", () => {
    expect(siteText.join(" ")).not.toContain("$15K-$50K");
    const outdoorText = strings([
      getServicePage(defaultSiteFacts, "outdoor-living"),
      idea("outdoor-inspiration"),
    ]);
    expect(outdoorText.join(" ")).not.toContain("$15K");
  });
});

describe("one HOA policy", () => {
  it("never makes HOA approval the homeowner's job", () => {
    const hoaSentences = sentences.filter((s) => /\bHOA|homeowners association/i.test(s));
    expect(hoaSentences.length).toBeGreaterThan(10);
    for (const sentence of hoaSentences) {
      expect(sentence, sentence).not.toMatch(/responsib/i);
      expect(sentence, sentence).not.toMatch(/\b(you|homeowners?) (must )?(obtain|get|secure)/i);
    }
    expect(siteText).toContain(factText.hoaApproval);
  });

  it("says we prepare and submit the HOA application where the service and city pages mention it", () => {
    expect(strings(getServicePage(defaultSiteFacts, "outdoor-living")).join(" ")).toContain(
      "We prepare and submit both applications",
    );
    for (const slug of ["plano", "allen", "irving"] as const) {
      const page = cityPages.find((p) => p.slug === slug);
      expect(page?.permits.text, slug).toMatch(/prepare and submit/);
    }
  });
});

describe("representative projects", () => {
  it("are named one way everywhere, from projectFraming", () => {
    expect(home.projects.caseStudiesHeading).toBe(projectFraming.heading);
    expect(home.projects.intro).toContain(projectFraming.note);
    expect(projectsSectionCopy(home, [{ representative: true }, { representative: true }])).toEqual(
      {
        heading: projectFraming.heading,
        intro: home.projects.intro,
      },
    );
    // "Case study" and "recent" would present the three examples as finished client jobs.
    for (const text of siteText) expect(text).not.toMatch(/case stud|recent project case/i);
  });

  it("stop calling the section representative once the owner shows a finished job", () => {
    const copy = projectsSectionCopy(home, [{ representative: false }, { representative: true }]);
    expect(copy).toEqual({ heading: "Recent projects", intro: home.projects.ownIntro });
    expect(copy.intro).not.toContain(projectFraming.note);
  });
});

describe("copy", () => {
  it("is in US spelling", () => {
    const british =
      /\b(labour\w*|licence\w*|levell\w*|labell\w*|colour\w*|favourite\w*|organis\w*|realis(e|ed|es|ing|ation)|centre\w*|metre\w*|neighbour\w*|behaviour\w*|catalogue\w*|grey|aluminium|practise\w*|modell\w*|travell\w*|cancell\w*|judgement|programme\w*|storey\w*|mould\w*|defence|cheque\w*|whilst|amongst|fibre\w*|analys(e|ed|es|ing)|utilis\w*|minimis\w*|maximis\w*|optimis\w*|prioritis\w*|recognis\w*|apologis\w*|summaris\w*|authoris\w*|ageing|draught\w*)\b/i;
    for (const text of siteText) expect(text).not.toMatch(british);
  });

  it("talks about what a contractor hands over, not real-estate closing documents", () => {
    expect(siteText.join(" ")).not.toMatch(/closing documents/i);
  });
});

describe("page titles", () => {
  // The layout appends " | <company>"; html-validate flags a <title> over 70 characters. Blog
  // titles are left out: they are the spec's article titles, and their slugs are the URLs.
  it("fit in 70 characters with the company name appended", () => {
    const titles = [
      ...servicePages.map((p) => p.metaTitle),
      ...ideaPages.map((p) => p.metaTitle),
      ...projects.map((p) => p.metaTitle),
      ...cityPages.map((p) => cityTemplate.metaTitle(p.city)),
      ...tools.map((t) => t.metaTitle),
      toolsIndex.metaTitle,
      contactPage.metaTitle,
      faqPage.en.metaTitle,
      ideasIndex.metaTitle,
      blogCopy.metaTitle,
      privacyPolicy.title,
      termsOfService.title,
    ];
    for (const title of titles) {
      expect(`${title} | ${business.name}`.length, title).toBeLessThanOrEqual(70);
    }
  });
});
