import { describe, expect, it } from "vitest";
import { withDefaultLocale } from "./guard";

describe("a REST request that names no side of the content", () => {
  it("reads and writes the English side, its method, headers and body kept", async () => {
    const request = new Request("http://site.test/api/services/5?depth=0", {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: "JWT x" },
      body: JSON.stringify({ packages: [] }),
    });
    const english = withDefaultLocale(request);
    expect(new URL(english.url).searchParams.get("locale")).toBe("en");
    expect(new URL(english.url).searchParams.get("depth")).toBe("0");
    expect(english.method).toBe("PATCH");
    expect(english.headers.get("authorization")).toBe("JWT x");
    expect(await english.json()).toEqual({ packages: [] });
  });

  it("leaves a request that names one as it is", () => {
    const spanish = new Request("http://site.test/api/faqs/1?locale=es");
    expect(withDefaultLocale(spanish)).toBe(spanish);
  });
});
