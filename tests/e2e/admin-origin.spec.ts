import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { uniqueClientIp } from "./support/lead-store";
import { startExtraServer } from "./support/next-server";

/*
 * The admin works at one origin, SITE_URL's. Reached under another name the site sends the
 * visitor there; opened on another port, a save says where to go instead of "not allowed".
 */

/** A GET with a Host header of our choosing (fetch does not let one be set). */
function getWithHost(path: string, host: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { host } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

test("another host name is sent to SITE_URL's, path and query kept; the health check answers anywhere", async () => {
  // Not localhost: the framework takes this machine's names for one host.
  const other = `www.example.test:${new URL(baseURL).port}`;
  expect(await getWithHost("/admin/collections/leads?page=2", other)).toEqual({
    status: 308,
    location: `${baseURL}/admin/collections/leads?page=2`,
  });
  expect((await getWithHost("/api/health", other)).status).toBe(200);
  const own = new URL(baseURL).host;
  expect((await getWithHost("/faq", own)).status).toBe(200);
  // A missing page is answered where it was asked, not sent on (a permanent redirect would be
  // remembered by the browser after the page exists).
  expect(await getWithHost("/blog/not-written-yet", own)).toEqual({ status: 404 });
});

test("a save from the admin opened on another port says where the admin works", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const email = "origin-owner@e2e.example.com";
  const password = "the origin owner's password";
  const server = await startExtraServer({
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    PAYLOAD_SECRET: "origin-secret-0123456789abcdef0123456789",
  });
  const api = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() },
  });
  try {
    expect(server.output()).toContain(`SITE_URL is ${baseURL}, but this server listens at`);
    const signedIn = await api.post("/api/users/login", { data: { email, password } });
    expect(signedIn.status()).toBe(200);
    const { user } = (await signedIn.json()) as { user: { id: number } };
    const save = await api.patch(`/api/users/${user.id}`, {
      headers: { origin: server.url },
      data: { name: "Origin Owner" },
    });
    expect(save.status()).toBe(403);
    const message = JSON.stringify(await save.json());
    expect(message).toContain(`Open ${baseURL}/admin, sign in there and save again.`);
    expect(message).not.toContain("not allowed");
  } finally {
    await api.dispose();
    await server.stop();
  }
});
