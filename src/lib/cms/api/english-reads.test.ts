import { describe, expect, it } from "vitest";
import { readsInEnglishUnlessNamed } from "./guard";

describe("a REST read that names no side of the content", () => {
  it("reads the English side, its headers kept", () => {
    const read = readsInEnglishUnlessNamed(
      new Request("http://site.test/api/globals/business?depth=0", {
        headers: { authorization: "JWT x" },
      }),
    );
    expect(new URL(read.url).searchParams.get("locale")).toBe("en");
    expect(new URL(read.url).searchParams.get("depth")).toBe("0");
    expect(read.headers.get("authorization")).toBe("JWT x");
  });

  it("leaves a read that names a side, and every write, as they are", () => {
    const spanish = new Request("http://site.test/api/faqs/1?locale=es");
    expect(readsInEnglishUnlessNamed(spanish)).toBe(spanish);
    const write = new Request("http://site.test/api/posts", { method: "POST", body: "limit=1" });
    expect(readsInEnglishUnlessNamed(write)).toBe(write);
  });
});
