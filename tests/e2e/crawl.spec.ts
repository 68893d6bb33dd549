import { expect, test } from "@playwright/test";
import { routePaths } from "./support/routes";

/** Collects internal hrefs and element ids from server HTML. */
function linksAndIds(html: string) {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/&amp;/g, "&"),
  );
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
  return { hrefs, ids };
}

test("a crawl from every route finds no broken internal link and no missing #fragment", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const pages = new Map<string, { status: number; ids: Set<string> }>();
  const queue = [...routePaths];
  const problems: string[] = [];
  const fragments: { from: string; path: string; id: string }[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    const response = await request.get(path);
    const html = response.headers()["content-type"]?.includes("text/html")
      ? await response.text()
      : "";
    const { hrefs, ids } = linksAndIds(html);
    pages.set(path, { status: response.status(), ids });
    for (const href of hrefs) {
      if (/^(tel|mailto):/.test(href)) continue;
      const url = new URL(href, `${origin}${path}`);
      if (url.origin !== origin) {
        problems.push(`${path} links off-site to ${href}`);
        continue;
      }
      if (url.hash)
        fragments.push({
          from: path,
          path: url.pathname,
          id: decodeURIComponent(url.hash.slice(1)),
        });
      if (!pages.has(url.pathname)) queue.push(url.pathname);
    }
  }

  for (const [path, page] of pages)
    if (page.status !== 200) problems.push(`${path} answered ${page.status}`);
  for (const fragment of fragments) {
    if (!pages.get(fragment.path)?.ids.has(fragment.id))
      problems.push(
        `${fragment.from} links to ${fragment.path}#${fragment.id}, which has no such id`,
      );
  }
  expect(problems).toEqual([]);
  expect(pages.size).toBeGreaterThanOrEqual(routePaths.length);
});
