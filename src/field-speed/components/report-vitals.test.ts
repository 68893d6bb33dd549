import { describe, expect, it } from "vitest";
import { shiftBursts, slowestInteractions } from "./report-vitals";

const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
});

describe("shiftBursts (CLS)", () => {
  it("is 0 before any shift", () => {
    expect(shiftBursts().value()).toBe(0);
  });

  it("adds shifts less than 1 s apart into one burst", () => {
    const cls = shiftBursts();
    [shift(100, 0.05), shift(900, 0.05), shift(1800, 0.02)].forEach(cls.add);
    expect(cls.value()).toBeCloseTo(0.12, 10);
  });

  it("starts a new burst after a 1 s gap, and keeps the largest", () => {
    const cls = shiftBursts();
    [shift(0, 0.2), shift(1000, 0.05), shift(1500, 0.05)].forEach(cls.add);
    expect(cls.value()).toBeCloseTo(0.2, 10);
    cls.add(shift(2000, 0.15));
    expect(cls.value()).toBeCloseTo(0.25, 10);
  });

  it("ends a burst 5 s after its first shift, however close the shifts", () => {
    const cls = shiftBursts();
    for (let t = 0; t <= 6000; t += 500) cls.add(shift(t, 0.01));
    // 0, 500, …, 4500 ms: ten shifts; 5000 ms starts the next burst.
    expect(cls.value()).toBeCloseTo(0.1, 10);
  });

  it("leaves out a shift that follows the visitor's own input", () => {
    const cls = shiftBursts();
    [shift(0, 0.3, true), shift(100, 0.01)].forEach(cls.add);
    expect(cls.value()).toBeCloseTo(0.01, 10);
  });
});

describe("slowestInteractions (INP)", () => {
  const event = (interactionId: number, duration: number) => ({ interactionId, duration });

  it("has no figure before the visitor interacts, and ignores events of no interaction", () => {
    const inp = slowestInteractions();
    expect(inp.value()).toBeUndefined();
    inp.add({ interactionId: 0, duration: 300 });
    inp.add({ duration: 300 });
    expect(inp.value()).toBeUndefined();
  });

  it("takes an interaction's slowest event, and the slowest interaction", () => {
    const inp = slowestInteractions();
    [event(1, 48), event(1, 120), event(2, 64), event(1, 80)].forEach(inp.add);
    expect(inp.value()).toBe(120);
  });

  it("leaves out one interaction in every 50", () => {
    const inp = slowestInteractions();
    for (let id = 1; id <= 49; id++) inp.add(event(id, id === 7 ? 900 : 40 + id));
    expect(inp.value()).toBe(900);
    inp.add(event(50, 40));
    // 50 interactions: the slowest (900) is the hiccup left out; the next is 40 + 49.
    expect(inp.value()).toBe(89);
    for (let id = 51; id <= 100; id++) inp.add(event(id, 40));
    expect(inp.value()).toBe(88);
  });
});
