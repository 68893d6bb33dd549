import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  combinedSavings,
  computeEnergySavings,
  defaultMonthlyBill,
  energyDefaults,
  energyDisclaimer,
  energySummary,
  energyUpgrades,
  getUpgrade,
  savingsShares,
  upgradeKeys,
  type UpgradeKey,
} from "./energy";
import { formatUsd } from "./format";

// The table's rules live here, not in energy.ts: that module ships to the browser, and parsing
// the table at import would ship zod with it. A table that breaks them fails CI instead.
const energyUpgradeSchema = z.object({
  key: z.enum(upgradeKeys),
  label: z.string().min(1),
  savings: z.number().gt(0).lt(1),
  defaultOn: z.boolean(),
});
const energyUpgradesSchema = z
  .array(energyUpgradeSchema)
  .refine(
    (upgrades) =>
      upgrades.length === upgradeKeys.length &&
      upgradeKeys.every((key) => upgrades.some((u) => u.key === key)),
    "every upgrade exactly once",
  );

const allKeys = energyUpgrades.map((u) => u.key);
const defaultKeys = energyUpgrades.filter((u) => u.defaultOn).map((u) => u.key);
const selection = fc.subarray(allKeys);
const bill = fc.double({ min: 0, max: 100_000, noNaN: true });

describe("energy constants", () => {
  it("has the seven upgrades in order with their savings and defaults", () => {
    expect(energyUpgrades).toEqual([
      {
        key: "windows-doors",
        label: "Energy-efficient windows & doors",
        savings: 0.12,
        defaultOn: true,
      },
      { key: "insulation", label: "Insulation + air sealing", savings: 0.18, defaultOn: true },
      { key: "hvac", label: "High-efficiency HVAC / heat pump", savings: 0.2, defaultOn: false },
      { key: "solar", label: "Solar PV system", savings: 0.35, defaultOn: false },
      { key: "appliances", label: "ENERGY STAR appliances", savings: 0.08, defaultOn: true },
      { key: "led", label: "LED lighting", savings: 0.06, defaultOn: true },
      { key: "thermostat", label: "Smart thermostat", savings: 0.05, defaultOn: true },
    ]);
  });

  it("has the rate, usage, cap, default bill and disclaimer", () => {
    expect(energyDefaults).toEqual({
      ratePerKwh: 0.153,
      averageKwh: 1146,
      maxCombinedSavings: 0.8,
    });
    expect(defaultMonthlyBill(energyDefaults.ratePerKwh)).toBe(175);
    expect(defaultMonthlyBill(0.2)).toBe(229);
    expect(energyDisclaimer).toBe(
      "Energy savings are estimates based on typical Dallas-area conditions. Actual results vary by home size, equipment, occupancy, and weather.",
    );
  });

  it("has a table that satisfies its schema", () => {
    expect(() => energyUpgradesSchema.parse(energyUpgrades)).not.toThrow();
  });

  it("rejects a table that leaves out or repeats an upgrade", () => {
    const [first, ...rest] = energyUpgrades;
    expect(energyUpgradesSchema.safeParse(rest).success).toBe(false);
    expect(energyUpgradesSchema.safeParse([...rest, rest[0]]).success).toBe(false);
    expect(energyUpgradesSchema.safeParse([first, ...rest]).success).toBe(true);
  });

  it("rejects an upgrade with a field missing or a saving outside 0..1", () => {
    expect(
      energyUpgradeSchema.safeParse({ key: "led", label: "LED lighting", savings: 0.06 }).success,
    ).toBe(false);
    expect(
      energyUpgradeSchema.safeParse({ key: "led", savings: 0.06, defaultOn: true }).success,
    ).toBe(false);
    expect(
      energyUpgradeSchema.safeParse({
        key: "led",
        label: "LED lighting",
        savings: 6,
        defaultOn: true,
      }).success,
    ).toBe(false);
    expect(
      energyUpgradeSchema.safeParse({
        key: "led",
        label: "LED lighting",
        savings: 0.06,
        defaultOn: true,
      }).success,
    ).toBe(true);
  });
});

describe("combinedSavings", () => {
  it("compounds the savings: 1 − Π(1 − s)", () => {
    expect(combinedSavings([])).toBe(0);
    expect(combinedSavings(["solar"])).toBeCloseTo(0.35, 12);
    expect(combinedSavings(["windows-doors", "insulation"])).toBeCloseTo(1 - 0.88 * 0.82, 12);
    expect(combinedSavings(defaultKeys)).toBeCloseTo(0.407162304, 12);
  });

  it("with all seven selected gives 1 − Π(1 − s) ≈ 69.2%, under the 80% cap", () => {
    expect(combinedSavings(allKeys)).toBeCloseTo(
      1 - 0.88 * 0.82 * 0.8 * 0.65 * 0.92 * 0.94 * 0.95,
      12,
    );
    expect(combinedSavings(allKeys)).toBeLessThan(energyDefaults.maxCombinedSavings);
  });

  it("ignores the order and duplicates of the selection", () => {
    fc.assert(
      fc.property(selection, (keys) => {
        const shuffled: UpgradeKey[] = [...keys].reverse();
        expect(combinedSavings([...shuffled, ...keys])).toBe(combinedSavings(keys));
      }),
    );
  });

  it("never falls when an upgrade is added and stays within 0..0.8", () => {
    fc.assert(
      fc.property(selection, fc.constantFrom(...allKeys), (keys, extra) => {
        const before = combinedSavings(keys);
        const after = combinedSavings([...keys, extra]);
        expect(after).toBeGreaterThanOrEqual(before);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(energyDefaults.maxCombinedSavings);
      }),
    );
  });
});

describe("computeEnergySavings", () => {
  it("gives $71 a month on the default $175 bill with the five default upgrades", () => {
    const result = computeEnergySavings({ monthlyBill: 175, selected: defaultKeys });
    expect(formatUsd(result.monthlySavings, { cents: false })).toBe("$71");
    expect(result).toMatchObject({
      monthlySavings: 71,
      annualSavings: 852,
      newBill: 104,
      percent: 41,
    });
  });

  it("rounds the monthly saving to whole dollars and multiplies it by 12", () => {
    fc.assert(
      fc.property(bill, selection, (monthlyBill, selected) => {
        const result = computeEnergySavings({ monthlyBill, selected });
        expect(Number.isInteger(result.monthlySavings)).toBe(true);
        expect(result.monthlySavings).toBe(Math.round(monthlyBill * result.fraction));
        expect(result.annualSavings).toBe(12 * result.monthlySavings);
        expect(result.tenYearSavings).toBe(10 * result.annualSavings);
        expect(result.percent).toBe(Math.round(result.fraction * 100));
        expect(result.newBill).toBeGreaterThanOrEqual(0);
        if (monthlyBill >= 2.5) expect(result.newBill).toBe(monthlyBill - result.monthlySavings);
      }),
    );
  });

  it("saves nothing with no upgrades or a zero bill", () => {
    expect(computeEnergySavings({ monthlyBill: 175, selected: [] })).toEqual({
      fraction: 0,
      monthlySavings: 0,
      annualSavings: 0,
      tenYearSavings: 0,
      newBill: 175,
      percent: 0,
    });
    expect(computeEnergySavings({ monthlyBill: 0, selected: allKeys })).toMatchObject({
      monthlySavings: 0,
      annualSavings: 0,
      newBill: 0,
    });
  });

  it("treats a negative bill as $0", () => {
    expect(computeEnergySavings({ monthlyBill: -50, selected: defaultKeys })).toMatchObject({
      monthlySavings: 0,
      annualSavings: 0,
      newBill: 0,
      percent: 41,
    });
  });

  it("gives NaN dollar figures for a bill that is not a number, keeping the percentage", () => {
    for (const monthlyBill of [NaN, Infinity, -Infinity]) {
      const result = computeEnergySavings({ monthlyBill, selected: defaultKeys });
      expect(result.monthlySavings).toBeNaN();
      expect(result.annualSavings).toBeNaN();
      expect(result.newBill).toBeNaN();
      expect(result.percent).toBe(41);
      expect(formatUsd(result.newBill, { cents: false })).toBe("-");
    }
  });
});

describe("energySummary", () => {
  it("lists the bill, rate, each chosen upgrade, the results and the disclaimer", () => {
    const inputs = { monthlyBill: 175, ratePerKwh: 0.153, selected: defaultKeys };
    const summary = energySummary(inputs, computeEnergySavings(inputs));
    for (const text of [
      "Current monthly electric bill: $175",
      "Electricity rate: $0.153 per kWh",
      "- Energy-efficient windows & doors (12%)",
      "- Insulation + air sealing (18%)",
      "- ENERGY STAR appliances (8%)",
      "- LED lighting (6%)",
      "- Smart thermostat (5%)",
      "Estimated monthly savings: $71",
      "Estimated annual savings: $852",
      "Combined savings: 41%",
      "New estimated monthly bill: $104",
      energyDisclaimer,
    ]) {
      expect(summary).toContain(text);
    }
    expect(summary).not.toContain("Solar PV system");
    expect(summary).not.toContain("High-efficiency HVAC");
  });

  it("says when nothing is selected and shows cents the visitor typed", () => {
    const inputs = { monthlyBill: 180.5, ratePerKwh: 0.1575, selected: [] };
    const summary = energySummary(inputs, computeEnergySavings(inputs));
    expect(summary).toContain("- None selected");
    expect(summary).toContain("Current monthly electric bill: $180.50");
    expect(summary).toContain("Electricity rate: $0.1575 per kWh");
    expect(summary).toContain("New estimated monthly bill: $180.50");
  });

  it('shows "-" for figures that could not be computed', () => {
    const inputs = { monthlyBill: NaN, ratePerKwh: NaN, selected: defaultKeys };
    const summary = energySummary(inputs, computeEnergySavings(inputs));
    expect(summary).toContain("Estimated monthly savings: -");
    expect(summary).toContain("Electricity rate: -");
    expect(summary).not.toContain("NaN");
  });
});

describe("savingsShares", () => {
  it("shares the combined, capped saving out by each upgrade's own saving, to the dollar", () => {
    fc.assert(
      fc.property(bill, selection, (monthlyBill, selected) => {
        const result = computeEnergySavings({ monthlyBill, selected });
        const shares = savingsShares(selected, result);
        expect(shares.map((s) => s.key)).toEqual(
          energyUpgrades.filter((u) => selected.includes(u.key)).map((u) => u.key),
        );
        if (shares.length === 0) return;
        const fractions = shares.reduce((sum, s) => sum + s.fraction, 0);
        expect(fractions).toBeCloseTo(result.fraction, 12);
        expect(shares.reduce((sum, s) => sum + s.monthlySavings, 0)).toBe(result.monthlySavings);
        for (const share of shares) {
          expect(Number.isInteger(share.monthlySavings)).toBe(true);
          const own = getUpgrade(share.key).savings;
          // In proportion to each upgrade's own saving.
          expect(share.fraction / result.fraction).toBeCloseTo(
            own / shares.reduce((sum, s) => sum + getUpgrade(s.key).savings, 0),
            12,
          );
        }
      }),
    );
  });

  it("splits the default $71 a month between the five default upgrades", () => {
    const result = computeEnergySavings({ monthlyBill: 175, selected: defaultKeys });
    const shares = savingsShares(defaultKeys, result);
    // Windows 12, insulation 18, appliances 8, LED 6, thermostat 5: 49 points for 41%.
    expect(shares.map((s) => s.monthlySavings)).toEqual([17, 26, 12, 9, 7]);
    expect(shares[1]!.fraction).toBeCloseTo((18 / 49) * result.fraction, 12);
  });

  it("is empty with nothing selected, and NaN dollars for a bill that is not a number", () => {
    expect(savingsShares([], computeEnergySavings({ monthlyBill: 175, selected: [] }))).toEqual([]);
    const garbled = computeEnergySavings({ monthlyBill: NaN, selected: ["led"] });
    expect(savingsShares(["led"], garbled)).toEqual([
      { key: "led", fraction: garbled.fraction, monthlySavings: NaN },
    ]);
  });
});
