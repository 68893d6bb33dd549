import { describe, expect, it } from "vitest";
import { unmeasuredReason } from "./lighthouse.mjs";

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
