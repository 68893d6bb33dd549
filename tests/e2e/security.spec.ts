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

test("a prerendered page allows its inline scripts by hash and a per-request page by nonce", async ({
  request,
}) => {
  expect((await request.get("/")).headers()["content-security-policy"]).toMatch(
    /script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
  );
  const contact = await request.get("/contact");
  const nonce = contact.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  expect(await contact.text()).toContain(`nonce="${nonce}"`);
});

test("the health endpoint reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: "ok" });
  expect(response.headers()["cache-control"]).toContain("no-store");
});

test("no route logs a console error or a CSP violation, including after client navigation", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  // CSP violations caught inside a library (e.g. an eval probe) reach only the DevTools issues.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Audits.enable");
  devtools.on("Audits.issueAdded", ({ issue }) =>
    problems.push(`${page.url()}: ${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`),
  );
  for (const path of routePaths) await page.goto(path, { waitUntil: "load" });
  await page.goto("/");
  await page.getByRole("link", { name: "Get Free Estimate" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("button", { name: "Request My Free Estimate" })).toBeEnabled();
  expect(problems).toEqual([]);
});
