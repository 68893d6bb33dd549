import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lengthBetween, obeys } from "./validation";

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

describe("obeys", () => {
  const check = obeys(z.string().trim().min(3, "Write at least 3 characters."));

  it("passes what the rule accepts and gives the rule's own message otherwise", () => {
    expect(check("abc")).toBe(true);
    expect(check(" a ")).toBe("Write at least 3 characters.");
    expect(check(undefined)).toBe("Write at least 3 characters.");
  });
});
