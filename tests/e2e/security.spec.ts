import { expect, test } from "@playwright/test";
import { routePaths } from "./support/routes";

function expectSecurityHeaders(headers: Record<string, string>, where: string) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).not.toContain("unsafe-eval");
  expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], where).toContain("camera=()");
}

test("pages, assets, the health endpoint and the 404 page carry the security headers", async ({
  request,
}) => {
  const home = await request.get("/");
  const html = await home.text();
  const asset = html.match(/<script[^>]*src="(\/_next\/static\/[^"]+)"/)?.[1];
  expect(asset).toBeTruthy();
  for (const path of [
    "/",
    "/contact",
    "/faq",
    "/api/health",
    "/images/hero-home.svg",
    "/sitemap.xml",
    asset!,
    "/no-such-page",
  ]) {
    const response = await request.get(path);
    expectSecurityHeaders(response.headers(), path);
  }
  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
  const overHttps = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(overHttps.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
});

test("the contact page allows its inline scripts by a nonce made for each response, never by 'unsafe-inline'", async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let view = 0; view < 3; view++) {
    const page = await request.get("/contact");
    const scripts = page.headers()["content-security-policy"]?.match(/script-src [^;]*/)?.[0] ?? "";
    expect(scripts).not.toContain("unsafe-inline");
    const nonce = scripts.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(await page.text()).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(3);
});

test("the health endpoint reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  // Other tests leave failed deliveries behind: the outbox may be degraded, the database is fine.
  expect(body).toMatchObject({ database: "ok", outbox: { failed: expect.any(Number) } });
  expect(["ok", "degraded"]).toContain(body.status);
  expect(response.headers()["cache-control"]).toContain("no-store");
});

// Chromium reports CSP violations caught inside a library (e.g. an eval probe) only as DevTools
// issues. Other kinds of issue are advisories (new ones arrive with browser updates): not errors.
const CSP_ISSUE = "ContentSecurityPolicyIssue";

test("no route logs a console error or a CSP violation, including after client navigation", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    // A 404 page's own status is what it is meant to answer, not an error on the page.
    const ownStatus =
      message.location().url === page.url() && message.text().includes("status of 404");
    if (message.type() === "error" && !ownStatus) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Audits.enable");
  devtools.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === CSP_ISSUE)
      problems.push(`${page.url()}: ${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`);
  });
  for (const path of [...routePaths, "/no-such-page", "/services/no-such-service"])
    await page.goto(path, { waitUntil: "load" });
  await page.goto("/");
  await page.getByRole("link", { name: "Get Free Estimate" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("button", { name: "Request My Free Estimate" })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("an inline script the page did not ship is refused and reported as a CSP violation", async ({
  page,
}) => {
  const violations: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Audits.enable");
  devtools.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === CSP_ISSUE) violations.push(issue.code);
  });
  await page.goto("/faq");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
