import type { CollectionConfig, PayloadRequest } from "payload";
import { describe, expect, it } from "vitest";
import { inEnglishUnlessNamed } from "./default-locale";

const config = inEnglishUnlessNamed({ slug: "faqs", fields: [] } as CollectionConfig);
const [hook] = config.hooks!.beforeOperation! as unknown as ((a: unknown) => unknown)[];

describe("a request that names no side of the content", () => {
  it("reads and writes the English side", () => {
    const req = { locale: null } as unknown as PayloadRequest;
    const args = { where: {} };
    expect(hook!({ args, req })).toBe(args);
    expect(req.locale).toBe("en");
  });

  it("keeps the side a request names", () => {
    const req = { locale: "es" } as unknown as PayloadRequest;
    hook!({ args: {}, req });
    expect(req.locale).toBe("es");
  });
});
