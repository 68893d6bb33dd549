import { expect, test, type Page } from "@playwright/test";
import { createStaff, ownerSession, signInToCms } from "./support/cms";
import { insertLead, queryStore, uniqueTag } from "./support/lead-store";

/**
 * A period of its own, far in the past where no other test writes: ten days starting on a day
 * drawn per run, so a retry counts only its own visits and leads.
 */
function periodOfThisRun() {
  const start = Date.UTC(2015, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000;
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(0), to: day(9), day };
}

async function count(
  day: string,
  step: string,
  channel: string,
  source: string,
  landing: string,
  n: number,
) {
  await queryStore(
    `insert into funnel_counts (day, step, channel, source, landing, count) values (?, ?, ?, ?, ?, ?)
     on conflict do update set count = count + excluded.count`,
    [day, step, channel, source, landing, n],
  );
}

/** A lead whose first visit was on `day`, from the given first page and referrer. */
async function leadFrom(day: string, landingPage: string, referrer: string | null, booked = false) {
  const id = await insertLead({
    fullName: "Funnel Lead",
    email: `funnel.${uniqueTag()}@example.com`,
    createdAt: `${day}T18:00:00.000Z`,
  });
  await queryStore(
    "update leads set landing_page = ?, referrer = ?, first_touch_at = ?, attributed_from = 'first_visit' where id = ?",
    [landingPage, referrer ?? "", `${day}T16:00:00.000Z`, id],
  );
  if (booked)
    await queryStore(
      `insert into appointments (uid, lead_id, kind, starts_at, ends_at, busy_until, status, sequence, created_at, updated_at)
       values (?, ?, 'call', ?, ?, ?, 'booked', 0, ?, ?)`,
      [
        `${uniqueTag()}@funnel`,
        id,
        `${day}T20:00:00.000Z`,
        `${day}T20:15:00.000Z`,
        `${day}T20:30:00.000Z`,
        `${day}T18:00:00.000Z`,
        `${day}T18:00:00.000Z`,
      ],
    );
}

/** The table's cells of a row, as a person reads them. */
const rowCells = (page: Page, name: string) =>
  page
    .getByRole("row", { name: new RegExp(`^${name}`) })
    .getByRole("cell")
    .allInnerTexts();

test.describe("the owner's sources and results", () => {
  test.use({ storageState: ownerSession });

  test("shows each channel's steps and costs, the chart agreeing with the table, and exports them", async ({
    page,
  }) => {
    const { from, to, day } = periodOfThisRun();
    await count(day(1), "visit", "search", "google", "/services/kitchen-remodeling", 30);
    await count(day(1), "form_start", "search", "google", "/services/kitchen-remodeling", 6);
    await count(day(2), "visit", "paid", "google", "/service-area/plano-remodeling-contractor", 20);
    await count(
      day(2),
      "form_start",
      "paid",
      "google",
      "/service-area/plano-remodeling-contractor",
      5,
    );
    await leadFrom(day(1), "/services/kitchen-remodeling", "https://www.google.com/", true);
    await leadFrom(day(3), "/services/kitchen-remodeling", "https://www.bing.com/");
    await leadFrom(
      day(2),
      "/service-area/plano-remodeling-contractor?gclid=x",
      "https://www.google.com/",
      true,
    );
    await leadFrom(
      day(4),
      "/service-area/plano-remodeling-contractor?gclid=y",
      "https://www.google.com/",
    );
    // Out of the period: the day after it.
    await leadFrom(day(10), "/faq", "https://www.google.com/");

    await page.goto("/admin");
    await expect(page.getByRole("link", { name: "Sources and results" }).first()).toHaveAttribute(
      "href",
      "/admin/sources",
    );
    await page.goto("/admin/sources");
    await expect(
      page.getByRole("heading", { level: 1, name: "Sources and results" }),
    ).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill(from);
    await page.getByLabel("To", { exact: true }).fill(to);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&view=channel`));

    expect(await rowCells(page, "Search")).toEqual(
      expect.arrayContaining(["30", "6 20%", "2 33%", "1 50%"]),
    );
    expect(await rowCells(page, "Paid ads")).toEqual(
      expect.arrayContaining(["20", "5 25%", "2 40%", "1 50%"]),
    );
    expect((await rowCells(page, "All sources")).slice(0, 3)).toEqual(["50", "11 22%", "4 36%"]);
    // The chart says what the table says.
    const chart = page.getByRole("img", { name: "Leads by channel" });
    await expect(chart).toHaveAccessibleDescription("Search: 2, Paid ads: 2");
    await expect(
      page.getByRole("img", { name: "Every source, step by step" }),
    ).toHaveAccessibleDescription(
      "First visits: 50, Form started: 11, Leads: 4, Booked consultations: 2, Estimates sent: 0, Signed: 0",
    );

    // What the ads cost: $300 in the period's month, spread over its days.
    const month = from.slice(0, 7);
    const spend = page.getByRole("region", { name: "What you spend" });
    await spend.getByLabel("Month", { exact: true }).fill(month);
    await spend.getByLabel(/^Channel/).selectOption("paid");
    await spend.getByLabel(/^Source/).fill("google");
    await spend.getByLabel(/^Amount/).fill("300");
    await spend.getByRole("button", { name: "Save spend" }).click();
    await expect(spend.getByRole("status")).toHaveText("Spend saved.");
    await page.goto(`/admin/sources?from=${month}-01&to=${month}-28&view=source`);
    const paid = await rowCells(page, "Paid ads · google");
    expect(paid.slice(-4)[0]).toMatch(/^\$\d{3}\.\d{2}$/);

    // The export is the table as numbers.
    await page.goto(`/admin/sources?from=${from}&to=${to}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /spreadsheet/ }).click(),
    ]);
    const csv = (await (await download.createReadStream()).toArray()).join("");
    expect(csv).toContain(`From,${from},To,${to}`);
    expect(csv).toContain("\r\nSearch,30,6,20.0,2,33.3,1,50.0,0,0.0,0,,0.00,0.00,,,\r\n");

    // A period asked for wrongly is said, and the last 30 days shown instead.
    await page.goto(`/admin/sources?from=${to}&to=${from}`);
    await expect(page.getByRole("alert").filter({ hasText: "first day" })).toHaveText(
      "The first day must not be after the last.",
    );
  });
});

test("staff neither see the sources page in the menu nor its figures, and cannot reach its forms", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToCms(page, await createStaff(request, `funnel-${uniqueTag()}`));
  await expect(page.getByRole("link", { name: "Sources and results" })).toHaveCount(0);
  await page.goto("/admin/sources");
  await expect(page.getByText("Only the owner sees sources and what they cost.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const spend = await page.request.post("/api/sources/spend", {
    form: { month: "2026-11", channel: "paid", source: "google", amount: "1" },
  });
  expect(spend.status()).toBe(403);
  expect((await page.request.get("/api/sources/funnel.csv")).status()).toBe(403);
  await context.close();
});
