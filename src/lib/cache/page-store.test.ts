import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import {
  currentDocument,
  currentEtag,
  encodedCopy,
  forgetPages,
  keepPage,
  pagePathOf,
  readPage,
} from "./page-store.mjs";

const key = (page: string) => `/route-cache/APP_PAGE/0f3a/$${page}`;
const entry = (lastModified: number) => ({ lastModified, value: { kind: "APP_PAGE" } });
/** A page document as the page cache handler keeps it: its HTML, ETag and policy. */
const page = (lastModified: number, etag: string, extra: object = {}) => ({
  lastModified,
  value: {
    kind: "APP_PAGE",
    html: `<!doctype html><title>${etag}</title>${"<p>Kitchen remodeling in Plano.</p>".repeat(200)}`,
    headers: { etag, "content-security-policy": "script-src 'self'" },
    ...extra,
  },
});

beforeEach(() => {
  delete (globalThis as { __pageStore?: unknown }).__pageStore;
});

describe("the page store", () => {
  it("reads the page address from the framework's cache key", () => {
    expect(pagePathOf(key("/index"))).toBe("/");
    expect(pagePathOf(key("/blog/permits-in-dallas"))).toBe("/blog/permits-in-dallas");
    expect(pagePathOf("/route-cache/APP_ROUTE/aa/$/sitemap.xml")).toBe("/sitemap.xml");
    expect(pagePathOf("something-else")).toBeUndefined();
  });

  it("serves a kept page until the page is forgotten, by address, prefix or all", () => {
    for (const page of ["/index", "/faq", "/blog/a", "/blog/b"]) keepPage(key(page), entry(100));
    forgetPages({ paths: ["/faq"] }, 200);
    expect(readPage(key("/faq"))).toBeNull();
    expect(readPage(key("/index"))).not.toBeNull();
    forgetPages({ prefixes: ["/blog/"] }, 300);
    expect(readPage(key("/blog/a"))).toBeNull();
    expect(readPage(key("/blog/b"))).toBeNull();
    expect(readPage(key("/index"))).not.toBeNull();
    forgetPages({ every: true }, 400);
    expect(readPage(key("/index"))).toBeNull();
  });

  it("never serves a render that began before the save, even if it was kept after it", () => {
    forgetPages({ paths: ["/"] }, 500);
    keepPage(key("/index"), entry(499));
    expect(readPage(key("/index"))).toBeNull();
    keepPage(key("/index"), entry(501));
    expect(readPage(key("/index"))).toMatchObject({ lastModified: 501 });
  });

  it("with a longest age, an older page is not served", () => {
    keepPage(key("/faq"), entry(1000));
    expect(readPage(key("/faq"), 10_000, 11_000)).not.toBeNull();
    expect(readPage(key("/faq"), 10_000, 11_001)).toBeNull();
  });

  it("a key it cannot read is forgotten by any forgetting", () => {
    keepPage("odd-key", entry(100));
    forgetPages({ paths: ["/faq"] }, 200);
    expect(readPage("odd-key")).toBeNull();
  });

  it("keeps at most a thousand pages, dropping the longest unread", () => {
    for (let i = 0; i < 1001; i++) keepPage(key(`/blog/${i}`), entry(100));
    expect(readPage(key("/blog/0"))).toBeNull();
    expect(readPage(key("/blog/1000"))).not.toBeNull();
  });

  it("names a page's current ETag until the page is forgotten or too old", () => {
    keepPage(key("/index"), page(100, '"home-1"'));
    keepPage(key("/faq"), page(100, '"faq-1"'));
    keepPage(key("/blog/a"), entry(100));
    expect(currentEtag("/")).toBe('"home-1"');
    expect(currentEtag("/blog/a")).toBeUndefined();
    expect(currentEtag("/faq", 10_000, 10_100)).toBe('"faq-1"');
    expect(currentEtag("/faq", 10_000, 10_101)).toBeUndefined();
    forgetPages({ paths: ["/"] }, 200);
    expect(currentEtag("/")).toBeUndefined();
    keepPage(key("/index"), page(201, '"home-2"'));
    expect(currentEtag("/")).toBe('"home-2"');
  });

  it("keeps each page's document as the bytes a view sends, with its policy", () => {
    keepPage(key("/faq"), page(100, '"faq-1"'));
    const document = currentDocument("/faq")!;
    expect(document.html.toString()).toContain('<title>"faq-1"</title>');
    expect(document.policy).toBe("script-src 'self'");
    keepPage(key("/blog/missing"), page(100, '"x"', { status: 404 }));
    expect(currentDocument("/blog/missing")).toBeUndefined();
  });

  it("leaves a page to the framework once it is older than its own lifetime", () => {
    keepPage(key("/faq"), { ...page(100, '"faq-1"'), cacheControl: { revalidate: 86400 } });
    expect(currentDocument("/faq", undefined, 100 + 86_400_000)).toBeDefined();
    expect(currentDocument("/faq", undefined, 101 + 86_400_000)).toBeUndefined();
  });

  it("compresses a document once per encoding, to the same page", async () => {
    keepPage(key("/faq"), page(100, '"faq-1"'));
    const document = currentDocument("/faq")!;
    const br = await encodedCopy(document, "br");
    const gzip = await encodedCopy(document, "gzip");
    expect(brotliDecompressSync(br).equals(document.html)).toBe(true);
    expect(gunzipSync(gzip).equals(document.html)).toBe(true);
    expect(br.length).toBeLessThan(document.html.length / 10);
    expect(encodedCopy(document, "br")).toBe(encodedCopy(document, "br"));
  });
});
