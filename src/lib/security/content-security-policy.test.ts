import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cachedPagePolicy, inlineScriptHashes } from "./content-security-policy.mjs";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

const html = [
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script id="b">document.documentElement.dataset.js="1"</script>',
].join("");

describe("a cached page's policy", () => {
  it("allows each inline script of its HTML by hash, once, and no file or data block", () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"a"])'),
      sha('document.documentElement.dataset.js="1"'),
    ]);
  });

  it("states the hashes, never 'unsafe-inline', and upgrades requests on an HTTPS site", () => {
    const policy = cachedPagePolicy(html, "https://www.example.com");
    const scripts = policy.match(/script-src [^;]*/)?.[0];
    expect(scripts).toBe(`script-src 'self' ${inlineScriptHashes(html).join(" ")}`);
    expect(policy).toContain("upgrade-insecure-requests");
    expect(cachedPagePolicy(html, "http://127.0.0.1:3100")).not.toContain("upgrade-insecure");
  });
});
