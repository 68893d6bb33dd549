import { beforeEach, describe, expect, it, vi } from "vitest";
import { defaultServicePackages, type ServicePackages } from "./packages";
import { defaultBusinessFacts, type BusinessFacts } from "./facts";
import { cachedFacts, forgetFacts, lastKnownFacts, perFacts } from "./facts-cache";
import { defaultSiteFacts } from "./site-facts";

const stored = async (name: string): Promise<[BusinessFacts, ServicePackages]> => [
  { ...defaultBusinessFacts, name },
  defaultServicePackages,
];

describe("the business facts' one cache", () => {
  beforeEach(() => {
    forgetFacts();
    vi.useRealTimers();
  });

  it("reads the database once per lifetime, and at once after a save", async () => {
    const read = vi.fn(() => stored("Oak Builders"));
    await cachedFacts(read);
    await cachedFacts(read);
    expect(read).toHaveBeenCalledTimes(1);
    forgetFacts();
    await cachedFacts(read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again once the 10 s lifetime is over", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
    const read = vi.fn(() => stored("Oak Builders"));
    await cachedFacts(read);
    vi.setSystemTime(new Date("2026-11-25T12:00:09Z"));
    await cachedFacts(read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date("2026-11-25T12:00:11Z"));
    await cachedFacts(read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("gives the same object back for the same stored facts, and a new one for changed facts", async () => {
    const first = await cachedFacts(() => stored("Oak Builders"));
    forgetFacts();
    expect(await cachedFacts(() => stored("Oak Builders"))).toBe(first);
    forgetFacts();
    const changed = await cachedFacts(() => stored("Elm Builders"));
    expect(changed).not.toBe(first);
    expect(changed.business.name).toBe("Elm Builders");
  });

  it("keeps the last facts read while the database fails, and tries again on the next read", async () => {
    await cachedFacts(() => stored("Oak Builders"));
    forgetFacts();
    await expect(cachedFacts(() => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(lastKnownFacts().business.name).toBe("Oak Builders");
    const read = vi.fn(() => stored("Oak Builders"));
    await cachedFacts(read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("builds copy once per set of cached facts, and afresh for facts it does not hold", async () => {
    const build = vi.fn((facts: typeof defaultSiteFacts) => ({ name: facts.business.name }));
    const copyFor = perFacts(build);
    const facts = await cachedFacts(() => stored("Oak Builders"));
    expect(copyFor(facts)).toBe(copyFor(facts));
    expect(copyFor(defaultSiteFacts)).toBe(copyFor(defaultSiteFacts));
    expect(build).toHaveBeenCalledTimes(2);
    const unsaved = { ...facts };
    expect(copyFor(unsaved)).toEqual({ name: "Oak Builders" });
    expect(copyFor(unsaved)).not.toBe(copyFor(unsaved));
  });

  it("keeps each edition's facts apart, worded for it, and a save forgets both", async () => {
    const read = vi.fn(() => stored("Oak Builders"));
    const english = await cachedFacts(read, "en");
    const spanish = await cachedFacts(read, "es");
    expect(read).toHaveBeenCalledTimes(2);
    expect([english.locale, spanish.locale]).toEqual(["en", "es"]);
    expect(spanish.claimText.years).toBe("más de 46 años");
    expect(english.claimText.years).toBe("46+ years");
    await cachedFacts(read, "es");
    expect(read).toHaveBeenCalledTimes(2);
    forgetFacts();
    await cachedFacts(read, "en");
    await cachedFacts(read, "es");
    expect(read).toHaveBeenCalledTimes(4);
    expect(lastKnownFacts("es").business.name).toBe("Oak Builders");
    expect(lastKnownFacts("es").locale).toBe("es");
  });
});
