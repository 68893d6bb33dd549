import { beforeEach, describe, expect, it } from "vitest";
import { keepPage, readPage } from "@/lib/cache/page-store.mjs";
import { forgetContentHere } from "./content-cache";

const key = (page: string) => `/route-cache/APP_PAGE/0f3a/$${page}`;
const kept = (page: string) =>
  keepPage(key(page), { lastModified: 100, value: { kind: "APP_PAGE" } });

beforeEach(() => {
  delete (globalThis as { __pageStore?: unknown }).__pageStore;
});

describe("a save in the admin", () => {
  it("forgets the pages it shows on in both editions, and no others", () => {
    for (const page of ["/faq", "/es/faq", "/blog/a", "/es/blog/a", "/es/tools"]) kept(page);
    forgetContentHere({ collection: "faqs", shownOn: { paths: ["/faq"], prefixes: ["/blog/"] } });
    for (const page of ["/faq", "/es/faq", "/blog/a", "/es/blog/a"]) {
      expect(readPage(key(page)), page).toBeNull();
    }
    expect(readPage(key("/es/tools"))).not.toBeNull();
  });

  it("forgets the Spanish home with the English one", () => {
    for (const page of ["/index", "/es"]) kept(page);
    forgetContentHere({ collection: "reviews", shownOn: { paths: ["/"] } });
    expect(readPage(key("/index"))).toBeNull();
    expect(readPage(key("/es"))).toBeNull();
  });
});
