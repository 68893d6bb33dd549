import { describe, expect, it } from "vitest";
import { lengthBetween } from "./validation";

describe("lengthBetween", () => {
  const check = lengthBetween({ min: 3, max: 5 }, "The project");

  it("accepts text within the limits, counting without surrounding spaces", () => {
    expect(check("abc")).toBe(true);
    expect(check("  abcde  ")).toBe(true);
  });

  it("says what is wrong in words, with the count", () => {
    expect(check("ab")).toBe("The project needs at least 3 characters (now 2).");
    expect(check(undefined)).toBe("The project needs at least 3 characters (now 0).");
    expect(check("abcdef")).toBe("The project can have at most 5 characters (now 6).");
  });
});
