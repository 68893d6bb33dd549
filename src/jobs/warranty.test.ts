import { describe, expect, it } from "vitest";
import { warrantiesFrom, warrantyEnd } from "./warranty";

describe("warrantyEnd", () => {
  it("ends on the same date the years later", () => {
    expect(warrantyEnd("2027-03-15", 1)).toBe("2028-03-15");
    expect(warrantyEnd("2027-12-31", 10)).toBe("2037-12-31");
  });

  it("ends on February 28 when a February 29 start has no twin", () => {
    expect(warrantyEnd("2028-02-29", 1)).toBe("2029-02-28");
    expect(warrantyEnd("2028-02-29", 4)).toBe("2032-02-29");
  });
});

describe("warrantiesFrom", () => {
  it("gives the workmanship warranty, and the structural one only when the contract has it", () => {
    expect(warrantiesFrom("2027-05-03", { workmanshipYears: 1, structuralYears: null })).toEqual([
      { kind: "workmanship", years: 1, endsOn: "2028-05-03" },
    ]);
    expect(warrantiesFrom("2027-05-03", { workmanshipYears: 1, structuralYears: 10 })).toEqual([
      { kind: "workmanship", years: 1, endsOn: "2028-05-03" },
      { kind: "structural", years: 10, endsOn: "2037-05-03" },
    ]);
  });
});
