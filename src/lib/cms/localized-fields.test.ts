import { describe, expect, it } from "vitest";
import { entityOfAdminPath, hasLocalizedField } from "./localized-fields";

describe("which admin pages edit texts with two sides", () => {
  it("finds a localized field inside groups, rows and tabs", () => {
    expect(hasLocalizedField([{ name: "phone" }])).toBe(false);
    expect(hasLocalizedField([{ type: "row", fields: [{ name: "note", localized: true }] }])).toBe(
      true,
    );
    expect(hasLocalizedField([{ type: "tabs", tabs: [{ fields: [{ localized: true }] }] }])).toBe(
      true,
    );
  });

  it("reads the collection or global from the address", () => {
    expect(entityOfAdminPath("/admin/globals/business")).toEqual({ globalSlug: "business" });
    expect(entityOfAdminPath("/admin/collections/faqs/3")).toEqual({ collectionSlug: "faqs" });
    expect(entityOfAdminPath("/admin/appointments")).toBeNull();
  });
});
