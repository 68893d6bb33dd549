import { createClient } from "@libsql/client";
import { devices, expect, test } from "@playwright/test";
import { e2eCountLimit, e2eDatabaseUrl } from "../../playwright.config";
import { uniqueClientIp, uniqueTag } from "./support/lead-store";

/** What a person's browser says it is; the request fixture's own name is a program's. */
const BROWSER = devices["Desktop Chrome"].userAgent;

/** The funnel's counts under one campaign source, as the database holds them. */
async function countsOf(source: string) {
  const db = createClient({ url: e2eDatabaseUrl });
  try {
    const { rows } = await db.execute({
      sql: "SELECT step, channel, landing, count FROM funnel_counts WHERE source = ? ORDER BY step",
      args: [source],
    });
    return rows.map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

test("a visitor's first page and first keystroke in the form are counted once, under their source", async ({
  page,
}) => {
  const source = `funnel-${uniqueTag()}`;
  await page.goto(`/services/kitchen-remodeling?utm_source=${source}&utm_medium=email`);
  await expect
    .poll(() => countsOf(source))
    .toEqual([
      { step: "visit", channel: "referral", landing: "/services/kitchen-remodeling", count: 1 },
    ]);

  await page.goto("/contact");
  await page.getByLabel("Full name", { exact: true }).fill("Dana Funnel");
  await page.getByLabel("Email", { exact: true }).fill("dana@example.com");
  await expect
    .poll(() => countsOf(source))
    .toContainEqual({
      step: "form_start",
      channel: "referral",
      landing: "/services/kitchen-remodeling",
      count: 1,
    });
  // Another page and another form later add nothing: the same person, counted once.
  await page.goto("/es/contact");
  await page.getByLabel("Nombre completo", { exact: true }).fill("Dana");
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await countsOf(source)).toEqual([
    { step: "form_start", channel: "referral", landing: "/services/kitchen-remodeling", count: 1 },
    { step: "visit", channel: "referral", landing: "/services/kitchen-remodeling", count: 1 },
  ]);
});

test("crawlers are not counted, and the count endpoints refuse what no page sends", async ({
  playwright,
  baseURL,
}) => {
  const source = `crawler-${uniqueTag()}`;
  const crawler = await playwright.request.newContext({
    baseURL,
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const visit = await crawler.post("/api/first-visit", {
    data: { page: `/?utm_source=${source}` },
  });
  expect(visit.status()).toBe(204);
  const started = await crawler.post("/api/form-start");
  expect(started.status()).toBe(204);
  expect(await countsOf(source)).toEqual([]);
  await crawler.dispose();

  const stranger = await playwright.request.newContext({ baseURL, userAgent: BROWSER });
  // No first visit, no form start: nothing to count it under.
  expect((await stranger.post("/api/form-start")).status()).toBe(204);
  const stuffed = await stranger.post("/api/form-start", { data: "x".repeat(1000) });
  expect(stuffed.status()).toBe(413);
  expect((await stuffed.json()) as unknown).toEqual({ error: "This address takes no body." });
  expect((await stranger.get("/api/form-start")).status()).toBe(405);
  await stranger.dispose();
});

test("one address sending first visits past its limit is refused and no longer counted", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const source = `flood-${uniqueTag()}`;
  const address = uniqueClientIp();
  // Each a new browser (no cookie jar), all from one address.
  const send = () =>
    fetch(`${baseURL}/api/first-visit`, {
      method: "POST",
      headers: { "user-agent": BROWSER, "x-forwarded-for": address },
      body: JSON.stringify({ page: `/?utm_source=${source}` }),
    }).then((answer) => answer.status);
  const statuses: number[] = [];
  while (statuses.length < e2eCountLimit + 5)
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, e2eCountLimit + 5 - statuses.length) }, send),
      )),
    );
  expect(statuses.filter((status) => status === 204)).toHaveLength(e2eCountLimit);
  expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  expect(await countsOf(source)).toEqual([
    { step: "visit", channel: "referral", landing: "/", count: e2eCountLimit },
  ]);
});
