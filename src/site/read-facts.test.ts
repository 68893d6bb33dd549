import type { Payload, PayloadRequest } from "payload";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { defaultBusinessFacts, serviceSlugs } from "@/business/facts";
import { defaultServicePackages, type ServicePackage } from "@/business/packages";
import { globalOfFacts } from "@/business/stored-facts";

/** The admin's rows of a service's packages (a feature is a row of its own there). */
const rowsOf = (packages: readonly ServicePackage[]) =>
  packages.map(({ features, ...rest }) => ({
    ...rest,
    features: features.map((text) => ({ text })),
  }));

/** An engine whose owner renamed the business and raised the kitchen's cheapest package. */
function engine(): Payload {
  const [cheapest, ...rest] = defaultServicePackages["kitchen-remodeling"];
  const kitchen = [{ ...cheapest!, price: "$28K-$40K" }, ...rest];
  const services = serviceSlugs.map((slug) => ({
    service: slug,
    packages: rowsOf(slug === "kitchen-remodeling" ? kitchen : defaultServicePackages[slug]),
  }));
  const business = { ...globalOfFacts(defaultBusinessFacts), name: "Oak Builders" };
  return {
    findGlobal: async ({ slug }: { slug: string }) => (slug === "business" ? business : {}),
    find: async ({ collection }: { collection: string }) => ({
      docs: collection === "services" ? services : [],
    }),
  } as unknown as Payload;
}

// The engine's command line (npm run cms) and a hook run outside `npm start` load the admin's
// configuration but never the server's start-up: the facts must read the same without it.
describe("the site's facts, in a process the server's start never ran in", () => {
  beforeEach(() => {
    delete (globalThis as { __processSlots?: unknown }).__processSlots;
    vi.resetModules();
  });

  it("hold the owner's facts and the services' stored packages", async () => {
    const { factsOf } = await import("./read-facts");
    const facts = await factsOf(engine());
    expect(facts.business.name).toBe("Oak Builders");
    expect(facts.services["kitchen-remodeling"].startingPrice).toBe("$28K");
  });

  it("hold the same for a save's hooks, read through the save's request", async () => {
    const { factsFor } = await import("./read-facts");
    const req = { payload: engine(), transactionID: 1, locale: "en" } as unknown as PayloadRequest;
    const facts = await factsFor(req);
    expect(facts.business.name).toBe("Oak Builders");
    expect(facts.services["kitchen-remodeling"].startingPrice).toBe("$28K");
  });
});
