import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";

pointAtFreshCmsDatabase("funnel-counts");

const { closeDb } = await import("@/lib/db/client");
const { countStep, countsBetween, allSpend, setSpend, ROWS_PER_DAY, OTHER } =
  await import("@/funnel/store");

const sql = createClient({ url: process.env.DATABASE_URL! });
const rowsOn = async (day: string) =>
  Number(
    (
      await sql.execute({
        sql: "SELECT count(*) AS n FROM funnel_counts WHERE day = ?",
        args: [day],
      })
    ).rows[0]!.n,
  );
const totalOn = async (day: string) =>
  Number(
    (
      await sql.execute({
        sql: "SELECT coalesce(sum(count), 0) AS n FROM funnel_counts WHERE day = ?",
        args: [day],
      })
    ).rows[0]!.n,
  );

beforeAll(async () => {
  const { cms } = await import("@/lib/cms/ready");
  await cms();
}, SEED_TIMEOUT_MS);

afterAll(() => {
  sql.close();
  closeDb();
});

describe("the funnel's day counters", () => {
  it("count every one of many visits sent at once, in one row", async () => {
    const day = "2026-11-02";
    const origin = { channel: "search", source: "google" } as const;
    await Promise.all(
      Array.from({ length: 40 }, () => countStep({ day, step: "visit", origin, landing: "/faq" })),
    );
    expect(await countsBetween(day, day)).toEqual([
      { day, step: "visit", channel: "search", source: "google", landing: "/faq", count: 40 },
    ]);
  });

  it("keep a bounded number of rows a day, however many made-up pages and sources come", async () => {
    const day = "2026-11-03";
    const flood = Array.from({ length: ROWS_PER_DAY + 300 }, (_, index) => index);
    for (const chunk of [flood.slice(0, 400), flood.slice(400)])
      await Promise.all(
        chunk.map((index) =>
          countStep({
            day,
            step: index % 2 ? "visit" : "form_start",
            origin: { channel: index % 3 ? "referral" : "paid", source: `spam-${index}.example` },
            landing: `/made-up/${index}`,
          }),
        ),
      );
    // A known row still counts as itself once the day is full.
    const first = await countsBetween(day, day).then((rows) =>
      rows.find((row) => row.landing !== OTHER)!,
    );
    await countStep({ day, step: first.step, origin: first, landing: first.landing });

    const overflow = await countsBetween(day, day).then((rows) =>
      rows.filter((row) => row.landing === OTHER),
    );
    expect(await rowsOn(day)).toBeLessThanOrEqual(ROWS_PER_DAY + 2 * 5);
    expect(overflow.length).toBeGreaterThan(0);
    expect(overflow.every((row) => row.source === OTHER)).toBe(true);
    expect(await totalOn(day)).toBe(ROWS_PER_DAY + 300 + 1);
    const again = await countsBetween(day, day).then((rows) =>
      rows.find((row) => row.landing === first.landing && row.source === first.source),
    );
    expect(again?.count).toBe(2);
  });

  it("leave other days' rows and counts alone", async () => {
    expect(await rowsOn("2026-11-02")).toBe(1);
    expect(await countsBetween("2026-11-01", "2026-11-01")).toEqual([]);
  });
});

describe("the owner's spend", () => {
  it("keeps one figure per month and source, replaced when entered again, gone at zero", async () => {
    await setSpend({ month: "2026-11", channel: "paid", source: "google", cents: 120_000 });
    await setSpend({ month: "2026-11", channel: "paid", source: "google", cents: 150_000 });
    await setSpend({ month: "2026-11", channel: "referral", source: "yelp.com", cents: 30_000 });
    await setSpend({ month: "2026-10", channel: "paid", source: "google", cents: 90_000 });
    await setSpend({ month: "2026-10", channel: "paid", source: "google", cents: 0 });
    const spend = (await allSpend()).map(({ month, channel, source, cents }) => ({
      month,
      channel,
      source,
      cents,
    }));
    expect(spend.sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { month: "2026-11", channel: "paid", source: "google", cents: 150_000 },
      { month: "2026-11", channel: "referral", source: "yelp.com", cents: 30_000 },
    ]);
  });
});
