import { expect, test, type BrowserContext } from "@playwright/test";
import { FIRST_TOUCH_COOKIE } from "@/leads/attribution";

const firstTouchOf = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name === FIRST_TOUCH_COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, string>) : null;
};

test("a visitor whose first page came from a CDN's copy still has where they came from remembered", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const landing = "/services/kitchen-remodeling?utm_source=tv&utm_campaign=fall-remodel";
  // The CDN: the page as a shared cache keeps it, answered without the server's cookie.
  const cdn = await playwright.request.newContext({ baseURL });
  const kept = await cdn.get(landing);
  expect(kept.status()).toBe(200);
  const body = await kept.body();
  const headers = Object.fromEntries(
    Object.entries(kept.headers()).filter(([name]) => name !== "set-cookie"),
  );
  await cdn.dispose();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route(`**${landing}`, (route) =>
    route.request().resourceType() === "document"
      ? route.fulfill({ status: 200, headers, body })
      : route.continue(),
  );
  await page.goto(landing, { referer: "https://www.google.com/" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => firstTouchOf(context))
    .toMatchObject({
      landingPage: landing,
      referrer: "https://www.google.com/",
      utmSource: "tv",
      utmCampaign: "fall-remodel",
    });

  // Later pages, from the server or the CDN, neither call again nor replace it.
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/first-visit")) calls.push(request.url());
  });
  await page.goto("/faq?utm_source=radio", { waitUntil: "networkidle" });
  expect(calls).toEqual([]);
  expect((await firstTouchOf(context))?.landingPage).toBe(landing);
  await context.close();
});

test("the first-visit call keeps a visitor's cookie, checks every part, and refuses what is not a visit", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const forged = await visitor.post("/api/first-visit", {
    // A hidden right-to-left mark is no campaign anyone typed; the referrer is no web address.
    data: { page: "/faq?utm_medium=%E2%80%AE", referrer: "javascript:alert(1)", utmSource: "x" },
  });
  expect(forged.status()).toBe(204);
  const state = await visitor.storageState();
  const cookie = state.cookies.find((c) => c.name === FIRST_TOUCH_COOKIE)!;
  expect(cookie.httpOnly).toBe(true);
  const touch = JSON.parse(decodeURIComponent(cookie.value)) as Record<string, string>;
  expect(touch).toEqual({ landingPage: "/faq?utm_medium=%E2%80%AE", at: expect.any(String) });

  const again = await visitor.post("/api/first-visit", { data: { page: "/faq?utm_source=x" } });
  expect(again.status()).toBe(204);
  expect(again.headers()["set-cookie"]).toBeUndefined();
  await visitor.dispose();

  const stranger = await playwright.request.newContext({ baseURL });
  for (const data of ['{"page":', '{"page": 7}', '["/faq"]', '{"page": "faq"}']) {
    const refused = await stranger.post("/api/first-visit", {
      data,
      headers: { "Content-Type": "application/json" },
    });
    expect(refused.status(), data).toBe(400);
    expect(((await refused.json()) as { error: string }).error, data).toContain("as JSON");
  }
  const offSite = await stranger.post("/api/first-visit", { data: { page: "//evil.example/x" } });
  expect(offSite.status()).toBe(400);
  expect(((await offSite.json()) as { error: string }).error).toContain("on this site");
  const long = await stranger.post("/api/first-visit", { data: { page: `/${"a".repeat(5000)}` } });
  expect(long.status()).toBe(413);
  expect((await stranger.get("/api/first-visit")).status()).toBe(405);
  const elsewhere = await stranger.post("/api/first-visit", {
    data: { page: "/" },
    headers: { Origin: "https://evil.example" },
  });
  expect(elsewhere.status()).toBe(403);
  expect((await stranger.storageState()).cookies).toEqual([]);
  await stranger.dispose();
});
