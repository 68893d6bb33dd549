import { describe, expect, it } from "vitest";
import { isReadableRouterState } from "./router-state.mjs";

const encoded = (state: unknown) => encodeURIComponent(JSON.stringify(state));

describe("a navigation's router state header", () => {
  it("is read as the framework reads it", () => {
    expect(isReadableRouterState(null)).toBe(true);
    expect(isReadableRouterState(encoded(["", { children: ["blog", {}] }, null, null, 1]))).toBe(
      true,
    );
    expect(
      isReadableRouterState(
        encoded(["", { children: [["slug", "permits", "d", null], {}, null, "refetch"] }]),
      ),
    ).toBe(true);
  });

  it("is refused when it is not JSON, not a tree, cut, or too long", () => {
    for (const bad of [
      "%7Bbad",
      "%%",
      encoded({ children: [] }),
      encoded(["", { children: "blog" }]),
      encoded(["", {}, null, "sideways"]),
      encoded(["", { children: ["blog", {}] }]).slice(0, 20),
      encoded(["x".repeat(40_001), {}]),
    ])
      expect(isReadableRouterState(bad), bad.slice(0, 40)).toBe(false);
  });
});
