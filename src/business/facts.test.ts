import { describe, expect, it } from "vitest";
import { listInSentence, serviceAreas, toE164 } from "./facts";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";

const { business, factText } = defaultSiteFacts;

describe("business facts", () => {
  it("turn a display phone into E.164", () => {
    expect(toE164("(214) 555-0142")).toBe("+12145550142");
    expect(toE164("1-972-555-0100")).toBe("+19725550100");
    expect(() => toE164("555-0100")).toThrow(/10-digit/);
  });

  it("hold the spec's claims and the eight service areas with Dallas linking home", () => {
    expect(business.claims).toMatchObject({
      yearsExperience: 46,
      projectsCompleted: 200,
      averageRating: 4.9,
      reviewCount: 127,
      workmanshipWarrantyYears: 1,
    });
    expect(serviceAreas.map((a) => a.city)).toEqual([
      "Dallas",
      "Plano",
      "Allen",
      "Richardson",
      "Garland",
      "Mesquite",
      "Carrollton",
      "Irving",
    ]);
    expect(serviceAreas[0]?.href).toBe("/");
    expect(serviceAreas[1]?.href).toBe("/service-area/plano-remodeling-contractor");
  });

  it("list items in a sentence with a serial comma, keeping each item's capitals", () => {
    expect(listInSentence(["Dallas"])).toBe("Dallas");
    expect(listInSentence(["Dallas", "Plano"])).toBe("Dallas and Plano");
    expect(listInSentence(["Dallas", "Plano", "Allen"])).toBe("Dallas, Plano, and Allen");
    expect(factText.serviceAreas).toBe(
      "Dallas, Plano, Allen, Richardson, Garland, Mesquite, Carrollton, and Irving",
    );
    expect(factText.paymentMethods).toBe(
      "cash, check, major credit cards, and financing through partner lenders",
    );
  });

  it("list the same facts in a Spanish sentence, with Spanish conjunctions", () => {
    const { factText: spanish } = defaultSiteFactsIn.es;
    expect(spanish.serviceAreas).toBe(
      "Dallas, Plano, Allen, Richardson, Garland, Mesquite, Carrollton e Irving",
    );
    expect(spanish.paymentMethods).toBe(
      "efectivo, cheque, las principales tarjetas de crédito y financiamiento con prestamistas asociados",
    );
    expect(listInSentence(["Dallas", "Plano"], "es")).toBe("Dallas y Plano");
  });
});
