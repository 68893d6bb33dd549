import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOT_ALLOWED,
  pointAtFreshCmsDatabase,
  refusalOf,
  SEED_TIMEOUT_MS,
} from "./support/cms-database";

pointAtFreshCmsDatabase("cms-services");

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { factsOf } = await import("@/site/read-facts");
const { loadServicePackages, seedServices } = await import("@/services/stored-packages");
const { defaultServicePackages } = await import("@/business/packages");
const { getServicePage } = await import("@/services/copy");
const { filledOrAsWritten } = await import("@/business/placeholders");
const { allFaqItems } = await import("@/faqs/faq");
const { getIdeaPage } = await import("@/ideas/ideas");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const owner = { id: 1, role: "owner", collection: "users" } as const;
const staff = { id: 2, role: "staff", collection: "users" } as const;

type Row = {
  name: string;
  price: string;
  size?: string | null;
  description: string;
  features: { text: string }[];
  popular?: boolean | null;
};

async function entry(slug: string) {
  const { docs } = await payload.find({
    collection: "services",
    where: { service: { equals: slug } },
  });
  return docs[0]!;
}

/** The entry's packages, with `change` applied, as the admin's form would send them. */
async function rowsWith(slug: string, change: (rows: Row[]) => Row[]) {
  const doc = await entry(slug);
  const rows = (doc.packages ?? []).map(
    ({ name, price, size, description, features, popular }) => ({
      name,
      price,
      size,
      description,
      features: (features ?? []).map(({ text }) => ({ text })),
      popular,
    }),
  );
  return { id: doc.id, packages: change(rows) };
}

const save = async (slug: string, change: (rows: Row[]) => Row[], user: object | null = owner) => {
  const { id, packages } = await rowsWith(slug, change);
  return payload.update({
    collection: "services",
    id,
    data: { packages },
    overrideAccess: false,
    ...(user ? { user: user as never } : {}),
  });
};

const refusal = (slug: string, change: (rows: Row[]) => Row[]) => refusalOf(save(slug, change));

const price = (index: number, value: string) => (rows: Row[]) =>
  rows.map((row, i) => (i === index ? { ...row, price: value } : row));

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the services' packages", { timeout: 30_000 }, () => {
  it("start on a fresh database as the spec's price tiers, one entry per service", async () => {
    expect(await loadServicePackages(payload)).toEqual(defaultServicePackages);
    const { totalDocs } = await payload.find({ collection: "services", overrideAccess: false });
    expect(totalDocs).toBe(6);
  });

  it("are read by anyone, changed by signed-in people only, never added or deleted", async () => {
    const kitchen = await entry("kitchen-remodeling");
    await expect(save("kitchen-remodeling", price(0, "$1K-$2K"), null)).rejects.toThrow(
      NOT_ALLOWED,
    );
    for (const user of [owner, staff]) {
      const as = { overrideAccess: false, user: user as never } as const;
      await expect(
        payload.create({ collection: "services", data: { ...kitchen, id: undefined }, ...as }),
      ).rejects.toThrow(NOT_ALLOWED);
      await expect(
        payload.delete({ collection: "services", id: kitchen.id, ...as }),
      ).rejects.toThrow(NOT_ALLOWED);
    }
    expect(await loadServicePackages(payload)).toEqual(defaultServicePackages);
  });

  it("refuse a bad price or set of packages with a message the owner understands", async () => {
    expect(await refusal("kitchen-remodeling", price(0, "about 25 grand"))).toMatch(
      /Write the price as a range, e\.g\. "\$25K-\$40K"/,
    );
    expect(
      await refusal("kitchen-remodeling", (rows) => rows.map((row) => ({ ...row, popular: true }))),
    ).toMatch(/Mark at most one package as Most Popular/);
    expect(await refusal("kitchen-remodeling", (rows) => rows.slice(0, 2))).toMatch(/three/);
    expect(
      await refusal("home-additions", (rows) =>
        rows.map((row, i) =>
          i === 0 ? { ...row, features: [...row.features, { text: "{{lifetimeWarranty}}" }] } : row,
        ),
      ),
    ).toMatch(/^The "Single Room" package: unknown placeholder \{\{lifetimeWarranty\}\}; known: /);
    expect(await loadServicePackages(payload)).toEqual(defaultServicePackages);
  });

  it("refuse prices that would contradict an idea page or an article quoting a package", async () => {
    expect(
      await refusal("kitchen-remodeling", (rows) =>
        rows.map((row, i) => ({ ...row, price: ["$50K-$60K", "$60K-$80K", "$90K-$150K+"][i]! })),
      ),
    ).toBe(
      'The idea page "Modern Kitchen Design Inspiration" quotes a typical project at $45K-$65K; a starting price of $50K would contradict it.',
    );
    expect(
      await refusal("kitchen-remodeling", (rows) =>
        rows.map((row, i) => (i === 0 ? { ...row, name: "Kitchen Refresh" } : row)),
      ),
    ).toMatch(
      /^The article "Kitchen Remodel Cost Breakdown.*" could no longer be filled in \(.*no package "essential-refresh".*\)\. Keep the package's name, or change that text first\.$/,
    );
    const question = "What do your outdoor packages cost, roughly?";
    await payload.create({
      collection: "faqs",
      data: {
        category: "costs",
        question,
        answer: `Our Essentials package runs {{price:outdoor-living:essentials}}. ${"Covered patios and pergolas are the usual start. ".repeat(6)}`,
      },
    });
    expect(
      await refusal("outdoor-living", (rows) =>
        rows.map((row, i) => (i === 0 ? { ...row, name: "Patio Basics" } : row)),
      ),
    ).toMatch(
      /^The FAQ answer to "What do your outdoor packages cost, roughly\?" could no longer be filled in \(.*no package "essentials".*\)\./,
    );
    expect(await loadServicePackages(payload)).toEqual(defaultServicePackages);
  });

  it("show on the service page, the FAQ and the idea pages as soon as staff save them", async () => {
    const before = await factsOf(payload);
    await save("outdoor-living", price(0, "$18K-$38K"), staff);
    const after = await factsOf(payload);
    expect(after).not.toBe(before);
    const page = getServicePage(after, "outdoor-living");
    expect(page.packages[0]?.price).toBe("$18K-$38K");
    expect(page.metaDescription).toContain("Packages from $18K");
    expect(JSON.stringify(allFaqItems(after))).toContain("$18K for outdoor living");
    expect(getIdeaPage(after, "outdoor-inspiration")?.stats.investment).toBe("$18K-$50K");
  });

  it("take a Spanish name on the Spanish side, still quoted by the English one", async () => {
    const kitchen = await entry("kitchen-remodeling");
    const spanish = await payload.findByID({
      collection: "services",
      id: kitchen.id,
      locale: "es",
      depth: 0,
    });
    await payload.update({
      collection: "services",
      id: kitchen.id,
      locale: "es",
      data: {
        packages: spanish.packages!.map((row, i) =>
          i === 0 ? { ...row, name: "Cocina Al Día" } : row,
        ),
      },
      overrideAccess: false,
      user: owner as never,
    });
    const [en, es] = await Promise.all([factsOf(payload), factsOf(payload, "es")]);
    expect(getServicePage(es, "kitchen-remodeling").packages.map((p) => p.name)).toEqual([
      "Cocina Al Día",
      "Transformación Completa",
      "Cocina de Lujo",
    ]);
    expect(getServicePage(en, "kitchen-remodeling").packages[0]?.name).toBe("Essential Refresh");
    const quote = "{{price:kitchen-remodeling:essential-refresh}}";
    expect(filledOrAsWritten(es, quote)).toBe("$25,000–$40,000");
    expect(filledOrAsWritten(en, quote)).toBe("$25K-$40K");
  });

  it("are never overwritten by the seed on the next start", async () => {
    await payload.kv.delete("seeded:services");
    await seedServices(payload);
    const packages = await loadServicePackages(payload);
    expect(packages["outdoor-living"][0]?.price).toBe("$18K-$38K");
    const { totalDocs } = await payload.find({ collection: "services" });
    expect(totalDocs).toBe(6);
  });

  it("fall back service by service when a stored entry breaks a rule, keeping the others", async () => {
    const kitchen = await entry("kitchen-remodeling");
    // Written past the admin's checks, as an entry saved before a rule tightened would be.
    await payload.db.updateOne({
      collection: "services",
      id: kitchen.id,
      data: { packages: kitchen.packages!.slice(0, 1) },
      req: undefined as never,
    });
    const packages = await loadServicePackages(payload);
    expect(packages["kitchen-remodeling"]).toEqual(defaultServicePackages["kitchen-remodeling"]);
    expect(packages["outdoor-living"][0]?.price).toBe("$18K-$38K");
  });
});
