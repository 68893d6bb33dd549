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

  it("accepts the same article's Spanish address, and nothing else under /es", () => {
    expect(previewPath("/es/blog/kitchen-remodel-costs")).toBe("/es/blog/kitchen-remodel-costs");
    for (const bad of ["/es", "/es/blog/", "/es/faq", "/es//evil.example", "/esblog/a"])
      expect(previewPath(bad), bad).toBeNull();
  });
});
