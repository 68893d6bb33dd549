import { describe, it, expect } from "vitest";
import { business, claimText } from "@/config/business";
import { getService } from "@/content/service-catalog";
import { allFaqItems, faqCategories, faqSchema } from "@/content/faq";

const words = (text: string) => text.trim().split(/\s+/).length;
const allAnswers = () =>
  allFaqItems()
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
    for (const { answer } of allFaqItems()) {
      expect(words(answer)).toBeGreaterThanOrEqual(40);
      expect(words(answer)).toBeLessThanOrEqual(120);
      expect(answer).not.toMatch(/\*\*|\]\(|\n|^#/);
    }
  });

  it("flattens every item", () => {
    expect(allFaqItems()).toHaveLength(faqCategories.reduce((n, c) => n + c.items.length, 0));
  });

  it("states the business facts from business.ts", () => {
    const text = allAnswers();
    expect(text).toContain(`valid for ${business.estimates.validDays} days`);
    expect(text).toContain(business.estimates.depositPercent);
    expect(text).toContain(claimText.workmanshipWarranty);
    expect(text).toContain(
      `${business.claims.additionStructuralWarrantyYears}-year structural warranty`,
    );
    expect(text).toContain(`${business.consultation.inHomeMinutes} minutes`);
    expect(text).toContain(`${business.consultation.discoveryCallMinutes}-minute discovery call`);
    expect(text).toContain(claimText.years);
    expect(text).toContain("registered and insured");
    expect(text).toContain(business.email);
    expect(text).toContain(business.phone.display);
    for (const method of business.paymentMethods)
      expect(text.toLowerCase()).toContain(method.toLowerCase());
  });

  it("reads every service timeline from the service catalog", () => {
    const timelineAnswer = faqCategories.find((c) => c.id === "timeline")?.items[0]?.answer ?? "";
    for (const slug of [
      "kitchen-remodeling",
      "bathroom-remodeling",
      "home-additions",
      "whole-home-renovation",
      "outdoor-living",
      "tiny-homes",
    ] as const) {
      expect(timelineAnswer).toContain(getService(slug).timeline);
    }
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
    const long = allFaqItems()[0]?.answer ?? "";
    expect(withAnswer("Too short to help anyone.")).toBe(false);
    expect(withAnswer(`**Yes.** ${long}`.split(" ").slice(0, 100).join(" "))).toBe(false);
    expect(withAnswer(`${long.split(" ").slice(0, 100).join(" ")} lifetime`)).toBe(false);
  });
});
