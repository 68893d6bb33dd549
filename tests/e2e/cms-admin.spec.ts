import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { createStaff, owner, signInToCms } from "./support/cms";
import { uniqueClientIp, uniqueTag } from "./support/lead-store";
import { startExtraServer, type ExtraServer } from "./support/next-server";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("the owner signs in to the admin, which asks nothing of any other site", async ({ page }) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL).origin)
      elsewhere.push(request.url());
  });
  await signInToCms(page, owner);
  await expect(page.getByRole("link", { name: "Users" }).first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});

test("admin pages are kept out of search engines", async ({ request }) => {
  const response = await request.get("/admin/login");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["set-cookie"] ?? "").not.toContain("first_touch");
});

test("staff sign in but cannot open users", async ({ page, request }) => {
  const staff = await createStaff(request, uniqueTag());
  await signInToCms(page, staff);
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await page.goto("/admin/collections/users");
  await expect(page.getByRole("heading", { name: "Nothing found" })).toBeVisible();
  await expect(page.getByText(owner.email)).toHaveCount(0);
});

test.describe("anonymous requests to the accounts API", () => {
  test("cannot read, create or register users", async ({ request }) => {
    expect((await request.get("/api/users")).status()).toBe(403);
    expect((await request.get("/api/users/1")).status()).toBe(403);
    const intruder = {
      email: "intruder@example.com",
      password: "intruder password",
      role: "owner",
    };
    expect((await request.post("/api/users", { data: intruder })).status()).toBe(403);
    expect((await request.post("/api/users/first-register", { data: intruder })).status()).toBe(
      403,
    );
  });

  test("cannot use the API's other methods or a write from another site", async ({ request }) => {
    expect((await request.fetch("/api/users", { method: "OPTIONS" })).status()).toBe(405);
    const forged = await request.patch("/api/users/1", {
      data: { role: "staff" },
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
  });
});

test.describe("a fresh server without ADMIN_EMAIL", () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({
      ADMIN_EMAIL: undefined,
      PAYLOAD_SECRET: "e2e-payload-secret-0123456789abcdef0123",
    });
  });
  test.afterAll(async () => server?.stop());

  test("says what to set on every admin page, and no one can claim the admin", async ({
    page,
    request,
  }) => {
    for (const path of ["/admin", "/admin/login", "/admin/create-first-user"]) {
      await page.goto(`${server.url}${path}`);
      await expect(
        page.getByRole("heading", { name: "The admin is not set up yet" }),
      ).toBeVisible();
      await expect(page.getByText("Set ADMIN_EMAIL (the owner's e-mail address)")).toBeVisible();
      await expect(page.getByLabel("Password")).toHaveCount(0);
    }
    const claim = await request.post(`${server.url}/api/users/first-register`, {
      data: { email: "intruder@example.com", password: "intruder password" },
    });
    expect(claim.status()).toBe(403);
    const login = await request.post(`${server.url}/api/users/login`, {
      data: { email: "intruder@example.com", password: "intruder password" },
    });
    expect(login.status()).toBe(401);
    expect(server.output()).toContain("No one can sign in yet");
  });
});

test.describe("a server with a short secret", () => {
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({ PAYLOAD_SECRET: "short", SESSION_SECRET: undefined });
  });
  test.afterAll(async () => server?.stop());

  test("keeps the admin locked and says why, while the site serves", async ({ page }) => {
    const message = "PAYLOAD_SECRET (or SESSION_SECRET) is missing or shorter than 32 characters";
    expect(server.output()).toContain(message);
    await page.goto(`${server.url}/admin`);
    await expect(page.getByText(message)).toBeVisible();
    await page.goto(`${server.url}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
