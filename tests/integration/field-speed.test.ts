import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";

pointAtFreshCmsDatabase("field-speed");

const { closeDb } = await import("@/lib/db/client");
const { countReport } = await import("@/field-speed/report-endpoint");
const { vitalsBetween } = await import("@/field-speed/store");
const { speedRows } = await import("@/field-speed/report");
const { dallasDay } = await import("@/lib/time/dallas");
const { BUCKETS, METRICS } = await import("@/field-speed/metrics");
const { TEMPLATES } = await import("@/field-speed/templates");

const sql = createClient({ url: process.env.DATABASE_URL! });
const PHONE =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Mobile Safari/537.36";
let address = 0;
/** Each report from its own address, as many visitors' would be. */
const visitor = () =>
  new Headers({ "user-agent": PHONE, "x-client-address": `203.0.113.${++address % 250}` });

beforeAll(async () => {
  process.env.COUNT_RATE_LIMIT = "100000/600";
  const { cms } = await import("@/lib/cms/ready");
  await cms();
}, SEED_TIMEOUT_MS);

afterAll(() => {
  sql.close();
  closeDb();
});

describe("field speed reports", () => {
  it("add up per kind of page into a 75th percentile, with the visits it rests on", async () => {
    // Eight views of service pages: LCP 1.0 s ×5, 2.2 s, 3.0 s ×2; and one FAQ view.
    for (const lcp of [1000, 1000, 1000, 1000, 1000, 2200, 3000, 3000])
      await countReport({ path: "/es/services/tiny-homes", values: { lcp, inp: 40 } }, visitor());
    await countReport({ path: "/faq", values: { cls: 0.3 } }, visitor());
    const today = dallasDay(new Date());
    const rows = speedRows(await vitalsBetween(today, today));
    expect(rows).toEqual([
      {
        template: "service",
        figures: {
          lcp: { value: 2250, above: false, views: 8 },
          inp: { value: 50, above: false, views: 8 },
          cls: null,
        },
      },
      {
        template: "other",
        figures: { lcp: null, inp: null, cls: { value: 0.3, above: false, views: 1 } },
      },
    ]);
  });

  it("keep a day to a fixed number of rows, however many made-up pages and figures come", async () => {
    const pages = [
      "/",
      "/x",
      "/services/y",
      "/blog/z",
      "/tools/q",
      "/contact",
      "/ideas",
      "/service-area/w",
    ];
    for (let index = 0; index < 1500; index += 1)
      await countReport(
        {
          path: `${pages[index % pages.length]}/${index}`,
          values: {
            lcp: (index * 7919) % 60_000,
            inp: (index * 104_729) % 60_000,
            cls: (index % 97) / 9.7,
          },
        },
        visitor(),
      );
    const today = dallasDay(new Date());
    const { rows } = await sql.execute({
      sql: "select count(*) as n from vitals_days where day = ?",
      args: [today],
    });
    expect(Number(rows[0]!.n)).toBeLessThanOrEqual(
      TEMPLATES.length * METRICS.length * (BUCKETS + 1),
    );
  });

  it("count nothing of a crawler", async () => {
    const today = dallasDay(new Date());
    const before = await vitalsBetween(today, today);
    const crawler = new Headers({
      "user-agent": "Googlebot/2.1",
      "x-client-address": "198.51.100.1",
    });
    expect(await countReport({ path: "/", values: { lcp: 500 } }, crawler)).toBe("automated");
    expect(await vitalsBetween(today, today)).toEqual(before);
  });
});
