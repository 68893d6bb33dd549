import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Payload } from "payload";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TAGGED, taggedPhoneJpeg } from "@/photos/tagged-photo";
import { NOT_ALLOWED, pointAtFreshCmsDatabase } from "./support/cms-database";

pointAtFreshCmsDatabase("cms-media");

const { cms } = await import("@/lib/cms/ready");
const { mediaDir } = await import("@/lib/storage/media-dir");
const { closeDb } = await import("@/lib/db/client");
const { cleanStoredPhotos } = await import("@/photos/clean-stored");

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

/** A photo straight off a phone: GPS, camera, XMP and IPTC, stored sideways. */
async function taggedUpload(name = "front porch.jpg") {
  const data = await taggedPhoneJpeg();
  return { data, mimetype: "image/jpeg", name, size: data.length };
}

/** What a visitor downloading the original would find in it. */
async function storedOriginal(filename: string) {
  const bytes = readFileSync(path.join(folder, filename));
  return { bytes, metadata: await sharp(bytes).metadata(), text: bytes.toString("latin1") };
}

function expectNoLocationOrCamera(stored: Awaited<ReturnType<typeof storedOriginal>>) {
  for (const key of ["exif", "xmp", "iptc", "icc"])
    expect(stored.metadata, key).not.toHaveProperty(key);
  for (const secret of [TAGGED.camera, TAGGED.address]) expect(stored.text).not.toContain(secret);
}

describe("an uploaded phone photo", () => {
  it("is stored as an upright JPEG with no EXIF, GPS, camera, XMP or IPTC", async () => {
    const doc = await payload.create({
      collection: "media",
      data: { alt: "Front porch with new cedar columns" },
      file: await taggedUpload(),
    });
    const stored = await storedOriginal(doc.filename!);
    expectNoLocationOrCamera(stored);
    expect(stored.metadata.format).toBe("jpeg");
    expect([stored.metadata.width, stored.metadata.height]).toEqual([TAGGED.height, TAGGED.width]);
    expect(doc).toMatchObject({
      mimeType: "image/jpeg",
      width: TAGGED.height,
      height: TAGGED.width,
      filesize: stored.bytes.length,
    });
  });

  it("replacing a photo's file cleans the new file too", async () => {
    const plain = await phonePhoto();
    const doc = await payload.create({
      collection: "media",
      data: { alt: "Back patio before the new pergola" },
      file: plain,
    });
    const updated = await payload.update({
      collection: "media",
      id: doc.id,
      data: {},
      file: await taggedUpload("back patio after.jpg"),
    });
    const stored = await storedOriginal(updated.filename!);
    expectNoLocationOrCamera(stored);
    expect(updated.filesize).toBe(stored.bytes.length);
  });

  it("loses hidden characters from its name: a right-to-left override cannot disguise it", async () => {
    const doc = await payload.create({
      collection: "media",
      data: { alt: "Bathroom vanity with two sinks" },
      file: await taggedUpload("vanity\u202Egnp.exe\u202D\u200B.jpg"),
    });
    expect(doc.filename).toBe("vanitygnp.exe.jpg");
    expect(existsSync(path.join(folder, doc.filename!))).toBe(true);
  });

  it("from someone not signed in is refused", async () => {
    const refused = await payload
      .create({
        collection: "media",
        overrideAccess: false,
        data: { alt: "A photo nobody signed in sent" },
        file: await taggedUpload("anonymous.jpg"),
      })
      .catch((error: Error) => error.message);
    expect(refused).toBe(NOT_ALLOWED);
  });

  it("that is not a photo is refused, saying what to upload", async () => {
    const data = Buffer.from("not a photo at all");
    const refused = await payload
      .create({
        collection: "media",
        data: { alt: "Something that is not a photo" },
        file: { data, mimetype: "image/jpeg", name: "fake.jpg", size: data.length },
      })
      .catch((error: Error) => error.message);
    expect(refused).toBe(
      "The file is not a photo that can be read. Upload a JPEG, PNG, WebP or AVIF photo.",
    );
  });
});

describe("photos stored before uploads were cleaned", () => {
  it("are cleaned once at start: the original is rewritten, its size stored, its copies kept", async () => {
    // An upload from before: the phone's bytes on disk, their size and unturned dimensions stored.
    const doc = await payload.create({
      collection: "media",
      data: { alt: "Kitchen before the remodel, from the owner" },
      file: await taggedUpload("old kitchen.jpg"),
    });
    const original = path.join(folder, doc.filename!);
    const tagged = await taggedPhoneJpeg();
    writeFileSync(original, tagged);
    await payload.db.updateOne({
      collection: "media",
      id: doc.id,
      data: { filesize: tagged.length, width: TAGGED.width, height: TAGGED.height },
      returning: false,
    });
    const copies = Object.values(doc.sizes ?? {}).map((size) => path.join(folder, size!.filename!));
    const copiesBefore = copies.map((copy) => readFileSync(copy));
    const log = vi.spyOn(console, "info").mockImplementation(() => {});

    try {
      // Every other photo in this database was uploaded clean and is left alone.
      expect(await cleanStoredPhotos(payload)).toBe(1);
      expect(log).toHaveBeenCalledWith("Photos cleaned of location and camera data: 1.");
      const stored = await storedOriginal(doc.filename!);
      expectNoLocationOrCamera(stored);
      expect(stored.bytes.length).not.toBe(tagged.length);
      const row = await payload.findByID({ collection: "media", id: doc.id });
      expect(row).toMatchObject({
        filename: doc.filename,
        filesize: stored.bytes.length,
        width: TAGGED.height,
        height: TAGGED.width,
      });
      expect(copies.map((copy) => readFileSync(copy))).toEqual(copiesBefore);

      // At the next start there is nothing left to do, and the file is not written again.
      const written = statSync(original).mtimeMs;
      expect(await cleanStoredPhotos(payload)).toBe(0);
      expect(log).toHaveBeenLastCalledWith("Photos cleaned of location and camera data: 0.");
      expect(readFileSync(original)).toEqual(stored.bytes);
      expect(statSync(original).mtimeMs).toBe(written);
    } finally {
      log.mockRestore();
    }
  });
});
