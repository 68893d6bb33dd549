import { describe, expect, it } from "vitest";
import { namesIn } from "./english-leftovers";

describe("namesIn", () => {
  const names = ["Complete", "Essential Refresh", "Luxury Dream Kitchen"];

  it("finds a name as written, as whole words", () => {
    expect(namesIn("Paquete Essential Refresh: $25,000", names)).toEqual(["Essential Refresh"]);
    expect(namesIn('"name":"Complete","price"', names)).toEqual(["Complete"]);
  });

  it("finds none inside a longer word, or written otherwise", () => {
    expect(namesIn("Completo · Transformación Completa · complete", names)).toEqual([]);
    expect(namesIn("Essential Refreshment", names)).toEqual([]);
  });
});
