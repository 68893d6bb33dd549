import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { leadAsStored } from "./support/leads";

pointAtFreshCmsDatabase("cms-atomic-writes", { withOwner: true });

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/leads/store");

let payload: Payload;

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

const newLead = (fullName: string) =>
  insertLeadWithDeliveries(leadAsStored({ fullName }), []).then((result) => result.id);

type Hooks = { afterChange?: unknown[] };

/**
 * Makes every save of `hooks` fail after the engine has written the document (an afterChange
 * hook runs once the rows are in the database), for the length of `work`.
 */
async function failingAfterWrite<T>(hooks: Hooks, work: () => Promise<T>) {
  const failure = () => {
    throw new Error("failed after the write");
  };
  hooks.afterChange = [...(hooks.afterChange ?? []), failure];
  try {
    return await work().then(
      () => "saved",
      (error: Error) => error.message,
    );
  } finally {
    hooks.afterChange = hooks.afterChange.filter((hook) => hook !== failure);
  }
}

describe("a save that fails after its rows were written", () => {
  it("leaves a lead's status, history and notes as they were", async () => {
    const id = await newLead("Atomic Lead");
    const worked = await payload.update({
      collection: "leads",
      id,
      data: { status: "contacted", notes: [{ body: "Called, left a message." }] },
    });
    const outcome = await failingAfterWrite(payload.collections.leads.config.hooks, () =>
      payload.update({
        collection: "leads",
        id,
        data: { status: "won", notes: [{ body: "A note that must not stay." }] },
      }),
    );
    expect(outcome).toBe("failed after the write");
    const after = await payload.findByID({ collection: "leads", id, depth: 0 });
    expect(after.status).toBe("contacted");
    expect(after.statusHistory).toEqual(worked.statusHistory);
    expect(after.notes).toEqual(worked.notes);
  });

  it("leaves a service's packages and the business facts as they were", async () => {
    const [kitchen] = (
      await payload.find({
        collection: "services",
        where: { service: { equals: "kitchen-remodeling" } },
        depth: 0,
      })
    ).docs;
    const outcome = await failingAfterWrite(payload.collections.services.config.hooks, () =>
      payload.update({
        collection: "services",
        id: kitchen!.id,
        data: {
          packages: (kitchen!.packages ?? []).map((row, index) =>
            index
              ? row
              : {
                  ...row,
                  description:
                    "A description of this package that must not stay after a failed save.",
                },
          ),
        },
      }),
    );
    expect(outcome).toBe("failed after the write");
    const after = await payload.findByID({ collection: "services", id: kitchen!.id, depth: 0 });
    expect(after.packages).toEqual(kitchen!.packages);

    const facts = await payload.findGlobal({ slug: "business", depth: 0 });
    const global = payload.globals.config.find((config) => config.slug === "business")!;
    const globalOutcome = await failingAfterWrite(global.hooks as Hooks, () =>
      payload.updateGlobal({ slug: "business", data: { name: "A Name That Must Not Stay" } }),
    );
    expect(globalOutcome).toBe("failed after the write");
    expect((await payload.findGlobal({ slug: "business", depth: 0 })).name).toBe(facts.name);
  });

  it("never holds up the public intake: leads stored during slow admin saves all land", async () => {
    const id = await newLead("Atomic Busy");
    // A save that takes its time before writing (as a password hash or a photo's resizing does).
    const hooks = payload.collections.leads.config.hooks;
    let entered: () => void = () => undefined;
    const preparing = new Promise<void>((resolve) => (entered = resolve));
    const slow = async ({ data }: { data: unknown }) => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return data;
    };
    hooks.beforeChange = [...hooks.beforeChange, slow];
    try {
      const saves = Promise.all(
        (["contacted", "won", "lost"] as const).map((status) =>
          payload.update({ collection: "leads", id, data: { status } }),
        ),
      );
      await preparing;
      const started = Date.now();
      const intake = Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          newLead(`Atomic Intake ${i}`).then(() => Date.now() - started),
        ),
      );
      const [, waits] = await Promise.all([saves, intake]);
      // Each lead was stored while a save was still preparing its write.
      expect(Math.max(...waits)).toBeLessThan(500);
    } finally {
      hooks.beforeChange = hooks.beforeChange.filter((hook) => hook !== slow);
    }
    const stored = await payload.find({
      collection: "leads",
      where: { fullName: { like: "Atomic Intake" } },
      limit: 0,
    });
    expect(stored.totalDocs).toBe(10);
  });
});
