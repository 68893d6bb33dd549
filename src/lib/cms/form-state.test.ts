import { describe, expect, it } from "vitest";
import { checkingEveryFormState } from "./form-state";

describe("the admin's form checks", () => {
  it("run the fields' rules even before the first Save", () => {
    const call = {
      name: "form-state",
      args: { operation: "update", schemaPath: "business", skipValidation: true },
    };
    expect(checkingEveryFormState(call).args).toEqual({
      operation: "update",
      schemaPath: "business",
      skipValidation: false,
    });
  });

  it("leave the sign-in form, new documents and other server calls as they are", () => {
    for (const call of [
      { name: "table-state", args: { skipValidation: true } },
      { name: "form-state", args: { operation: "create", skipValidation: true } },
      { name: "form-state", args: { schemaPath: "users", skipValidation: true } },
    ])
      expect(checkingEveryFormState(call)).toBe(call);
  });
});
