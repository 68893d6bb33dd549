import { describe, expect, it } from "vitest";
import { processSlot } from "./process-slot";

describe("processSlot", () => {
  it("gives every declaration of one name the same value, as separate bundles need", () => {
    const first = processSlot<{ n: number }>("test: shared");
    const second = processSlot<{ n: number }>("test: shared");
    const made = first.getOrMake(() => ({ n: 1 }));
    expect(second.getOrMake(() => ({ n: 2 }))).toBe(made);
    second.set(undefined);
    expect(first.get()).toBeUndefined();
  });

  it("keeps different names apart", () => {
    processSlot<number>("test: a").set(1);
    processSlot<number>("test: b").set(2);
    expect(processSlot<number>("test: a").get()).toBe(1);
  });
});
