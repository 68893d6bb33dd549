import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./encoding.mjs";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, as the visitor's weights allow", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
  });

  it("sends the page as it is when nothing usable is accepted", () => {
    expect(preferredEncoding(null)).toBeUndefined();
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding("*;q=0")).toBeUndefined();
    expect(preferredEncoding("br;q=abc")).toBeUndefined();
  });
});
