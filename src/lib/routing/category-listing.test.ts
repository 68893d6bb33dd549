import { describe, expect, it } from "vitest";
import { categoryListing } from "./category-listing";

const listing = (requested: string | string[] | undefined, withCounts = false) =>
  categoryListing({
    path: "/things",
    requested,
    allLabel: "All",
    categories: [
      { label: "Red", param: "red" },
      { label: "Blue Sky", param: "blue-sky" },
    ],
    items: ["red", "red", "blue-sky"],
    categoryOf: (item) => item,
    noun: ["thing", "things"],
    withCounts,
  });

describe("categoryListing", () => {
  it("shows everything under All, for no, an unknown or a repeated category", () => {
    for (const requested of [undefined, "green", ["red", "red"]]) {
      const { visible, links, status } = listing(requested);
      expect(visible).toHaveLength(3);
      expect(links.filter((link) => link.current).map((link) => link.label)).toEqual(["All"]);
      expect(status).toBe("Showing 3 things");
    }
  });

  it("filters by the requested category and marks its link", () => {
    const { visible, links, status } = listing(" Blue-Sky ");
    expect(visible).toEqual(["blue-sky"]);
    expect(links).toEqual([
      { label: "All", href: "/things", current: false, detail: undefined },
      { label: "Red", href: "/things?category=red", current: false, detail: undefined },
      { label: "Blue Sky", href: "/things?category=blue-sky", current: true, detail: undefined },
    ]);
    expect(status).toBe("Showing 1 thing in Blue Sky");
  });

  it("counts each link's items when asked", () => {
    expect(listing("red", true).links.map((link) => link.detail)).toEqual([
      "3 things",
      "2 things",
      "1 thing",
    ]);
  });
});
