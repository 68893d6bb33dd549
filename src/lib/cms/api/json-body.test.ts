import { describe, expect, it } from "vitest";
import { jsonBodyProblem } from "./json-body";

describe("jsonBodyProblem", () => {
  it("takes an object of fields, or no body", () => {
    expect(jsonBodyProblem('{"title":"Kitchen"}')).toBeNull();
    expect(jsonBodyProblem("{}")).toBeNull();
    expect(jsonBodyProblem("")).toBeNull();
  });

  it("refuses what is not JSON, and JSON that is not an object", () => {
    expect(jsonBodyProblem("{not json")).toMatch(/not valid JSON/);
    for (const body of ['"a string"', "null", "5", "[1,2]", "true"])
      expect(jsonBodyProblem(body), body).toMatch(/JSON object/);
  });
});
