import { describe, expect, it } from "vitest";
import { indexPages, isMissingPage } from "./page-index";

describe("the page index", () => {
  indexPages("/things/", async (slug, locale) => {
    if (slug === "broken") throw new Error("database unavailable");
    if (slug === "english-only") return locale === "en";
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

  it("asks in the address's edition: a page written in English only has no Spanish twin", async () => {
    expect(await isMissingPage("/things/english-only")).toBe(false);
    expect(await isMissingPage("/es/things/english-only")).toBe(true);
  });

  it("leaves nested paths, other prefixes and failed lookups to the routes", async () => {
    expect(await isMissingPage("/things/unknown/more")).toBe(false);
    expect(await isMissingPage("/things/")).toBe(false);
    expect(await isMissingPage("/other/unknown")).toBe(false);
    expect(await isMissingPage("/things/broken")).toBe(false);
  });

  it("says an address that cannot be decoded is no page, under any prefix or none", async () => {
    for (const address of ["/%", "/%ff%fe", "/es/%e0%a4", "/things/%zz", "/other/%"])
      expect(await isMissingPage(address), address).toBe(true);
    expect(await isMissingPage("/other/%41")).toBe(false);
  });
});
