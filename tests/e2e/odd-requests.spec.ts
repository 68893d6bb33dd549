import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL, e2eAdminPassword, e2eOwnerEmail } from "../../playwright.config";
import { bookingPathFor } from "./support/booking";
import { tokenAt } from "./support/cms";
import { insertLead } from "./support/lead-store";
import { startExtraServer, type ExtraServer } from "./support/next-server";

/**
 * Issue 47: requests no browser of ours sends, as a curious stranger, a broken phone or a cache
 * in front would send them. Each gets a 4xx that says why, never a 500, a day in a shared cache,
 * or a stack in the log.
 */

const FORGED_PREVIEW = "__prerender_bypass=forged";
const PUBLIC_PAGES = ["/", "/faq", "/services/kitchen-remodeling", "/ideas", "/es/contact"];

test("a forged preview cookie neither makes a page cacheable for long nor skips the 404", async ({
  request,
}) => {
  for (const path of [...PUBLIC_PAGES, "/blog/no-such-article"]) {
    const answer = await request.get(path, { headers: { cookie: FORGED_PREVIEW } });
    const cacheControl = answer.headers()["cache-control"] ?? "";
    expect(answer.status(), path).toBe(path.startsWith("/blog/no-") ? 404 : 200);
    const shared = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    expect(shared, `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
    if (answer.status() === 404) expect(cacheControl, path).not.toContain("public");
  }
});

/**
 * Streams a body of `total` bytes in 64 KB chunks (no Content-Length), one every 2 ms as a phone
 * uploading over a fast line would; tells how much was written when the server answered. With
 * `whole`, goes on to the end after the answer, as a client that sends before it reads does.
 */
function streamChunked(path: string, total: number, { origin = baseURL, whole = false } = {}) {
  return new Promise<{ status: number; body: string; writtenAtAnswer: number }>(
    (resolve, reject) => {
      let written = 0;
      let answer: { status: number; body: string; writtenAtAnswer: number } | undefined;
      const chunk = Buffer.alloc(64 * 1024, "a");
      const req = httpRequest(`${origin}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: baseURL,
          host: new URL(baseURL).host,
          "transfer-encoding": "chunked",
        },
      });
      const finish = () => {
        if (!answer || (whole && written < total)) return;
        clearInterval(pump);
        req.destroy();
        resolve(answer);
      };
      const pump = setInterval(() => {
        if (req.destroyed || (answer && !whole)) return finish();
        if (written >= total) return finish();
        written += chunk.length;
        req.write(chunk);
      }, 2);
      req.on("response", (res) => {
        const writtenAtAnswer = written;
        let body = "";
        res.on("data", (part: Buffer) => (body += part.toString()));
        res.on("end", () => {
          answer = { status: res.statusCode ?? 0, body, writtenAtAnswer };
          finish();
        });
      });
      req.on("error", (error) => {
        clearInterval(pump);
        reject(new Error(`After ${written} bytes: ${error.message}`));
      });
    },
  );
}

const CHUNKED_TOTAL = 24 * 1024 * 1024;

test("a body sent in chunks to the site's own endpoints is refused before it is read", async () => {
  for (const path of ["/api/first-visit", "/api/bookings", "/api/review-opt-out", "/contact"]) {
    const answer = await streamChunked(path, CHUNKED_TOTAL);
    expect(answer.status, path).toBe(413);
    expect(answer.body, path).toContain("Content-Length");
    expect(answer.writtenAtAnswer, `${path}: answered at once`).toBeLessThan(CHUNKED_TOTAL / 8);
  }
});

test("signed-link pages answer a link that does not work with its status and the same clear page", async ({
  page,
}) => {
  const gone = await bookingPathFor(2_000_000_000, new Date(Date.now() + 86_400_000));
  const spam = await insertLead({ fullName: "Link Spam", status: "spam" });
  const spamLink = await bookingPathFor(spam, new Date(Date.now() + 86_400_000));
  const cases: [string, number, string][] = [
    ["/book", 400, "This link does not work"],
    ["/book?t=1.zzzzzz.abcdefghijabcdefghijabcdefghij12", 400, "This link does not work"],
    [gone, 404, "This link does not work"],
    [spamLink, 404, "This link does not work"],
    [`/es${gone}`, 404, "Este enlace no funciona"],
    ["/review-opt-out?e=bm9ib2R5QGV4YW1wbGUuY29t&t=forged", 400, "This link does not work"],
    ["/es/review-opt-out?e=x&t=y", 400, "Este enlace no funciona"],
  ];
  for (const [path, status, heading] of cases) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(status);
    expect(answer?.headers()["cache-control"], path).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }), path).toBeVisible();
  }
});

test.describe("malformed requests", () => {
  let server: ExtraServer;
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async () => {
    server = await startExtraServer({
      ADMIN_EMAIL: e2eOwnerEmail,
      ADMIN_PASSWORD: e2eAdminPassword,
      SESSION_SECRET: "odd-requests-session-secret-0123456789abcdef",
    });
  });
  test.afterAll(async () => server?.stop());

  test("four 24 MB bodies sent whole at once, four times over, leave none of them held", async () => {
    const rss = () => {
      const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
    };
    const fourAtOnce = async () => {
      const answers = await Promise.all(
        [1, 2, 3, 4].map(() =>
          streamChunked("/api/first-visit", CHUNKED_TOTAL, { origin: server.url, whole: true }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
      for (const answer of answers) expect(answer.writtenAtAnswer).toBeLessThan(CHUNKED_TOTAL / 8);
    };
    // Warm: the first requests load code that stays.
    await streamChunked("/api/first-visit", 1024 * 1024, { origin: server.url, whole: true });
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
    await fourAtOnce().finally(() => clearInterval(sampler));
    // Read whole, the four would hold 96 MB at once, kept twice by the framework.
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
    // Dropped as they arrive, the chunks are garbage the collector frees when it likes; kept, each
    // round would add 96 MB. Compared round to round, so when the collector runs does not matter.
    const afterFirst = rss();
    for (let round = 2; round <= 4; round++) await fourAtOnce();
    expect(rss() - afterFirst).toBeLessThan(64 * 1024 * 1024);
  });

  test("each gets a 4xx with a reason, and the log one line without a stack", async ({
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.url, maxRedirects: 0 });
    const origin = { origin: baseURL };
    const wrongBoundary = {
      ...origin,
      "content-type": "multipart/form-data; boundary=abc",
    };
    const otherPart = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n';
    const cutPart = '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1';
    const badTree = { rsc: "1", "next-router-state-tree": "%7Bbad" };
    try {
      const auth = {
        authorization: `JWT ${await tokenAt(api, { email: e2eOwnerEmail, password: e2eAdminPassword })}`,
      };
      const corpus: [string, () => ReturnType<typeof api.get>][] = [];
      for (const path of ["/contact", "/es/contact", "/faq"]) {
        corpus.push([
          `wrong boundary ${path}`,
          () => api.post(path, { headers: wrongBoundary, data: otherPart }),
        ]);
        corpus.push([
          `cut boundary ${path}`,
          () => api.post(path, { headers: wrongBoundary, data: cutPart }),
        ]);
      }
      for (const collection of ["posts", "faqs", "reviews", "projects", "services", "media"])
        corpus.push([`/api/${collection}/abc`, () => api.get(`/api/${collection}/abc`)]);
      corpus.push(["/api/posts/%00", () => api.get("/api/posts/%00")]);
      corpus.push(["/api/leads/abc", () => api.get("/api/leads/abc", { headers: auth })]);
      corpus.push(["/api/users/abc", () => api.get("/api/users/abc", { headers: auth })]);
      corpus.push(["feed %%", () => api.get("/api/appointments/feed/%%.ics")]);
      for (const path of ["/blog", "/contact", "/book", "/es/contact"])
        corpus.push([
          `router state ${path}`,
          () => api.get(`${path}?_rsc=odd`, { headers: badTree }),
        ]);

      const logBefore = server.output().split("\n").length;
      for (const [name, send] of corpus) {
        const answer = await send();
        expect(answer.status(), name).toBeGreaterThanOrEqual(400);
        expect(answer.status(), name).toBeLessThan(500);
        expect((await answer.text()).length, `${name}: says why`).toBeGreaterThan(0);
      }
      // The log catches up with the answers.
      await expect
        .poll(
          () =>
            server
              .output()
              .split("\n")
              .slice(logBefore - 1)
              .filter(Boolean).length,
        )
        .toBeGreaterThanOrEqual(corpus.length);
      const lines = server
        .output()
        .split("\n")
        .slice(logBefore - 1)
        .filter(Boolean);
      expect(
        lines.filter((line) => /^\s+at /.test(line)),
        "stack lines",
      ).toEqual([]);
      expect(lines, "one line each").toHaveLength(corpus.length);
    } finally {
      await api.dispose();
    }
  });
});
