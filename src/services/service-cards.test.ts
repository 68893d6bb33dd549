import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { changedClaims, spanishFactsWith } from "../../tests/support/spanish-facts";
import { defaultBusinessFacts } from "@/business/facts";
import { defaultSiteFacts, siteFactsFrom, type SiteFacts } from "@/business/site-facts";
import { defaultServicePackages } from "@/business/packages";
import { ServiceCards } from "./components/service-cards";

const cardsText = (facts: SiteFacts) =>
  renderToStaticMarkup(createElement(ServiceCards, { facts })).replace(/<[^>]+>/g, " ");

describe("the service cards", () => {
  it("quote the structural warranty the owner set, in each edition", () => {
    const english = siteFactsFrom(
      { ...defaultBusinessFacts, claims: changedClaims },
      defaultServicePackages,
      "en",
    );
    expect(cardsText(defaultSiteFacts)).toContain("10-year structural warranty");
    expect(cardsText(english)).toContain("12-year structural warranty");
    expect(cardsText(english)).not.toContain("10-year");
    expect(cardsText(spanishFactsWith({ claims: changedClaims }))).toContain(
      "Garantía estructural de 12 años",
    );
  });

  it("leave no placeholder unfilled", () => {
    for (const facts of [defaultSiteFacts, spanishFactsWith({})]) {
      expect(cardsText(facts)).not.toMatch(/\{\{|\}\}/);
    }
  });
});
