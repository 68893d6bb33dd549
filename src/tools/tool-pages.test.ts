import { describe, expect, it } from "vitest";
import { energyPage, financingPageFor } from "@/tools/tool-pages";
import { energyPageSchema, financingPageSchema } from "@/tools/tool-page-schema";
import { tools } from "@/tools/tools";
import { creditTiers } from "@/tools/calc/financing";
import { defaultSiteFacts } from "@/business/site-facts";

const financingPage = financingPageFor(defaultSiteFacts);

const pages = [financingPage, energyPage];
const prose = (page: (typeof pages)[number]) =>
  [...page.howItWorks.paragraphs, ...page.leavesOut.paragraphs].join("\n");

describe("tool pages", () => {
  it("belong to the two tools in the tools list", () => {
    expect(pages.map((page) => page.slug)).toEqual(tools.map((tool) => tool.slug));
  });

  it("use the button texts the brief names", () => {
    expect(financingPage.contactLink.label).toBe("Discuss Financing Options");
    for (const page of pages) {
      expect(page.calculator.copyButton).toBe("Copy results");
      expect(page.calculator.copied).toBe("Results copied");
    }
  });

  it("explain the estimate and its limits in a few paragraphs each", () => {
    for (const page of pages) {
      expect(page.howItWorks.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(page.leavesOut.paragraphs.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("quote the tiers' APR ranges and the estimator's constants from the calc modules", () => {
    const financing = prose(financingPage);
    for (const tier of creditTiers) {
      expect(financing).toContain(`${tier.label} ${tier.aprRange[0]}–${tier.aprRange[1]}%`);
    }
    const energy = prose(energyPage);
    for (const figure of ["1,146 kWh", "$0.153", "$175", "18%", "12%", "80%"]) {
      expect(energy).toContain(figure);
    }
    expect(energy).toMatch(/Dallas/);
  });

  it("never prints NaN or undefined from a missing constant", () => {
    for (const page of pages) {
      expect(JSON.stringify(page)).not.toMatch(/NaN|undefined/);
    }
  });

  it("reject a page with a missing paragraph or a renamed financing link", () => {
    expect(
      financingPageSchema.safeParse({
        ...financingPage,
        contactLink: { label: "Get a Loan" },
      }).success,
    ).toBe(false);
    expect(
      energyPageSchema.safeParse({
        ...energyPage,
        leavesOut: { ...energyPage.leavesOut, paragraphs: ["Too short."] },
      }).success,
    ).toBe(false);
  });
});
