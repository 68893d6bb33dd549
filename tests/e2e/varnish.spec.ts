import { expect, request as requests, test } from "@playwright/test";
import { faqAnswerShownWithinASecond, owner } from "./support/cms";
import { fillValidForm } from "./support/lead-form";
import { queryStore, uniqueTag } from "./support/lead-store";
import { freePort, startExtraServer, type ExtraServer } from "./support/next-server";
import { startVarnish, type VarnishServer } from "../support/varnish-server.mjs";
import { oneParagraph } from "../support/rich-text";
import { sitemapPaths } from "./support/routes";

/*
 * The README's "A cache in front", run: Debian's Varnish with the repository's configuration
 * (deploy/varnish/default.vcl) in front of a server of the build under test, which is told to
 * send its BANs there (CACHE_PURGE_URLS). Every request below goes through Varnish.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let app: ExtraServer;
let varnish: VarnishServer;

test.beforeAll(async () => {
  const port = await freePort();
  app = await startExtraServer({
    CACHE_PURGE_URLS: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SESSION_SECRET: "varnish-session-secret-0123456789abcdef0123",
    // Varnish appends the address it was asked from: the test's, on loopback.
    TRUST_PROXY_HOPS: "1",
    LEAD_MIN_FILL_MS: "0",
  });
  varnish = await startVarnish(app.url, { port });
});

test.afterAll(async () => {
  await varnish?.stop();
  await app?.stop();
});

/** The owner's token, signed in from a context of its own: the sign-in's cookie stays there. */
async function ownerToken() {
  const signIn = await requests.newContext();
  const response = await signIn.post(`${varnish.url}/api/users/login`, { data: owner });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await signIn.dispose();
  return token;
}

test("every page of the sitemap is kept for every visitor: the second view is a hit, but the contact page's", async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: varnish.url });
  const paths = await sitemapPaths(visitor);
  expect(paths.length).toBeGreaterThan(40);
  const contact = new Set(["/contact", "/es/contact"]);
  for (const path of paths) {
    await visitor.get(path);
    const second = await visitor.get(path);
    expect(second.status(), path).toBe(200);
    expect(second.headers()["x-cache"], path).toBe(contact.has(path) ? "MISS" : "HIT");
  }
  await visitor.dispose();
});

test("a save in the admin shows through Varnish within a second", async ({ request }) => {
  const page = `${varnish.url}/faq`;
  await request.get(page);
  expect((await request.get(page)).headers()["x-cache"]).toBe("HIT");
  const headers = { Authorization: `JWT ${await ownerToken()}` };
  const { answer, ms } = await faqAnswerShownWithinASecond(request, {
    api: varnish.url,
    headers,
    page,
  });
  test.info().annotations.push({ type: "save visible through Varnish", description: `${ms} ms` });
  // The new page is kept again for the next visitors (once the save's second BAN is past).
  await expect.poll(async () => (await request.get(page)).headers()["x-cache"]).toBe("HIT");
  expect(await (await request.get(page)).text()).toContain(answer);
});

test("the owner's preview of a draft is theirs alone: Varnish neither keeps it nor shows it to a visitor", async ({
  browser,
  request,
}) => {
  const token = await ownerToken();
  const slug = `draft-through-cache-${uniqueTag()}`;
  const words = `A draft about permits for ${slug}, seen only in the preview.`;
  const created = await request.post(`${varnish.url}/api/posts?draft=true`, {
    headers: { Authorization: `JWT ${token}` },
    data: {
      title: "Permits before a remodel, a draft",
      slug,
      excerpt: "What a Plano homeowner should know about permits before a remodel starts.",
      category: "Contractor Tips",
      date: new Date().toISOString(),
      content: oneParagraph(words),
      _status: "draft",
    },
  });
  expect(created.status()).toBe(201);

  const ownerDevice = await browser.newContext({ baseURL: varnish.url });
  await ownerDevice.addCookies([{ name: "payload-token", value: token, url: varnish.url }]);
  const ownerPage = await ownerDevice.newPage();
  const previewed = await ownerPage.goto(`/preview?path=/blog/${slug}`);
  await expect(ownerPage.getByRole("article").first()).toContainText(words);
  expect(previewed?.headers()["x-cache"]).toBe("MISS");
  // The owner's views of public pages go to the app too, and are never kept.
  const home = await ownerPage.goto("/");
  expect(home?.headers()["x-cache"]).toBe("MISS");

  const visitor = await browser.newContext({ baseURL: varnish.url });
  const visitorPage = await visitor.newPage();
  for (let view = 0; view < 2; view++) {
    const seen = await visitorPage.goto(`/blog/${slug}`);
    expect(seen?.status()).toBe(404);
    await expect(visitorPage.getByText(words)).toHaveCount(0);
  }
  await ownerDevice.close();
  await visitor.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form's answer goes to its sender only, and the next visitor gets an empty form", async ({
    browser,
  }) => {
    const sender = await browser.newContext({ baseURL: varnish.url, javaScriptEnabled: false });
    const page = await sender.newPage();
    const name = `Varnish Sender ${uniqueTag()}`;
    await page.goto("/contact");
    await fillValidForm(page, name);
    await page.getByRole("button", { name: "Request My Free Estimate" }).click();
    await expect(page.getByRole("heading", { name: /^Thank you for contacting/ })).toBeVisible();
    const leads = await queryStore(
      "select id from leads where full_name = ?",
      [name],
      app.databaseUrl,
    );
    expect(leads).toHaveLength(1);

    const next = await browser.newContext({ baseURL: varnish.url, javaScriptEnabled: false });
    const nextPage = await next.newPage();
    for (let view = 0; view < 2; view++) {
      const form = await nextPage.goto("/contact");
      expect(form?.headers()["x-cache"]).toBe("MISS");
      await expect(nextPage.getByLabel("Full name", { exact: true })).toHaveValue("");
      await expect(nextPage.getByText(name)).toHaveCount(0);
      await expect(nextPage.getByRole("heading", { name: /^Thank you/ })).toHaveCount(0);
    }
    await sender.close();
    await next.close();
  });
});
