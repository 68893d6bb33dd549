import { describe, expect, it } from "vitest";
import { previewPath } from "./preview-path";

describe("previewPath", () => {
  it("accepts an article's address only", () => {
    expect(previewPath("/blog/kitchen-remodel-costs")).toBe("/blog/kitchen-remodel-costs");
    for (const bad of [
      null,
      "",
      "//evil.example",
      "/blog/",
      "/blog/a/b",
      "/admin",
      "https://x.y/blog/a",
      "/blog/A",
    ])
      expect(previewPath(bad), String(bad)).toBeNull();
  });
});
