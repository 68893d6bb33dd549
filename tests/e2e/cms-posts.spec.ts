import { expect, test, type APIRequestContext } from "@playwright/test";
import { blogCopy } from "../../src/posts/blog";
import { ownerApiHeaders, ownerSession, saveInCms } from "./support/cms";
import { uniqueTag } from "./support/lead-store";
import { oneParagraph } from "../support/rich-text";

/*
 * Runs after the other browser tests (Playwright project "after the site tests"): while its
 * article is published, /resources and the feed list one more than the five the others count.
 */

/** A draft saved through the REST API, with a photo and the fields a seeded article has. */
async function saveDraft(request: APIRequestContext, slug: string, title: string) {
  const headers = ownerApiHeaders();
  const media = await request.get("/api/media?limit=1&depth=0", { headers });
  const [photo] = ((await media.json()) as { docs: { id: number }[] }).docs;
  const created = await request.post("/api/posts?draft=true", {
    headers,
    data: {
      title,
      slug,
      excerpt:
        "What a Plano homeowner should know about permits before a remodel starts, in plain words.",
      hero: photo!.id,
      category: "Contractor Tips",
      date: new Date().toISOString(),
      content: oneParagraph(`A draft about permits for ${slug}, written in the admin.`),
      cta: { label: "Get a Free Estimate", href: "/contact" },
      _status: "draft",
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { doc: { id: number } }).doc.id;
}

test.use({ storageState: ownerSession });

test("a draft stays off the site, the feed and the sitemap; the owner previews it, publishes it, and it is on all three", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const slug = `permits-in-plano-${tag}`;
  const title = `Permits in Plano ${tag}`;
  const path = `/blog/${slug}`;
  const id = await saveDraft(request, slug, title);

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const anonymous = visitor.request;
  const feed = async () => (await anonymous.get("/rss.xml")).text();
  const sitemap = async () => (await anonymous.get("/sitemap.xml")).text();
  expect((await anonymous.get(path)).status()).toBe(404);
  expect(await feed()).not.toContain(title);
  expect(await sitemap()).not.toContain(path);
  expect(await (await anonymous.get("/resources")).text()).not.toContain(title);

  // The admin's Preview button (a link opening a new tab) leads to /preview, which shows the draft.
  await page.goto(`/admin/collections/posts/${id}`);
  const preview = page.getByRole("link", { name: "Preview" });
  // The admin's edit view is the heaviest page there is: on a loaded machine it takes a while.
  await expect(preview).toHaveAttribute("href", `/preview?path=${encodeURIComponent(path)}`, {
    timeout: 30_000,
  });
  const previewed = await page.goto((await preview.getAttribute("href"))!);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("status")).toContainText(blogCopy.previewDraft);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // What the preview shows is the owner's alone: no cache on the way keeps it.
  expect(previewed?.status()).toBe(200);
  expect(previewed?.headers()["cache-control"]).toMatch(/private/);
  expect(previewed?.headers()["cache-control"]).toMatch(/no-store/);
  // A visitor given the same address still gets the 404.
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(path))?.status()).toBe(404);

  await page.goto(`/admin/collections/posts/${id}`);
  await saveInCms(page, "successfully", "Publish changes");

  const published = await visitorPage.goto(path);
  expect(published?.status()).toBe(200);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitorPage.getByRole("article").first()).toContainText("A draft about permits");
  expect(await feed()).toContain(`<title>${title}</title>`);
  expect(await sitemap()).toContain(`<loc>${baseURL}${path}</loc>`);

  await request.delete(`/api/posts/${id}`, { headers: ownerApiHeaders() });
  await visitor.close();
});

test("the preview refuses anyone signed out and any address but an article's", async ({
  browser,
  request,
}) => {
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const signedOut = await visitor.request.get("/preview?path=/blog/any-article", {
    maxRedirects: 0,
  });
  expect(signedOut.status()).toBe(403);
  expect(signedOut.headers()["set-cookie"] ?? "").not.toContain("__prerender_bypass");
  for (const path of ["//evil.example/blog/x", "/admin", "https://evil.example/blog/x", ""]) {
    const refused = await request.get(`/preview?path=${encodeURIComponent(path)}`, {
      maxRedirects: 0,
    });
    expect(refused.status(), path).toBe(400);
  }
  await visitor.close();
});
