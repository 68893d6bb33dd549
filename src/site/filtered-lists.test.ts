import { describe, expect, it } from "vitest";
import { filteredListPage } from "./filtered-lists";

const at = (address: string) => filteredListPage(new URL(address, "http://127.0.0.1"));

describe("a list is answered by the cached page of the view it asks for", () => {
  it("a known category of /resources or /ideas, however it is typed", () => {
    expect(at("/resources?category=cost-guides")).toBe("/resources/category/cost-guides");
    expect(at("/ideas?category=Kitchen")).toBe("/ideas/category/kitchen");
    expect(at("/ideas?category=%20kitchen%20")).toBe("/ideas/category/kitchen");
  });

  it("no category or an unknown one: the whole list", () => {
    expect(at("/resources")).toBe("/resources/category/all");
    expect(at("/resources?category=")).toBe("/resources/category/all");
    expect(at("/resources?category=../../admin")).toBe("/resources/category/all");
    expect(at("/ideas?category=cost-guides")).toBe("/ideas/category/all");
  });

  it("the Spanish lists the same way, under /es", () => {
    expect(at("/es/resources?category=cost-guides")).toBe("/es/resources/category/cost-guides");
    expect(at("/es/ideas")).toBe("/es/ideas/category/all");
    expect(at("/es/faq?category=kitchen")).toBeUndefined();
  });

  it("any other address is left alone", () => {
    expect(at("/faq?category=kitchen")).toBeUndefined();
    expect(at("/ideas/kitchen-inspiration")).toBeUndefined();
    expect(at("/resources/category/all")).toBeUndefined();
  });
});
