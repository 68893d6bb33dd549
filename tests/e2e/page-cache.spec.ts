import { createHash } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { owner } from "./support/cms";
import { pageCacheState, startExtraServer, type ExtraServer } from "./support/next-server";
import { routePaths, sitemapPaths } from "./support/routes";

/** The CSP source of each inline script a browser would run (data blocks excluded). */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ""))
    .map(
      ([, , body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    );
}

const cacheState = pageCacheState;

test("every page but the contact page is served from the cache with one policy naming its own scripts, its stylesheet written in", async ({
  request,
}) => {
  for (const path of routePaths.filter((path) => path !== "/contact")) {
    await request.get(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(cacheState(response.headers()), path).toBe("HIT");
    const policies = response
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === "content-security-policy");
    expect(policies, path).toHaveLength(1);
    const scripts = policies[0]!.value.match(/script-src [^;]*/)?.[0] ?? "";
    expect(scripts, path).not.toMatch(/unsafe-inline|nonce-/);
    const html = await response.text();
    expect(html, path).toMatch(
      /<style data-precedence="next" data-href="\/_next\/static\/[^"]+\.css">/,
    );
    expect(html, path).not.toContain('<link rel="stylesheet"');
    const sources = inlineScriptSources(html);
    expect(sources.length, path).toBeGreaterThan(0);
    for (const source of sources) expect(scripts, path).toContain(source);
  }
});

test("every page of the sitemap, fetched without cookies, sets none and a shared cache may keep it, but the contact page", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const paths = await sitemapPaths(visitor);
  expect(paths.length).toBeGreaterThan(40);
  const contact = new Set(["/contact", "/es/contact"]);
  for (const path of paths) {
    const page = await visitor.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()["set-cookie"], path).toBeUndefined();
    expect(page.headers()["cache-control"], path).toBe(
      contact.has(path)
        ? "private, no-cache, no-store, max-age=0, must-revalidate"
        : "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
  }
  // Nothing was set along the way: each page was fetched as a first visitor's.
  expect((await visitor.storageState()).cookies).toEqual([]);
  await visitor.dispose();
});

test("a visitor whose copy is current is told so with a 304, without the page", async ({
  request,
}) => {
  for (const path of ["/faq", "/ideas?category=kitchens"]) {
    await request.get(path);
    const page = await request.get(path);
    const etag = page.headers()["etag"];
    expect(etag, path).toMatch(/^"[\w-]{27}"$/);
    const unchanged = await request.get(path, { headers: { "If-None-Match": `W/${etag}` } });
    expect(unchanged.status(), path).toBe(304);
    expect(unchanged.headers()["etag"], path).toBe(etag);
    expect((await unchanged.body()).length, path).toBe(0);
    const other = await request.get(path, { headers: { "If-None-Match": '"another-copy"' } });
    expect(other.status(), path).toBe(200);
    expect(other.headers()["etag"], path).toBe(etag);
  }
});

/** A view as raw bytes, as a browser or a cache receives them before it decodes them. */
function rawView(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

test("a kept page is sent compressed with brotli or gzip, as the visitor accepts, and is the same page", async ({
  request,
  baseURL,
}) => {
  for (const path of ["/faq", "/es/services/kitchen-remodeling"]) {
    await request.get(path);
    const plain = await rawView(`${baseURL}${path}`, {});
    expect(plain.headers["x-page-cache"], path).toBe("HIT");
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepted, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0.1, gzip", "gzip"],
    ] as const) {
      for (let view = 0; view < 2; view++) {
        const sent = await rawView(`${baseURL}${path}`, { "Accept-Encoding": accepted });
        expect(sent.headers["content-encoding"], `${path} ${accepted}`).toBe(encoding);
        expect(sent.headers["etag"], path).toBe(plain.headers["etag"]);
        expect(sent.headers["vary"], path).toMatch(/Accept-Encoding/);
        expect(sent.body.length, path).toBeLessThan(plain.body.length / 4);
        expect(decode[encoding](sent.body).equals(plain.body), `${path} ${accepted}`).toBe(true);
      }
    }
  }
});

/** The text of a page's data scripts, as its scripts read it. */
const pageData = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)]
    .map(([, json]) => (JSON.parse(json ?? "[]") as [number, string])[1])
    .join("");

test("a kept page carries its structured data once and only the style rules it uses, and its scripts still take over", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/faq", "/es/faq", "/services/kitchen-remodeling"]) {
    await request.get(path);
    const html = await (await request.get(path)).text();
    const structured = [
      ...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map(([, text]) => text ?? "");
    expect(structured.length, path).toBeGreaterThan(0);
    for (const text of structured) expect(pageData(html), path).not.toContain(text);

    const style = html.match(/<style data-precedence="next" data-href="([^"]+)">([^<]*)</);
    const whole = await (await request.get(style?.[1] ?? "")).text();
    const inline = style?.[2] ?? "";
    expect(inline.length, path).toBeLessThan(whole.length * 0.7);
    // Of the file's plain class rules, the page's own are written in and every other one is not.
    const used = new Set(
      [...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, names]) => (names ?? "").split(" ")),
    );
    const ruled = [...new Set([...whole.matchAll(/[{}]\.([a-z][\w-]*)\{/g)].map(([, c]) => c))];
    const others = ruled.filter((name) => !used.has(name ?? ""));
    expect(others.length, path).toBeGreaterThan(20);
    for (const name of ruled) {
      expect(inline.includes(`.${name}{`), `${path} .${name}`).toBe(used.has(name ?? ""));
    }

    await page.goto(path);
    const toggle = page.locator("#mobile-menu-toggle");
    await toggle.click();
    // Set by the menu's script: the page's scripts hydrated from the emptied data.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const parsed = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    expect(JSON.stringify(parsed), path).toBe(JSON.stringify(structured.map((t) => JSON.parse(t))));
  }
  expect(problems).toEqual([]);
});

test("a kept page's framework scripts are fetched after its first paint, once, and take over", async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/", "/es/ideas"]) {
    await request.get(path);
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/);

    await page.goto(path);
    const toggle = page.locator("#mobile-menu-toggle");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
      chunks: performance
        .getEntriesByType("resource")
        .filter((entry): entry is PerformanceResourceTiming => "fetchStart" in entry)
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, fetchStart: entry.fetchStart })),
    }));
    expect(timing.firstPaint, path).not.toBeNull();
    const requested = timing.chunks.map((chunk) => chunk.name);
    expect(requested.length, path).toBeGreaterThan(3);
    expect(new Set(requested).size, path).toBe(requested.length);
    // The legacy-browser script is never fetched by a browser that runs modules; a preload the
    // framework writes low in priority may start early, but nothing runs before the paint.
    const early = timing.chunks.filter((chunk) => chunk.fetchStart < timing.firstPaint!);
    expect(early.length, path).toBeLessThanOrEqual(1);
  }
  expect(problems).toEqual([]);
});

test("a navigation's data is answered as data, never with the kept page's HTML", async ({
  request,
}) => {
  for (const path of ["/faq", "/ideas?category=bathroom"]) {
    await request.get(path);
    expect((await request.get(path)).headers()["x-page-cache"], path).toBe("HIT");
    const separator = path.includes("?") ? "&" : "?";
    const data = await request.get(`${path}${separator}_rsc=abc12`, { headers: { RSC: "1" } });
    expect(data.status(), path).toBe(200);
    expect(data.headers()["content-type"], path).toMatch(/^text\/x-component/);
    expect(data.headers()["x-page-cache"], path).toBeUndefined();
  }
});

test("a filtered list is its own cached page behind the same address", async ({ request }) => {
  await request.get("/resources?category=cost-guides");
  const filtered = await request.get("/resources?category=cost-guides");
  expect(cacheState(filtered.headers())).toBe("HIT");
  expect(await filtered.text()).toContain("Showing 1 article in Cost Guides");
  const all = await (await request.get("/resources?category=no-such-category")).text();
  expect(all).toContain("Showing 5 articles");
});

test.describe("an owner's save", () => {
  let server: ExtraServer;
  let api: APIRequestContext;
  // Its own server and content: the other tests read the seeded reviews and questions.
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ playwright }) => {
    server = await startExtraServer({
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SESSION_SECRET: "page-cache-session-secret-0123456789abcdef",
      SMTP_URL: undefined,
      NTFY_URL: undefined,
    });
    const signIn = await playwright.request.newContext({ baseURL: server.url });
    const { token } = (await (await signIn.post("/api/users/login", { data: owner })).json()) as {
      token: string;
    };
    await signIn.dispose();
    api = await playwright.request.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { Authorization: `JWT ${token}` },
    });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
  });

  /** Views each page until the cache answers it: what a visitor meets before the save. */
  async function warm(paths: string[]) {
    for (const path of paths)
      await expect
        .poll(async () => cacheState((await api.get(path)).headers()), { message: path })
        .toBe("HIT");
  }

  test("re-renders, at the next view, exactly the pages that show what changed", async () => {
    const pages = ["/", "/faq", "/resources", "/services/kitchen-remodeling"];
    await warm(pages);

    const reviews = await api.get("/api/reviews?where[shown][equals]=true&limit=1&depth=0");
    const review = ((await reviews.json()) as { docs: { id: number }[] }).docs[0]!;
    const words = `Cache check ${Date.now()}: the crew left the kitchen spotless every day.`;
    expect((await api.patch(`/api/reviews/${review.id}`, { data: { text: words } })).ok()).toBe(
      true,
    );
    const home = await api.get("/");
    expect(cacheState(home.headers())).toBe("MISS");
    expect(await home.text()).toContain(words);
    for (const path of ["/faq", "/resources", "/services/kitchen-remodeling"])
      expect(cacheState((await api.get(path)).headers()), path).toBe("HIT");

    const before = (await api.get("/faq")).headers()["etag"]!;
    const faqs = await api.get("/api/faqs?where[shown][equals]=true&limit=1&depth=0");
    const faq = ((await faqs.json()) as { docs: { id: number }[] }).docs[0]!;
    const answer = [
      `Cache check ${Date.now()}: yes, we pull every permit the work needs ourselves,`,
      "schedule each city inspection, meet the inspector on site and keep the signed cards",
      "with your project file. You never stand in line at city hall, and the final inspection",
      "is part of the price we quote, not an extra added at the end of the job.",
    ].join(" ");
    expect((await api.patch(`/api/faqs/${faq.id}`, { data: { answer } })).ok()).toBe(true);
    const faqPage = await api.get("/faq", { headers: { "If-None-Match": before } });
    expect(faqPage.status()).toBe(200);
    expect(faqPage.headers()["etag"]).not.toBe(before);
    expect(cacheState(faqPage.headers())).toBe("MISS");
    expect(await faqPage.text()).toContain(answer);
    expect(cacheState((await api.get("/")).headers())).toBe("HIT");
  });
});
