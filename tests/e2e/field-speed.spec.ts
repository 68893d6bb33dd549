import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { ownerSession } from "./support/cms";

type Report = { path: string; lcp?: number; inp?: number; cls?: number };

/** The page as a browser has it when its tab is hidden or shown: the state, then the event. */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((to) => {
    Object.defineProperty(document, "visibilityState", { value: to, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, state);

test("a sampled view sends its speed once, when hidden or left, and the server takes it", async ({
  page,
  context,
}) => {
  const reports: Report[] = [];
  const answered: number[] = [];
  const isReport = (request: Request) => request.url().endsWith("/api/vitals");
  context.on("request", (request) => {
    if (isReport(request)) reports.push(JSON.parse(request.postData() ?? "{}") as Report);
  });
  context.on("requestfinished", async (request) => {
    if (isReport(request)) answered.push((await request.response())?.status() ?? 0);
  });

  await page.goto("/faq");
  await page.getByRole("heading", { level: 1 }).click();
  // The page is live and the library fetched once nothing more is loading.
  await page.waitForLoadState("networkidle");
  expect(reports).toEqual([]);

  // The tab is hidden: the figures so far go, once.
  await setVisibility(page, "hidden");
  await expect.poll(() => reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ path: "/faq", lcp: expect.any(Number), cls: 0 });
  expect(reports[0]!.lcp).toBeGreaterThan(0);
  await expect.poll(() => answered).toEqual([204]);
  // Shown, hidden again, then left: still one report for this view.
  await setVisibility(page, "visible");
  await setVisibility(page, "hidden");
  await page.evaluate(() => dispatchEvent(new Event("pagehide")));

  // Another view, left by a link while still on screen (pagehide), once its paint is known.
  await page.goto("/services/kitchen-remodeling");
  await page.waitForLoadState("networkidle");
  await expect
    .poll(async () => {
      await page.evaluate(() => dispatchEvent(new Event("pagehide")));
      return reports.length;
    })
    .toBe(2);
  await setVisibility(page, "hidden");
  await expect.poll(() => answered).toEqual([204, 204]);
  expect(reports.map((report) => report.path)).toEqual(["/faq", "/services/kitchen-remodeling"]);
});

test.describe("the figures a view sends", () => {
  // The library is added to the page by the test itself, which the page's policy would refuse.
  test.use({ bypassCSP: true });

  test("are the ones the web-vitals library measures on the same view", async ({
    page,
    context,
  }) => {
    const reports: Report[] = [];
    context.on("request", (request) => {
      if (request.url().endsWith("/api/vitals"))
        reports.push(JSON.parse(request.postData() ?? "{}") as Report);
    });
    await page.goto("/faq");
    await page.waitForLoadState("networkidle");
    await page.addScriptTag({
      path: path.join(process.cwd(), "node_modules/web-vitals/dist/web-vitals.iife.js"),
    });
    await page.evaluate(() => {
      type Library = Record<string, (report: (m: { value: number }) => void, o: object) => void>;
      const library = (window as unknown as { webVitals: Library }).webVitals;
      const seen: Record<string, number> = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      for (const [name, on] of [
        ["lcp", "onLCP"],
        ["inp", "onINP"],
        ["cls", "onCLS"],
      ] as const)
        library[on]!((metric) => (seen[name] = metric.value), { reportAllChanges: true });
      // A banner pushes the page down, unasked: a layout shift.
      const banner = document.createElement("div");
      banner.style.height = "120px";
      document.querySelector("main")!.prepend(banner);
      // A heading that keeps the main thread busy when clicked: a slow response.
      document.querySelector("h1")!.addEventListener("click", () => {
        const until = performance.now() + 150;
        while (performance.now() < until);
      });
    });
    await page.getByRole("heading", { level: 1 }).click();
    type Seen = { lcp?: number; inp?: number; cls?: number };
    const library = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen);
    await expect.poll(async () => (await library()).inp).toBeGreaterThanOrEqual(150);
    expect((await library()).cls).toBeGreaterThan(0);

    await setVisibility(page, "hidden");
    await expect.poll(() => reports).toHaveLength(1);
    const measured = await library();
    expect(reports[0]).toEqual({
      path: "/faq",
      lcp: measured.lcp,
      inp: measured.inp,
      cls: measured.cls,
    });
  });
});

test("the speed report's endpoint refuses what no page sends", async ({ request }) => {
  const send = (data: string) =>
    request.post("/api/vitals", { data, headers: { "content-type": "application/json" } });
  expect((await send("x".repeat(600))).status()).toBe(413);
  expect((await send("{")).status()).toBe(400);
  const negative = await send(JSON.stringify({ path: "/", lcp: -1 }));
  expect(negative.status()).toBe(400);
  expect(await negative.json()).toEqual({ error: "LCP must be a number a browser could measure." });
  expect((await request.get("/api/vitals")).status()).toBe(405);
});

test.describe("the owner's speed figures", () => {
  test.use({ storageState: ownerSession });

  test("each kind of page's largest paint in the chart is the one in the table", async ({
    page,
    context,
  }) => {
    // A view of the home page, hidden, so today has a figure however the tests run.
    const taken: number[] = [];
    context.on("requestfinished", async (request) => {
      if (request.url().endsWith("/api/vitals"))
        taken.push((await request.response())?.status() ?? 0);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await setVisibility(page, "hidden");
    await expect.poll(() => taken).toContain(204);
    await page.goto("/admin/sources");
    const panel = page.getByRole("region", { name: "How fast pages are for real visitors" });
    await expect(panel.getByRole("table")).toBeVisible();
    const chart = panel.getByRole("img", { name: "Largest paint, 75th percentile (ms)" });
    const description = (await chart.getAttribute("aria-describedby"))!;
    const pairs = (await page.locator(`[id="${description}"]`).textContent())!
      .split(", ")
      .map((pair) => pair.split(": ") as [string, string]);
    expect(pairs.length).toBeGreaterThan(0);
    for (const [kind, ms] of pairs) {
      const cell = panel
        .getByRole("row", { name: new RegExp(`^${kind}`) })
        .getByRole("cell")
        .first();
      await expect(cell).toHaveText(
        new RegExp(
          `^${(Number(ms) / 1000).toFixed(2)} s · (good|needs improvement|poor) \\(\\d+ visits?\\)$`,
        ),
      );
    }
  });
});
