import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depositProblem, depositRange } from "./deposit";
import {
  firstChoice,
  lineTotal,
  priceEstimate,
  type EstimateChoice,
  type EstimateFigures,
  type PricedEstimate,
  type PricedLine,
  widestChoice,
} from "./pricing";

/** A kitchen as the owner might write it: one section, three packages, one optional item. */
const kitchen: PricedEstimate = {
  sections: [
    {
      id: "demolition",
      lines: [
        { id: "haul-off", quantityMilli: 1000, unitCents: 85_000 },
        { id: "floor-removal", quantityMilli: 212_500, unitCents: 375 }, // 212.5 sq ft at $3.75
        { id: "pot-filler", quantityMilli: 1000, unitCents: 64_999, optional: true },
      ],
    },
  ],
  alternates: [
    {
      id: "package",
      choices: [
        {
          id: "refresh",
          lines: [{ id: "refresh-work", quantityMilli: 1000, unitCents: 2_500_000 }],
        },
        {
          id: "premium",
          lines: [{ id: "premium-work", quantityMilli: 1000, unitCents: 4_000_000 }],
        },
      ],
    },
  ],
  taxBps: 825,
  depositBps: 1000,
  milestones: [
    { id: "rough-in", shareBps: 4000 },
    { id: "completion", shareBps: 6000 },
  ],
};

const figuresOf = (estimate: PricedEstimate, choice: EstimateChoice): EstimateFigures => {
  const priced = priceEstimate(estimate, choice);
  if (!priced.ok) throw new Error(priced.problem);
  return priced.figures;
};

describe("an estimate's figures", () => {
  it("price a line once, to the cent", () => {
    expect(lineTotal({ id: "a", quantityMilli: 212_500, unitCents: 375 })).toBe(79_688); // $796.875
    expect(lineTotal({ id: "b", quantityMilli: 333, unitCents: 100 })).toBe(33);
  });

  it("follow the homeowner's choice of package and options", () => {
    const first = figuresOf(kitchen, firstChoice(kitchen));
    expect(first.subtotal).toBe(85_000 + 79_688 + 2_500_000);
    expect(first.tax).toBe(219_837); // 8.25 % of $26,646.88 is $2,198.3676
    expect(first.total).toBe(2_664_688 + 219_837);
    expect(first.deposit).toBe(288_453); // 10 % of $28,845.25, a half cent rounded up
    expect(first.payments).toEqual([
      { id: "deposit", cents: 288_453 },
      // 40/60 of $25,960.72 is $10,384.288 and $15,576.432: the spare cent goes to the first.
      { id: "rough-in", cents: 1_038_429 },
      { id: "completion", cents: 1_557_643 },
    ]);
    const premium = figuresOf(kitchen, {
      alternates: { package: "premium" },
      options: ["pot-filler"],
    });
    expect(premium.subtotal - first.subtotal).toBe(1_500_000 + 64_999);
    expect(premium.alternates).toEqual([
      { id: "package", choiceId: "premium", subtotal: 4_000_000 },
    ]);
  });

  it("refuse a choice the estimate does not offer, with the reason", () => {
    const cases: [EstimateChoice, RegExp][] = [
      [{ alternates: { package: "gold" }, options: [] }, /Choose one option for "package"/],
      [{ alternates: {}, options: [] }, /Choose one option/],
      [{ alternates: { package: "refresh", color: "red" }, options: [] }, /no choice "color"/],
      [
        { alternates: { package: "refresh" }, options: ["haul-off"] },
        /no optional item "haul-off"/,
      ],
    ];
    const mansion: PricedEstimate = {
      ...kitchen,
      sections: [{ id: "all", lines: [{ id: "x", quantityMilli: 2_000, unitCents: 600_000_000 }] }],
    };
    expect(priceEstimate(mansion, firstChoice(mansion))).toEqual({
      ok: false,
      problem: "The estimate comes to more than $10,000,000.",
    });
    for (const [choice, reason] of cases)
      expect(priceEstimate(kitchen, choice)).toEqual({
        ok: false,
        problem: expect.stringMatching(reason),
      });
  });
});

const line = (id: string): fc.Arbitrary<PricedLine> =>
  fc.record({
    id: fc.constant(id),
    quantityMilli: fc.integer({ min: 0, max: 500_000 }), // up to 500 units
    unitCents: fc.integer({ min: 0, max: 50_000 }), // up to $500 a unit: at most $6M in all
    optional: fc.boolean(),
  });
const lines = (prefix: string) =>
  fc
    .integer({ min: 0, max: 6 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => line(`${prefix}-${i}`))));

const anEstimate: fc.Arbitrary<PricedEstimate> = fc.record({
  sections: fc
    .tuple(lines("s0"), lines("s1"), lines("s2"))
    .map((sets) => sets.map((set, i) => ({ id: `section-${i}`, lines: set }))),
  alternates: fc
    .tuple(lines("a0"), lines("a1"), lines("a2"))
    .map((sets) => [
      { id: "package", choices: sets.map((set, i) => ({ id: `choice-${i}`, lines: set })) },
    ]),
  taxBps: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined }),
  depositBps: fc.integer({ min: 1000, max: 2000 }),
  milestones: fc
    .array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 6 })
    .map((shares) => shares.map((shareBps, i) => ({ id: `m${i}`, shareBps }))),
});

/** An estimate with a homeowner's choice among what it offers. */
const chosen = anEstimate.chain((estimate) => {
  const optional = [
    ...estimate.sections.flatMap((s) => s.lines),
    ...estimate.alternates.flatMap((g) => g.choices.flatMap((c) => c.lines)),
  ]
    .filter((l) => l.optional)
    .map((l) => l.id);
  return fc
    .record({
      pick: fc.integer({ min: 0, max: 2 }),
      options: fc.subarray(optional),
    })
    .map(({ pick, options }) => ({
      estimate,
      choice: { alternates: { package: `choice-${pick}` }, options } satisfies EstimateChoice,
    }));
});

describe("whatever the owner writes and the homeowner picks", () => {
  it("the parts add up to the subtotal, and subtotal and tax to the total, to the cent", () => {
    fc.assert(
      fc.property(chosen, ({ estimate, choice }) => {
        const figures = figuresOf(estimate, choice);
        const parts = [...figures.sections, ...figures.alternates].map((part) => part.subtotal);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(figures.subtotal);
        expect(figures.subtotal + figures.tax).toBe(figures.total);
        for (const value of [...parts, figures.tax, figures.total, figures.deposit])
          expect(Number.isSafeInteger(value)).toBe(true);
      }),
    );
  });

  it("the deposit and every payment add up to the total exactly", () => {
    fc.assert(
      fc.property(chosen, ({ estimate, choice }) => {
        const figures = figuresOf(estimate, choice);
        expect(figures.payments.reduce((sum, p) => sum + p.cents, 0)).toBe(figures.total);
        expect(figures.payments[0]).toEqual({ id: "deposit", cents: figures.deposit });
        expect(figures.payments.every((p) => p.cents >= 0)).toBe(true);
        // The deposit is its share of the total, rounded once.
        expect(
          Math.abs(figures.deposit * 10_000 - figures.total * estimate.depositBps),
        ).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it("adding an optional item raises the subtotal by exactly that item's amount", () => {
    fc.assert(
      fc.property(chosen, ({ estimate, choice }) => {
        const shown = [
          ...estimate.sections.flatMap((s) => s.lines),
          ...estimate.alternates[0]!.choices.find((c) => c.id === choice.alternates.package)!.lines,
        ];
        const extra = shown.find((l) => l.optional && !choice.options.includes(l.id));
        fc.pre(extra !== undefined);
        const before = figuresOf(estimate, choice).subtotal;
        const after = figuresOf(estimate, {
          ...choice,
          options: [...choice.options, extra!.id],
        }).subtotal;
        expect(after - before).toBe(lineTotal(extra!));
      }),
    );
  });

  it("no choice costs more than the widest one, which the admin checks before saving", () => {
    fc.assert(
      fc.property(chosen, ({ estimate, choice }) => {
        const widest = figuresOf(estimate, widestChoice(estimate)).total;
        expect(figuresOf(estimate, choice).total).toBeLessThanOrEqual(widest);
      }),
    );
  });
});

describe("the deposit", () => {
  it("reads the business facts' range", () => {
    expect(depositRange("10-20%")).toEqual({ lowBps: 1000, highBps: 2000 });
    expect(depositRange("12.5–20 %")).toEqual({ lowBps: 1250, highBps: 2000 });
    expect(depositRange("15%")).toEqual({ lowBps: 1500, highBps: 1500 });
  });

  it("refuses a range it cannot read or that makes no sense", () => {
    for (const stated of ["", "ten percent", "20-10%", "0-10%", "10-200%", "10-20"])
      expect(() => depositRange(stated), stated).toThrow(RangeError);
  });

  it("says when an estimate's deposit is outside the range", () => {
    const range = depositRange("10-20%");
    expect(depositProblem(1000, range)).toBeUndefined();
    expect(depositProblem(2000, range)).toBeUndefined();
    expect(depositProblem(999, range)).toMatch("between 10% and 20%");
    expect(depositProblem(2500, range)).toMatch("between 10% and 20%");
  });
});
