import { describe, expect, it } from "vitest";
import { indexPages, isMissingPage } from "./page-index";

describe("the page index", () => {
  indexPages("/things/", async (slug) => {
    if (slug === "broken") throw new Error("database unavailable");
    return slug === "known" || slug === "with space";
  });

  it("says an address under a registered prefix is missing only when its lookup says so", async () => {
    expect(await isMissingPage("/things/known")).toBe(false);
    expect(await isMissingPage("/things/with%20space")).toBe(false);
    expect(await isMissingPage("/things/unknown")).toBe(true);
  });

  it("answers the Spanish twin of an address as the English one", async () => {
    expect(await isMissingPage("/es/things/known")).toBe(false);
    expect(await isMissingPage("/es/things/unknown")).toBe(true);
  });

  it("leaves nested paths, other prefixes and failed lookups to the routes", async () => {
    expect(await isMissingPage("/things/unknown/more")).toBe(false);
    expect(await isMissingPage("/things/")).toBe(false);
    expect(await isMissingPage("/other/unknown")).toBe(false);
    expect(await isMissingPage("/things/broken")).toBe(false);
  });
});
