import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NOT_ALLOWED,
  pointAtFreshCmsDatabase,
  refusalOf,
  SEED_TIMEOUT_MS,
} from "./support/cms-database";

pointAtFreshCmsDatabase("cms-business");

const { cms } = await import("@/lib/cms/ready");
const { globalOfFacts, loadBusinessFacts, seedBusinessFacts } =
  await import("@/business/stored-facts");
const { factsOf } = await import("@/site/read-facts");
const findSiteFacts = () => factsOf(payload);
const { defaultBusinessFacts } = await import("@/business/facts");
const { homeFor } = await import("@/site/home");
const { servicePagesFor } = await import("@/services/copy");
const { ideaPagesFor } = await import("@/ideas/ideas");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const owner = { id: 1, role: "owner", collection: "users" } as const;
const staff = { id: 2, role: "staff", collection: "users" } as const;

/** Saves as the given person (null: anonymously), through the access rules. */
const update = (data: Record<string, unknown>, user: object | null = owner) =>
  payload.updateGlobal({
    slug: "business",
    data,
    overrideAccess: false,
    ...(user ? { user: user as never } : {}),
  });

const refusal = (data: Record<string, unknown>) => refusalOf(update(data));

beforeAll(async () => {
  payload = await cms();
  await seedBusinessFacts(payload);
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the business facts", { timeout: 30_000 }, () => {
  it("start on a fresh database as the content modules had them", async () => {
    expect(await loadBusinessFacts(payload)).toEqual(defaultBusinessFacts);
  });

  it("are read by anyone, changed by owners only, and never by staff or anonymously", async () => {
    const anonymous = await payload.findGlobal({ slug: "business", overrideAccess: false });
    expect(anonymous.name).toBe(defaultBusinessFacts.name);
    await expect(update({ name: "Hijacked Remodeling" }, null)).rejects.toThrow(NOT_ALLOWED);
    await expect(update({ name: "Hijacked Remodeling" }, staff)).rejects.toThrow(NOT_ALLOWED);
    expect((await loadBusinessFacts(payload)).name).toBe(defaultBusinessFacts.name);
  });

  it("refuse a bad value with a message the owner understands, keeping what was saved", async () => {
    expect(await refusal({ phone: "555-0142" })).toMatch(/US phone number with its area code/);
    expect(await refusal({ email: "not an address" })).toMatch(/e-mail address/);
    expect(
      await refusal({ hours: [{ days: ["Monday"], opens: "18:00", closes: "07:00" }] }),
    ).toMatch(/closing time comes after the opening time/);
    expect(
      await refusal({
        hours: [
          { days: ["Monday", "Tuesday"], opens: "07:00", closes: "18:00" },
          { days: ["Tuesday"], opens: "08:00", closes: "12:00" },
        ],
      }),
    ).toMatch(/Each day appears in one row only/);
    expect(await refusal({ estimates: { validDays: 0, depositPercent: "10-20%" } })).toMatch(
      /at least 1/,
    );
    expect(await loadBusinessFacts(payload)).toEqual(defaultBusinessFacts);
  });

  it("show on the pages' copy as soon as the owner saves them", async () => {
    const before = await findSiteFacts();
    await update({
      phone: "972-555-0199",
      hours: [
        { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "07:30", closes: "17:00" },
        { days: ["Friday"], opens: "08:00", closes: "12:00", note: "by phone only" },
      ],
      claims: { ...defaultBusinessFacts.claims, yearsExperience: 47 },
    });
    const after = await findSiteFacts();
    expect(after).not.toBe(before);
    expect(after.business.phone).toEqual({ display: "972-555-0199", e164: "+19725550199" });
    expect(after.business.hours.lines).toEqual([
      "Mon–Thu 7:30 AM–5 PM",
      "Friday 8 AM–12 PM by phone only",
    ]);
    expect(homeFor(after).hero.proof).toContain("47+ years");
    // Nothing else changed, so the same facts (and the copy built from them) are reused.
    expect(await findSiteFacts()).toBe(after);
  });

  it("promise a client portal only once the owner says they offer one", async () => {
    const pagesMentioningPortal = async () => {
      const facts = await findSiteFacts();
      return [
        ["home", homeFor(facts)],
        ["services", servicePagesFor(facts)],
        ["ideas", ideaPagesFor(facts)],
      ].flatMap(([page, copy]) => (/portal/i.test(JSON.stringify(copy)) ? [page] : []));
    };
    expect((await loadBusinessFacts(payload)).clientPortal).toBeNull();
    expect(await pagesMentioningPortal()).toEqual([]);
    await update({ clientPortal: "yes" });
    expect(await pagesMentioningPortal()).toEqual(["home", "services", "ideas"]);
    await update({ clientPortal: "no" });
    expect(await pagesMentioningPortal()).toEqual([]);
  });

  it("are never overwritten by the seed on the next start", async () => {
    await payload.kv.delete("seeded:business");
    await seedBusinessFacts(payload);
    expect((await loadBusinessFacts(payload)).phone).toBe("972-555-0199");
  });

  it("fall back fact by fact when a stored one breaks a rule, keeping the others", async () => {
    await payload.updateGlobal({
      slug: "business",
      data: { ...globalOfFacts(defaultBusinessFacts), phone: "972-555-0199" },
    });
    // Written past the admin's checks, as a value saved before a rule tightened would be.
    await payload.db.updateGlobal({
      slug: "business",
      data: { email: "not an address" },
      req: undefined as never,
    });
    const facts = await loadBusinessFacts(payload);
    expect(facts.email).toBe(defaultBusinessFacts.email);
    expect(facts.phone).toBe("972-555-0199");
  });
});
