import { describe, it, expect } from "vitest";
import { cityNames } from "@/business/facts";
import {
  allFaqItems,
  faqAnswerProblem,
  faqCategoriesFor,
  faqQuestionProblem,
  faqSchema,
  faqSeed,
} from "@/faqs/faq";
import { faqHeadingsEs, faqSeedEs } from "@/faqs/faq-es";
import { faqPage } from "@/faqs/faq-page";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { timelineText } from "@/business/timelines";
import { defaultBusinessFacts } from "@/business/facts";
import { defaultServicePackages } from "@/business/packages";
import { defaultSiteFacts, siteFactsFrom, withServicePackages } from "@/business/site-facts";

const { business, claimText } = defaultSiteFacts;
const faqCategories = faqCategoriesFor(defaultSiteFacts);

const words = (text: string) => text.trim().split(/\s+/).length;
const answerTo = (question: string) =>
  allFaqItems(defaultSiteFacts).find((item) => item.question === question)?.answer ?? "";
const allAnswers = () =>
  allFaqItems(defaultSiteFacts)
    .map((item) => item.answer)
    .join(" ");

describe("faqCategories", () => {
  it("has the four categories from the spec, in order", () => {
    expect(faqCategories.map((c) => c.title)).toEqual([
      "Finding the Right Contractor",
      "Remodeling Costs & Estimates",
      "Project Timeline & Process",
      "Warranty & Post-Project Support",
    ]);
    expect(faqCategories.map((c) => c.id)).toEqual([
      "choosing-a-contractor",
      "costs",
      "timeline",
      "warranty",
    ]);
  });

  it("gives the warranty category the id the footer's #warranty link targets", () => {
    expect(faqCategories.find((c) => c.title === "Warranty & Post-Project Support")?.id).toBe(
      "warranty",
    );
  });

  it("has at least five questions per category, answers of 40-120 words in plain text", () => {
    for (const category of faqCategories) expect(category.items.length).toBeGreaterThanOrEqual(5);
    for (const { answer } of allFaqItems(defaultSiteFacts)) {
      expect(words(answer)).toBeGreaterThanOrEqual(40);
      expect(words(answer)).toBeLessThanOrEqual(120);
      expect(answer).not.toMatch(/\*\*|\]\(|\n|^#/);
    }
  });

  it("flattens every item", () => {
    expect(allFaqItems(defaultSiteFacts)).toHaveLength(
      faqCategories.reduce((n, c) => n + c.items.length, 0),
    );
  });

  it("states the business facts from business.ts", () => {
    const text = allAnswers();
    expect(text).toContain(`valid for ${business.estimates.validDays} days`);
    expect(text).toContain(business.estimates.depositPercent);
    expect(text).toContain(claimText.workmanshipWarranty);
    expect(text).toContain(
      `${business.claims.additionStructuralWarrantyYears}-year structural warranty`,
    );
    expect(text).toContain(`${business.consultation.inHomeMinutes} minute in-home consultation`);
    expect(text).toContain(`${business.consultation.discoveryCallMinutes}-minute discovery call`);
    expect(text).toContain(claimText.years);
    expect(text).toContain("registered and insured");
    expect(text).toContain(business.email);
    expect(text).toContain(business.phone.display);
    for (const method of business.paymentMethods)
      expect(text.toLowerCase()).toContain(method.toLowerCase());
  });

  it("reads every service timeline, by phase, from timelines.ts", () => {
    const timelineAnswer = answerTo("How long does a remodel take?");
    for (const slug of [
      "kitchen-remodeling",
      "bathroom-remodeling",
      "home-additions",
      "whole-home-renovation",
      "outdoor-living",
      "tiny-homes",
    ] as const) {
      const stated = timelineText(slug);
      expect(timelineAnswer).toContain(stated.construction);
      expect(timelineAnswer).toContain(stated.total);
    }
    expect(timelineAnswer).toContain("3-6 months for a whole-home renovation");
    expect(timelineAnswer).toContain("5-9 months for a whole-home renovation");
    expect(timelineAnswer).toContain("10-16 weeks for a tiny home");
    expect(timelineAnswer).toContain("4-7 months for a tiny home");
    expect(timelineAnswer).not.toMatch(/3-6 months for a tiny home/);
  });

  it("quotes each service's starting price from its cheapest package", () => {
    const costs = answerTo("What does a remodel typically cost?");
    expect(costs).toContain(
      `about ${defaultSiteFacts.services["kitchen-remodeling"].startingPrice} for a kitchen`,
    );
    expect(costs).toContain(
      `${defaultSiteFacts.services["outdoor-living"].startingPrice} for outdoor living`,
    );
    expect(costs).toContain("$20K for outdoor living");
  });

  it("keeps the facts as {{placeholders}} in the seed, so answers follow the owner's changes", () => {
    const seeded = JSON.stringify(faqSeed);
    expect(seeded).toContain("{{startingPrice:kitchen-remodeling}} for a kitchen");
    expect(seeded).toContain("call {{phone}}");
    expect(seeded).not.toContain(business.phone.display);
    const changed = withServicePackages(
      siteFactsFrom({ ...defaultBusinessFacts, phone: "(972) 555-0188" }),
      "kitchen-remodeling",
      defaultServicePackages["kitchen-remodeling"].map((p, i) =>
        i === 0 ? { ...p, price: "$27K-$40K" } : p,
      ),
    );
    const text = JSON.stringify(allFaqItems(changed));
    expect(text).toContain("about $27K for a kitchen");
    expect(text).toContain("call (972) 555-0188");
  });

  it("names the cities with their capitals, in the text the JSON-LD also reads", () => {
    const cities = answerTo("Which cities do you work in?");
    expect(cities).toContain(
      "We work in Dallas, Plano, Allen, Richardson, Garland, Mesquite, Carrollton, and Irving.",
    );
    for (const city of cityNames) expect(cities).toContain(city);
    expect(cities).not.toMatch(
      /\b(dallas|plano|allen|richardson|garland|mesquite|carrollton|irving)\b/,
    );
  });

  it("points warranty claims at what the final walkthrough hands over, not closing documents", () => {
    const text = allAnswers();
    expect(text).not.toMatch(/closing documents/i);
    expect(answerTo("How do I request warranty service?")).toContain(
      "the written warranty and the city's final inspection approval",
    );
  });

  it("never promises a lifetime or 10-year craftsmanship warranty", () => {
    const text = JSON.stringify(faqCategories);
    expect(text).not.toMatch(/lifetime/i);
    expect(text).not.toMatch(/10-year craftsmanship/i);
  });
});

describe("faqSchema", () => {
  const valid = () => structuredClone(faqCategories) as unknown as Record<string, unknown>[];

  it("accepts the published FAQ", () => {
    expect(faqSchema.safeParse(valid()).success).toBe(true);
  });

  it("rejects a category without items", () => {
    const data = valid();
    delete data[0]?.items;
    expect(faqSchema.safeParse(data).success).toBe(false);
  });

  it("rejects a category with fewer than five items", () => {
    const data = valid();
    const first = data[0] as { items: unknown[] };
    first.items = first.items.slice(0, 4);
    expect(faqSchema.safeParse(data).success).toBe(false);
  });

  it("rejects an FAQ without a warranty category", () => {
    const data = valid();
    const last = data[3] as { id: string };
    last.id = "after-the-project";
    expect(faqSchema.safeParse(data).success).toBe(false);
  });

  it("rejects markdown, short answers and lifetime warranty claims", () => {
    const withAnswer = (answer: string) => {
      const data = valid() as unknown as { items: { answer: string }[] }[];
      const item = data[0]?.items[0];
      if (item) item.answer = answer;
      return faqSchema.safeParse(data).success;
    };
    const long = allFaqItems(defaultSiteFacts)[0]?.answer ?? "";
    expect(withAnswer("Too short to help anyone.")).toBe(false);
    expect(withAnswer(`**Yes.** ${long}`.split(" ").slice(0, 100).join(" "))).toBe(false);
    expect(withAnswer(`${long.split(" ").slice(0, 100).join(" ")} lifetime`)).toBe(false);
  });
});

describe("the Spanish side's rules", () => {
  const words = (count: number) => Array.from({ length: count }, () => "palabra").join(" ");

  it("lets a Spanish answer run to 140 words, and no further", () => {
    expect(faqAnswerProblem(words(130), "es")).toBeNull();
    expect(faqAnswerProblem(words(130), "en")).toMatch(/40 to 120 words/);
    expect(faqAnswerProblem(words(141), "es")).toMatch(/40 to 140 words.*\(now 141\)/);
  });

  it("refuses a lifetime warranty in Spanish as in English", () => {
    expect(faqAnswerProblem(`${words(50)} con garantía de por vida.`, "es")).toMatch(/1-year/);
    expect(faqAnswerProblem(`${words(50)} una garantía vitalicia.`, "es")).toMatch(/1-year/);
  });

  it("wants a Spanish question opened with ¿", () => {
    expect(faqQuestionProblem("¿Cuánto cuesta una cocina?", "es")).toBeNull();
    expect(faqQuestionProblem("Cuánto cuesta una cocina?", "es")).toMatch(/¿/);
  });
});

describe("the Spanish FAQ seed", () => {
  const spans = (text: string) =>
    [...text.matchAll(/(\d+)(?:-| a )(\d+)/g)].map((m) => `${m[1]}-${m[2]}`);

  it("states the same spans of time as timelines.ts, where it writes them out", () => {
    const at = faqSeed.findIndex((c) =>
      c.items.some((i) => i.question === "How long does a remodel take?"),
    );
    const index = faqSeed[at]!.items.findIndex(
      (i) => i.question === "How long does a remodel take?",
    );
    const english = faqSeed[at]!.items[index]!.answer;
    const spanish = faqSeedEs[at]!.items[index]!.answer;
    expect(new Set(spans(spanish))).toEqual(new Set(spans(english)));
  });

  it("has every English entry, in the same categories and order, by the Spanish rules", () => {
    expect(faqSeedEs.map((c) => [c.id, c.items.length])).toEqual(
      faqSeed.map((c) => [c.id, c.items.length]),
    );
    for (const item of faqSeedEs.flatMap((c) => c.items)) {
      expect(faqQuestionProblem(item.question, "es"), item.question).toBeNull();
      expect(faqAnswerProblem(item.answer, "es"), item.question).toBeNull();
    }
  });
});

describe("the Spanish FAQ page's copy", () => {
  it("has a Spanish string for every English one, none the same and none in English", () => {
    const places = (copy: object) => stringsIn(copy).map(({ at }) => at);
    expect(places(faqPage.es)).toEqual(places(faqPage.en));
    for (const key of Object.keys(faqPage.en) as (keyof typeof faqPage.en)[])
      expect(faqPage.es[key], key).not.toBe(faqPage.en[key]);
    expect(englishLeftovers(faqPage.es)).toEqual([]);
    expect(englishLeftovers(faqHeadingsEs)).toEqual([]);
  });

  it("fits its title with the company name in 70 characters, its description in 160", () => {
    expect(`${faqPage.es.metaTitle} | ${business.name}`.length).toBeLessThanOrEqual(70);
    expect(faqPage.es.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(faqPage.es.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it("keeps the categories' ids, so /es/faq#warranty is the warranty section", () => {
    expect(faqHeadingsEs.map((heading) => heading.id)).toEqual(faqSeed.map((c) => c.id));
  });
});
