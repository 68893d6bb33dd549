import { describe, expect, it } from "vitest";
import { vitalsSampleRate } from "./sample-rate";

describe("vitalsSampleRate", () => {
  it("is one view in ten unless set, and any share from 0 to 1 when set", () => {
    expect(vitalsSampleRate({})).toBe(0.1);
    expect(vitalsSampleRate({ VITALS_SAMPLE_RATE: " " })).toBe(0.1);
    expect(vitalsSampleRate({ VITALS_SAMPLE_RATE: "1" })).toBe(1);
    expect(vitalsSampleRate({ VITALS_SAMPLE_RATE: "0" })).toBe(0);
    expect(vitalsSampleRate({ VITALS_SAMPLE_RATE: ".25" })).toBe(0.25);
  });

  it("refuses what is no share, naming the variable", () => {
    for (const value of ["1.5", "-0.1", "10%", "all", "0x1"])
      expect(() => vitalsSampleRate({ VITALS_SAMPLE_RATE: value }), value).toThrow(
        /VITALS_SAMPLE_RATE/,
      );
  });
});
