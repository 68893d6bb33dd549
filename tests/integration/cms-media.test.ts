import { existsSync } from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointAtFreshCmsDatabase } from "./support/cms-database";

pointAtFreshCmsDatabase("cms-media");

const { cms } = await import("@/cms/ready");
const { mediaDir } = await import("@/cms/media-dir");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
const folder = mediaDir({ DATABASE_URL: process.env.DATABASE_URL });

/** A photo as a phone would send it: a 2400 by 1600 JPEG. */
async function phonePhoto() {
  const data = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 180, g: 140, b: 100 } },
  })
    .jpeg()
    .toBuffer();
  return { data, mimetype: "image/jpeg", name: "kitchen island.jpg", size: data.length };
}

beforeAll(async () => {
  payload = await cms();
});
afterAll(() => closeDb());

describe("an uploaded photo", () => {
  it("is kept beside the database with WebP copies at 480, 960 and 1600 pixels wide", async () => {
    const doc = await payload.create({
      collection: "media",
      data: { alt: "New kitchen island with a quartz top" },
      file: await phonePhoto(),
    });
    expect(folder).toBe(path.join(path.dirname(process.env.DATABASE_URL!.slice(5)), "media"));
    expect(existsSync(path.join(folder, doc.filename!))).toBe(true);
    for (const [name, width] of [
      ["w480", 480],
      ["w960", 960],
      ["w1600", 1600],
    ] as const) {
      const size = doc.sizes?.[name];
      expect(size, name).toMatchObject({
        width,
        height: Math.round((width * 2) / 3),
        mimeType: "image/webp",
      });
      expect(existsSync(path.join(folder, size!.filename!)), name).toBe(true);
    }
  });

  it("needs a description of what it shows, and says so", async () => {
    const refused = await payload
      .create({ collection: "media", data: { alt: "Photo" }, file: await phonePhoto() })
      .catch((error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]);
    expect(refused).toMatchObject({
      message: "The description needs at least 10 characters (now 5).",
    });
  });

  it("is never enlarged: a small photo's wider copies keep its own size", async () => {
    const small = await sharp({
      create: { width: 600, height: 400, channels: 3, background: "#888" },
    })
      .png()
      .toBuffer();
    const doc = await payload.create({
      collection: "media",
      data: { alt: "Detail of the new tile backsplash" },
      file: { data: small, mimetype: "image/png", name: "tile.png", size: small.length },
    });
    expect(doc.sizes?.w480).toMatchObject({ width: 480, height: 320 });
    expect(doc.sizes?.w960).toMatchObject({ width: 600, height: 400 });
  });
});
