import { describe, expect, it } from "vitest";
import { scriptsFetched, unmeasuredReason } from "./lighthouse.mjs";

describe("unmeasuredReason", () => {
  it("names the page and Lighthouse's reason when a run could not measure it", () => {
    const lhr = {
      requestedUrl: "http://127.0.0.1:3400/ideas/no-such-page",
      runtimeError: {
        code: "ERRORED_DOCUMENT_REQUEST",
        message:
          "Lighthouse was unable to reliably load the page you requested. (Status code: 404)",
      },
    };
    expect(unmeasuredReason(lhr)).toBe(
      "http://127.0.0.1:3400/ideas/no-such-page: Lighthouse could not measure it (ERRORED_DOCUMENT_REQUEST: Lighthouse was unable to reliably load the page you requested. (Status code: 404))",
    );
  });

  it("is null for a run that measured the page", () => {
    expect(unmeasuredReason({ requestedUrl: "http://127.0.0.1:3400/faq" })).toBeNull();
  });
});

describe("scriptsFetched", () => {
  it("lists each script the page fetched once, whoever asked for it, and nothing else", () => {
    const audits = {
      "network-requests": {
        details: {
          items: [
            { url: "http://127.0.0.1:3400/faq", resourceType: "Document" },
            { url: "http://127.0.0.1:3400/_next/static/chunks/a.js", resourceType: "Script" },
            { url: "http://127.0.0.1:3400/_next/static/media/x.woff2", resourceType: "Font" },
            { url: "http://127.0.0.1:3400/_next/static/chunks/vitals.js", resourceType: "Script" },
            { url: "http://127.0.0.1:3400/_next/static/chunks/a.js", resourceType: "Script" },
          ],
        },
      },
    };
    expect(scriptsFetched(audits)).toEqual([
      "http://127.0.0.1:3400/_next/static/chunks/a.js",
      "http://127.0.0.1:3400/_next/static/chunks/vitals.js",
    ]);
  });

  it("is empty when the run recorded no requests", () => {
    expect(scriptsFetched({})).toEqual([]);
  });
});
