import { expect, test } from "@playwright/test";
import { e2eAdminPassword } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { insertLead, uniqueClientIp, uniqueTag } from "./support/lead-store";
import { startExtraServer, type ExtraServer } from "./support/next-server";

const ROBOTS = "noindex, nofollow";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test.describe("a server started without ADMIN_PASSWORD", () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ ADMIN_PASSWORD: undefined, SESSION_SECRET: undefined });
  });
  test.afterAll(async () => server?.stop());

  test("answers 404 on every admin route, page, export and post alike", async ({ request }) => {
    for (const path of ["/admin", "/admin/login", "/admin/leads/1", "/admin/export", "/admin/x"]) {
      const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["x-robots-tag"], path).toBe(ROBOTS);
      expect(await response.text(), path).not.toContain('type="password"');
    }
    const post = await request.post(`${server.url}/admin/login`, {
      form: { password: "anything" },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(404);
    expect(post.headers()["set-cookie"] ?? "").not.toContain("admin_session");
    expect(server.output()).toContain("Owner's inbox disabled");
  });
});

test.describe("a server started with a short SESSION_SECRET", () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ ADMIN_PASSWORD: "pw", SESSION_SECRET: "too-short" });
  });
  test.afterAll(async () => server?.stop());

  test("says so at start and on every admin page, and offers no sign-in", async ({ page }) => {
    const message = "SESSION_SECRET is missing or shorter than 32 characters";
    expect(server.output()).toContain(message);
    for (const path of ["/admin", "/admin/login", "/admin/leads/1"]) {
      await page.goto(`${server.url}${path}`);
      await expect(
        page.getByRole("heading", { name: "The lead inbox is not configured" }),
      ).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByLabel("Password")).toHaveCount(0);
    }
  });
});

test("signed out, every admin page and the export are refused without leaking a lead", async ({
  request,
}) => {
  const name = `Private Person ${uniqueTag()}`;
  const id = await insertLead({ fullName: name, email: "private@example.com" });
  for (const path of [
    "/admin",
    `/admin?q=${encodeURIComponent(name)}`,
    `/admin/leads/${id}`,
    "/admin/export",
    `/admin/export?q=${encodeURIComponent(name)}`,
  ]) {
    const variants: Record<string, string>[] = [{}, { cookie: "admin_session=eyJ2IjoxfQ.forged" }];
    for (const headers of variants) {
      const response = await request.get(path, { maxRedirects: 0, headers });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe("/admin/login");
      expect(response.headers()["x-robots-tag"], path).toBe(ROBOTS);
      const body = await response.text();
      expect(body).not.toContain(name);
      expect(body).not.toContain("private@example.com");
    }
  }
  const login = await request.get("/admin/login");
  expect(login.headers()["x-robots-tag"]).toBe(ROBOTS);
  expect(await login.text()).toContain('<meta name="robots" content="noindex, nofollow');
});

test("a wrong password is refused, and after five attempts even the right one is", async ({
  page,
  context,
}) => {
  // Each attempt waits for the answer and for React to reset the form after it, so the next
  // password is never typed into a form that is about to be cleared.
  const submitPassword = async () => {
    await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/admin/login"),
      ),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await expect(page.getByLabel("Password")).toHaveValue("");
  };
  await page.goto("/admin/login");
  await expectNoAxeViolations(page);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel("Password").fill(`wrong guess ${attempt}`);
    await submitPassword();
    await expect(page.locator("form").getByRole("alert")).toHaveText(
      "That password is not right. Please try again.",
    );
  }
  await expectNoAxeViolations(page);
  await page.getByLabel("Password").fill(e2eAdminPassword);
  await submitPassword();
  await expect(page.locator("form").getByRole("alert")).toContainText("Too many sign-in attempts");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("admin_session");
});

test("only failed attempts count: the owner signs in again and again without being locked out", async ({
  page,
  context,
}) => {
  for (let visit = 1; visit <= 7; visit++) {
    await page.goto("/admin/login");
    await page.getByLabel("Password").fill(e2eAdminPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page, `sign-in ${visit}`).toHaveURL(/\/admin$/);
    await context.clearCookies();
  }
});
