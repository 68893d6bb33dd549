import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { getImage, imageIds, images, imageSchema } from "./images";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const filePath = (src: string) => `${publicDir}${src}`;
const MAX_ILLUSTRATION_BYTES = 6 * 1024;

const expectedIds = [
  "hero-home",
  ...["kitchen", "bathroom", "addition", "whole-home", "outdoor", "tiny-home"].map(
    (s) => `service-${s}`,
  ),
  ...["kitchen", "bathroom", "addition", "whole-home", "outdoor", "tiny-home"].flatMap((s) =>
    [1, 2, 3, 4, 5].map((k) => `idea-${s}-${k}`),
  ),
  ...["kitchen", "bathroom", "addition"].flatMap((s) =>
    ["before", "after", "detail"].map((v) => `project-${s}-${v}`),
  ),
  "blog-kitchen-cost",
  "blog-shady-contractor",
  "blog-eco",
  "blog-small-bath-before",
  "blog-small-bath-after",
  "blog-best-contractor",
];

const all = Object.values(images);

describe("image registry", () => {
  it("registers exactly the image ids the content may reference", () => {
    expect([...imageIds].sort()).toEqual([...expectedIds].sort());
    expect(Object.keys(images).sort()).toEqual([...expectedIds].sort());
  });

  it("has a file in public/ for every image", () => {
    for (const image of all) expect(existsSync(filePath(image.src)), image.src).toBe(true);
  });

  it("keeps every illustration under 6 KB", () => {
    for (const image of all.filter((i) => i.src.endsWith(".svg"))) {
      expect(statSync(filePath(image.src)).size, image.src).toBeLessThan(MAX_ILLUSTRATION_BYTES);
    }
  });

  it("gives every image its own alt text", () => {
    const alts = all.map((i) => i.alt.trim().toLowerCase());
    expect(new Set(alts).size).toBe(alts.length);
  });

  it("declares the same width and height as each SVG file", () => {
    for (const image of all.filter((i) => i.src.endsWith(".svg"))) {
      const root = /<svg\b[^>]*>/.exec(readFileSync(filePath(image.src), "utf8"))?.[0] ?? "";
      expect(/\swidth="(\d+)"/.exec(root)?.[1], `${image.id} width`).toBe(String(image.width));
      expect(/\sheight="(\d+)"/.exec(root)?.[1], `${image.id} height`).toBe(String(image.height));
      expect(root, `${image.id} viewBox`).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
    }
  });

  it("keeps the illustrations free of text, scripts and outside references", () => {
    for (const image of all.filter((i) => i.src.endsWith(".svg"))) {
      const text = readFileSync(filePath(image.src), "utf8");
      expect(text, image.id).not.toMatch(
        /<(text|script|image|foreignObject)\b|href=|@import|font-family/i,
      );
    }
  });

  it("uses the wide canvas only for the hero", () => {
    expect(getImage("hero-home")).toMatchObject({
      src: "/images/hero-home.svg",
      width: 1600,
      height: 900,
    });
    expect(getImage("service-kitchen")).toMatchObject({ width: 1200, height: 800 });
  });

  it("throws a clear error for an unknown id", () => {
    expect(() => getImage("nope")).toThrow(/Unknown image id "nope"/);
    expect(() => getImage("toString")).toThrow(/Unknown image id/);
  });

  it("rejects an entry with a missing field or a mismatched file name", () => {
    const valid = {
      id: "blog-eco",
      src: "/images/blog-eco.svg",
      alt: "Illustration of a house with solar panels",
      width: 1200,
      height: 800,
    };
    expect(imageSchema.safeParse(valid).success).toBe(true);
    const withoutAlt: Partial<typeof valid> = { ...valid };
    delete withoutAlt.alt;
    expect(imageSchema.safeParse(withoutAlt).success).toBe(false);
    expect(imageSchema.safeParse({ ...valid, src: "/images/hero-home.svg" }).success).toBe(false);
    expect(
      imageSchema.safeParse({ ...valid, src: "https://example.com/blog-eco.svg" }).success,
    ).toBe(false);
    expect(imageSchema.safeParse({ ...valid, id: "nope" }).success).toBe(false);
  });
});
