import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startVarnish, type VarnishServer } from "../../../tests/support/varnish-server.mjs";
import { forgetHeaders, forgetInHttpCaches, forgetPattern } from "./http-caches";

describe("forgetPattern", () => {
  it("names exact addresses, prefixes, or every page but the build's hashed files", () => {
    const pattern = new RegExp(forgetPattern({ paths: ["/faq", "/"], prefixes: ["/blog/"] })!);
    for (const page of ["/faq", "/", "/blog/a", "/blog/"]) expect(page).toMatch(pattern);
    for (const page of ["/faq/more", "/es/faq", "/blog", "/x/blog/a"])
      expect(page).not.toMatch(pattern);
    const every = new RegExp(forgetPattern({ every: true })!);
    expect("/services/kitchen").toMatch(every);
    expect("/_next/static/chunks/a.js").not.toMatch(every);
    expect(forgetPattern({})).toBeUndefined();
  });

  it("reads an address's characters literally", () => {
    const pattern = new RegExp(forgetPattern({ paths: ["/a.b(c)"] })!);
    expect("/a.b(c)").toMatch(pattern);
    expect("/axb(c)").not.toMatch(pattern);
  });

  it("gives a CDN relay the plain lists beside the pattern", () => {
    expect(forgetHeaders({ paths: ["/faq", "/es/faq"], prefixes: ["/blog/"] })).toMatchObject({
      "X-Forget-Paths": "/faq,/es/faq",
      "X-Forget-Prefixes": "/blog/",
    });
    expect(forgetHeaders({ every: true })).toMatchObject({ "X-Forget-Every": "1" });
  });
});

/*
 * The repository's Varnish configuration (deploy/varnish/default.vcl), run by Debian's varnishd
 * in front of a small server that answers each address with how many times it was asked.
 */
describe("Varnish in front, with the repository's configuration", () => {
  let backend: Server;
  let varnish: VarnishServer;
  const asked = new Map<string, number>();
  const cookiesSeen: string[] = [];

  beforeAll(async () => {
    backend = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://x");
      const count = (asked.get(request.url ?? "") ?? 0) + 1;
      asked.set(request.url ?? "", count);
      if (request.headers.cookie) cookiesSeen.push(request.headers.cookie);
      const headers: Record<string, string> = {
        "Content-Type": "text/html",
        "Cache-Control": "public, max-age=0, s-maxage=60",
      };
      if (url.pathname === "/private") headers["Cache-Control"] = "private, no-store";
      if (url.pathname === "/sets-cookie") headers["Set-Cookie"] = "session=abc; Path=/";
      response.writeHead(200, headers).end(`${request.method} ${request.url} #${count}`);
    });
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    const { port } = backend.address() as AddressInfo;
    varnish = await startVarnish(`http://127.0.0.1:${port}`);
    process.env.CACHE_PURGE_URLS = varnish.url;
  }, 60_000);

  afterAll(async () => {
    delete process.env.CACHE_PURGE_URLS;
    await varnish?.stop();
    await new Promise((resolve) => backend?.close(resolve));
  });

  const view = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${varnish.url}${path}`, { headers });
    return { cache: response.headers.get("x-cache"), body: await response.text() };
  };

  it("keeps a shareable page: the second view is a hit with the same copy", async () => {
    const first = await view("/faq");
    const second = await view("/faq");
    expect(first.cache).toBe("MISS");
    expect(second).toEqual({ cache: "HIT", body: first.body });
  });

  it("shares one copy whatever other cookies a visitor sends, and sends the app none", async () => {
    const first = await view("/ideas", { Cookie: "first_touch=abc; _ga=GA1.2.3" });
    const again = await view("/ideas", { Cookie: "first_touch=xyz" });
    expect(again).toEqual({ cache: "HIT", body: first.body });
    expect(cookiesSeen.filter((cookie) => cookie.includes("first_touch"))).toEqual([]);
  });

  it("never keeps what a signed-in person is sent, nor answers them from the kept copy", async () => {
    await view("/services");
    for (const cookie of ["payload-token=t", "portal_session=s", "__prerender_bypass=d"]) {
      const signedIn = await view("/services", { Cookie: `first_touch=a; ${cookie}` });
      expect(signedIn.cache, cookie).toBe("MISS");
      expect(cookiesSeen.at(-1), cookie).toContain(cookie);
    }
    const withToken = await view("/services", { Authorization: "JWT abc" });
    expect(withToken.cache).toBe("MISS");
    expect((await view("/services")).body).toContain("#1");
  });

  it("never keeps a private answer, one that sets a cookie, a post, the admin or the API", async () => {
    for (const path of ["/private", "/sets-cookie", "/admin", "/api/health"]) {
      await view(path);
      const again = await view(path);
      expect(again.cache, path).toBe("MISS");
      expect(again.body, path).toContain("#2");
    }
    const post = () => fetch(`${varnish.url}/contact`, { method: "POST", body: "a=1" });
    await post();
    expect((await post()).headers.get("x-cache")).toBe("MISS");
  });

  it("forgets exactly the pages a save names, their navigation data with them", async () => {
    for (const path of ["/blog/a", "/blog/a?_rsc=1", "/blog", "/about"]) await view(path);
    forgetInHttpCaches({ paths: ["/about"], prefixes: ["/blog/"] });
    await vi.waitFor(async () => expect((await view("/blog/a")).cache).toBe("MISS"));
    expect((await view("/blog/a?_rsc=1")).cache).toBe("MISS");
    expect((await view("/about")).cache).toBe("MISS");
    expect((await view("/blog")).cache).toBe("HIT");
  });

  it("forgets every page but the build's hashed files", async () => {
    for (const path of ["/", "/es/faq", "/_next/static/chunks/a.js"]) await view(path);
    forgetInHttpCaches({ every: true });
    await vi.waitFor(async () => expect((await view("/es/faq")).cache).toBe("MISS"));
    expect((await view("/")).cache).toBe("MISS");
    expect((await view("/_next/static/chunks/a.js")).cache).toBe("HIT");
  });

  it("refuses a BAN without pages or with a broken pattern, forgetting nothing", async () => {
    await view("/tools");
    const ban = (headers: Record<string, string>) =>
      fetch(varnish.url, { method: "BAN", headers }).then((response) => response.status);
    expect(await ban({})).toBe(400);
    expect(await ban({ "X-Forget-Pattern": "^/(tools" })).toBe(400);
    expect((await view("/tools")).cache).toBe("HIT");
  });
});
