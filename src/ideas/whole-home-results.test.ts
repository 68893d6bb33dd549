import { describe, expect, it } from "vitest";
import { placeholderFacts } from "@/business/facts";
import { businessFactsShape } from "@/business/rules";
import { defaultSiteFactsIn, siteFactsFrom } from "@/business/site-facts";
import { ideaPagesFor } from "@/ideas/ideas";
import { asResults, wholeHomeResultCards } from "@/ideas/whole-home-results";

const fresh = placeholderFacts.wholeHomeResults;
const wholeHome = (facts = defaultSiteFactsIn.en) =>
  ideaPagesFor(facts).find((page) => page.slug === "whole-home-inspiration")!;

describe("the whole-home results", () => {
  it("are a fresh install's examples, not confirmed", () => {
    expect(fresh.confirmed).toBe(false);
  });

  it("are worded from the facts in each edition", () => {
    expect(wholeHomeResultCards(fresh, "en").map((card) => card.value)).toEqual([
      "75-85%",
      "30-60 days",
      "98%",
    ]);
    expect(wholeHomeResultCards(fresh, "es").map((card) => card.value)).toEqual([
      "de 75 a 85%",
      "de 30 a 60 días",
      "98%",
    ]);
  });

  it("say they are examples until the owner confirms them, then only the figures", () => {
    expect(asResults(false, "Home value increase", "en")).toBe(
      "Home value increase (example figures, not yet confirmed by us)",
    );
    expect(asResults(true, "Home value increase", "en")).toBe("Home value increase");
    const page = wholeHome();
    expect(page.resultsConfirmed).toBe(false);
    expect(page.stats.sizeLabel).toContain("example figures");
    const confirmed = siteFactsFrom({
      ...placeholderFacts,
      wholeHomeResults: { ...fresh, satisfactionPercent: 91, homeValueMin: 20, confirmed: true },
    });
    const mine = wholeHome(confirmed);
    expect(mine.resultsConfirmed).toBe(true);
    expect(mine.stats.sizeLabel).toBe("Home value increase");
    expect(mine.stats.size).toBe("+20-50%");
    expect(mine.roiCards?.[2]?.value).toBe("91%");
  });

  it("refuse a range that runs backwards", () => {
    const rule = businessFactsShape.wholeHomeResults;
    expect(rule.safeParse(fresh).success).toBe(true);
    expect(rule.safeParse({ ...fresh, returnMin: 90 }).success).toBe(false);
    expect(rule.safeParse({ ...fresh, daysOnMarketMax: 10 }).success).toBe(false);
    expect(rule.safeParse({ ...fresh, satisfactionPercent: 101 }).success).toBe(false);
  });
});
