import { describe, expect, it } from "vitest";
import { choiceFromQuery, namesAChoice } from "./choice";
import type { PricedEstimate } from "./pricing";

const estimate: PricedEstimate = {
  sections: [
    {
      id: "demo",
      lines: [
        { id: "haul", quantityMilli: 1000, unitCents: 100 },
        { id: "lights", quantityMilli: 1000, unitCents: 200, optional: true },
      ],
    },
  ],
  alternates: [
    {
      id: "cabinets",
      choices: [
        { id: "stock", lines: [{ id: "s", quantityMilli: 1000, unitCents: 300 }] },
        { id: "custom", lines: [{ id: "c", quantityMilli: 1000, unitCents: 900 }] },
      ],
    },
  ],
  depositBps: 1000,
  milestones: [{ id: "end", shareBps: 10_000 }],
};

describe("a choice in the page's address", () => {
  it("is read as the form sends it", () => {
    expect(choiceFromQuery({ "a.cabinets": "custom", o: "lights" }, estimate)).toEqual({
      alternates: { cabinets: "custom" },
      options: ["lights"],
    });
  });

  it("keeps only what the estimate offers, falling back to the first option", () => {
    expect(
      choiceFromQuery(
        { "a.cabinets": "gold", "a.roof": "x", o: ["haul", "lights", "lights", "zz"] },
        estimate,
      ),
    ).toEqual({ alternates: { cabinets: "stock" }, options: ["lights"] });
  });

  it("tells a first opening from a choice", () => {
    expect(namesAChoice({ t: "x" })).toBe(false);
    expect(namesAChoice({ t: "x", o: "lights" })).toBe(true);
    expect(namesAChoice({ t: "x", "a.cabinets": "stock" })).toBe(true);
  });
});
