import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeEnergySavings, energyUpgrades } from "./energy";
import { computeFinancing, creditTiers, loanTerms } from "./financing";
import { formatUsd } from "./format";
import {
  billFieldText,
  comparedTerms,
  defaultEnergyFields,
  defaultFinancingFields,
  energyInputs,
  energyQuery,
  financingInputs,
  financingQuery,
  parseEnergyQuery,
  parseFinancingQuery,
  parseLoanTerm,
  withComparedTerm,
  withCreditTier,
  withUpgrade,
  type EnergyFields,
  type FinancingFields,
} from "./query";

// Text a number field can hold, including what a visitor leaves mid-edit.
const fieldTextArb = fc.oneof(
  fc.constant(""),
  fc.nat({ max: 10_000_000 }).map(String),
  fc.double({ min: 0, max: 1e7, noNaN: true }).map(String),
  fc.constantFrom("15.", ".5", "-3", "1e5", "0.1575"),
);
const financingFieldsArb: fc.Arbitrary<FinancingFields> = fc.record({
  cost: fieldTextArb,
  downPayment: fieldTextArb,
  tier: fc.constantFrom(...creditTiers.map((t) => t.key)),
  apr: fieldTextArb,
  termMonths: fc.constantFrom(...loanTerms),
  extra: fieldTextArb,
  compare: fc.uniqueArray(fc.constantFrom(...loanTerms), { maxLength: 2 }),
});
const energyFieldsArb: fc.Arbitrary<EnergyFields> = fc.record({
  monthlyBill: fc.option(fieldTextArb),
  ratePerKwh: fieldTextArb,
  selected: fc.subarray(energyUpgrades.map((u) => u.key)),
});

describe("financing query", () => {
  it("is empty at the defaults, which reproduce $806.67 at 15% for 120 months", () => {
    expect(financingQuery(defaultFinancingFields)).toBe("");
    expect(parseFinancingQuery("")).toEqual(defaultFinancingFields);
    const inputs = financingInputs(parseFinancingQuery(""));
    expect(inputs).toMatchObject({ apr: 15, termMonths: 120, tier: "good" });
    expect(formatUsd(computeFinancing(inputs).monthlyPayment, { cents: true })).toBe("$806.67");
  });

  it("writes only what differs from the defaults", () => {
    const fields = { ...withCreditTier(defaultFinancingFields, "excellent"), cost: "42000" };
    expect(financingQuery(fields)).toBe("cost=42000&tier=excellent");
    expect(financingQuery({ ...fields, apr: "9.5", termMonths: 60 })).toBe(
      "cost=42000&tier=excellent&apr=9.5&term=60",
    );
  });

  it("round-trips any fields", () => {
    fc.assert(
      fc.property(financingFieldsArb, (fields) => {
        expect(parseFinancingQuery(`?${financingQuery(fields)}`)).toEqual(fields);
      }),
    );
  });

  it("keeps an emptied field empty", () => {
    const fields = { ...defaultFinancingFields, cost: "", apr: "" };
    expect(financingQuery(fields)).toBe("cost=&apr=");
    expect(parseFinancingQuery("cost=&apr=")).toEqual(fields);
  });

  it("falls back to the defaults for values a field could not hold", () => {
    expect(parseFinancingQuery("?cost=abc&down=1,000&tier=platinum&apr=NaN&term=100")).toEqual(
      defaultFinancingFields,
    );
    expect(parseFinancingQuery("?apr=Infinity&cost=1e999")).toEqual(defaultFinancingFields);
  });

  it("takes the APR of the tier in the link when the link has no APR", () => {
    expect(parseFinancingQuery("tier=poor")).toMatchObject({ tier: "poor", apr: "27" });
    expect(parseFinancingQuery("tier=poor&apr=24.5")).toMatchObject({ apr: "24.5" });
  });
});

describe("withCreditTier", () => {
  it("resets the APR to the tier's default", () => {
    for (const tier of creditTiers) {
      const fields = withCreditTier({ ...defaultFinancingFields, apr: "33.3" }, tier.key);
      expect(fields.tier).toBe(tier.key);
      expect(fields.apr).toBe(String(tier.defaultApr));
    }
  });
});

describe("parseLoanTerm", () => {
  it("accepts only the eight terms", () => {
    expect(parseLoanTerm("60")).toBe(60);
    expect(parseLoanTerm("61")).toBeNull();
    expect(parseLoanTerm(null)).toBeNull();
  });
});

describe("compared terms", () => {
  it("are five and seven years beside the chosen term until changed, and ride in `vs`", () => {
    expect(comparedTerms(defaultFinancingFields)).toEqual([60, 84, 120]);
    const one = withComparedTerm(defaultFinancingFields, 1, null);
    expect(financingQuery(one)).toBe("vs=60");
    expect(parseFinancingQuery("?vs=60").compare).toEqual([60]);
    const changed = withComparedTerm(one, 1, 36);
    expect(financingQuery(changed)).toBe("vs=60,36");
    expect(comparedTerms(changed)).toEqual([36, 60, 120]);
    expect(financingQuery(withComparedTerm(withComparedTerm(changed, 0, null), 0, null))).toBe(
      "vs=",
    );
    expect(parseFinancingQuery("?vs=").compare).toEqual([]);
  });

  it("ignore unknown and repeated terms and keep at most two", () => {
    expect(parseFinancingQuery("?vs=61,36,36,abc,48,72").compare).toEqual([36, 48]);
    expect(comparedTerms({ ...defaultFinancingFields, compare: [120, 60] })).toEqual([60, 120]);
    expect(withComparedTerm({ ...defaultFinancingFields, compare: [60] }, 1, 60).compare).toEqual([
      60,
    ]);
  });

  it("keep an extra payment in `extra`, garbage ignored", () => {
    expect(financingQuery({ ...defaultFinancingFields, extra: "150" })).toBe("extra=150");
    expect(parseFinancingQuery("?extra=150").extra).toBe("150");
    expect(parseFinancingQuery("?extra=lots").extra).toBe("0");
  });
});

describe("financingInputs", () => {
  it("reads an empty field as 0, a negative one as 0 and an APR above 60 as 60", () => {
    expect(
      financingInputs({ ...defaultFinancingFields, cost: "", downPayment: "-500", apr: "75" }),
    ).toEqual({
      cost: 0,
      downPayment: 0,
      tier: "good",
      apr: 60,
      termMonths: 120,
      extra: 0,
      compare: [60, 84, 120],
    });
  });

  it("never produces a result that prints NaN", () => {
    fc.assert(
      fc.property(financingFieldsArb, (fields) => {
        const result = computeFinancing(financingInputs(fields));
        for (const n of Object.values(result)) {
          expect(formatUsd(n, { cents: true })).not.toContain("NaN");
        }
      }),
    );
  });
});

describe("energy query", () => {
  it("is empty at the defaults, which reproduce $71 a month on a $175 bill", () => {
    expect(energyQuery(defaultEnergyFields)).toBe("");
    expect(parseEnergyQuery("")).toEqual(defaultEnergyFields);
    const inputs = energyInputs(defaultEnergyFields);
    expect(inputs.monthlyBill).toBe(175);
    expect(computeEnergySavings(inputs).monthlySavings).toBe(71);
    expect(billFieldText(defaultEnergyFields)).toBe("175");
  });

  it("writes the selection in catalogue order with readable commas", () => {
    const fields = withUpgrade(withUpgrade(defaultEnergyFields, "solar", true), "led", false);
    expect(energyQuery(fields)).toBe(
      "upgrades=windows-doors,insulation,solar,appliances,thermostat",
    );
    expect(energyQuery({ ...defaultEnergyFields, selected: [] })).toBe("upgrades=");
    expect(energyQuery({ ...defaultEnergyFields, monthlyBill: "210", ratePerKwh: "0.14" })).toBe(
      "bill=210&rate=0.14",
    );
  });

  it("round-trips any fields", () => {
    fc.assert(
      fc.property(energyFieldsArb, (fields) => {
        expect(parseEnergyQuery(`?${energyQuery(fields)}`)).toEqual(fields);
      }),
    );
  });

  it("reads no upgrades from an empty list and ignores unknown keys", () => {
    expect(parseEnergyQuery("upgrades=").selected).toEqual([]);
    expect(parseEnergyQuery("upgrades=solar,jacuzzi,hvac,solar").selected).toEqual([
      "hvac",
      "solar",
    ]);
    expect(parseEnergyQuery("bill=lots&rate=-x")).toEqual(defaultEnergyFields);
  });
});

describe("withUpgrade", () => {
  it("adds and removes one upgrade, keeping the catalogue order", () => {
    const on = withUpgrade(defaultEnergyFields, "hvac", true);
    expect(on.selected).toEqual([
      "windows-doors",
      "insulation",
      "hvac",
      "appliances",
      "led",
      "thermostat",
    ]);
    expect(withUpgrade(on, "hvac", false)).toEqual(defaultEnergyFields);
    expect(withUpgrade(on, "hvac", true)).toEqual(on);
  });
});

describe("energyInputs", () => {
  it("follows the rate with a typical 1146 kWh month until a bill is typed", () => {
    const fields = { ...defaultEnergyFields, ratePerKwh: "0.2" };
    expect(energyInputs(fields).monthlyBill).toBe(229);
    expect(billFieldText(fields)).toBe("229");
    const typed = { ...fields, monthlyBill: "180.5" };
    expect(energyInputs(typed).monthlyBill).toBe(180.5);
    expect(billFieldText(typed)).toBe("180.5");
  });

  it("reads empty fields as 0 and a negative bill as 0", () => {
    expect(energyInputs({ ...defaultEnergyFields, ratePerKwh: "" }).monthlyBill).toBe(0);
    expect(energyInputs({ ...defaultEnergyFields, monthlyBill: "" }).monthlyBill).toBe(0);
    expect(energyInputs({ ...defaultEnergyFields, monthlyBill: "-40" }).monthlyBill).toBe(0);
  });

  it("never produces a result that prints NaN", () => {
    fc.assert(
      fc.property(energyFieldsArb, (fields) => {
        const result = computeEnergySavings(energyInputs(fields));
        for (const n of [result.monthlySavings, result.annualSavings, result.newBill]) {
          expect(formatUsd(n, { cents: true })).not.toContain("NaN");
        }
        expect(billFieldText(fields)).not.toContain("NaN");
      }),
    );
  });
});
