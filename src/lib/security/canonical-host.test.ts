import { describe, expect, it } from "vitest";
import { canonicalHostRedirect } from "./canonical-host";

/** What the framework does with the rule: `missing` host, then the `source` pattern. */
function redirectFor(siteUrl: string, host: string, path: string) {
  const rule = canonicalHostRedirect(siteUrl);
  const hostPattern = new RegExp(`^${rule.missing![0]!.value}$`);
  if (hostPattern.test(host)) return null;
  const pattern = /^\/:path\((.*)\)$/.exec(rule.source)![1]!;
  const match = new RegExp(`^/(${pattern})$`).exec(path);
  return match ? rule.destination.replace(":path", match[1]!) : null;
}

describe("canonicalHostRedirect", () => {
  it("sends other host names to SITE_URL's origin, for good (308), path kept", () => {
    expect(canonicalHostRedirect("https://www.example.com").permanent).toBe(true);
    expect(redirectFor("https://www.example.com", "example.com", "/admin/collections/leads")).toBe(
      "https://www.example.com/admin/collections/leads",
    );
    expect(redirectFor("https://example.com", "www.example.com", "/")).toBe("https://example.com/");
    expect(redirectFor("https://www.example.com", "wwwXexample.com", "/faq")).toBe(
      "https://www.example.com/faq",
    );
  });

  it("never sends this machine's own names away (internal rewrites, a proxy not passing Host)", () => {
    for (const host of ["127.0.0.1", "localhost", "[::1]"]) {
      expect(redirectFor("http://127.0.0.1:3100", host, "/_missing-page"), host).toBeNull();
      expect(redirectFor("https://www.example.com", host, "/faq"), host).toBeNull();
    }
    expect(redirectFor("http://127.0.0.1:3100", "www.example.test", "/faq")).toBe(
      "http://127.0.0.1:3100/faq",
    );
  });

  it("leaves SITE_URL's own host alone, and answers the health check under any name", () => {
    expect(redirectFor("https://www.example.com", "www.example.com", "/faq")).toBeNull();
    expect(redirectFor("https://www.example.com", "203.0.113.5", "/api/health")).toBeNull();
    expect(redirectFor("https://www.example.com", "203.0.113.5", "/api/healthy")).toBe(
      "https://www.example.com/api/healthy",
    );
  });
});
