import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverEnv } from "@/lib/env";
import { startS3, type S3Server } from "../../../tests/support/s3-server.mjs";
import { storedFiles } from "./stored-files";

describe("stored photo files in a bucket (a real S3-compatible store)", () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3?.stop());

  it("reads back what was put under a name, with its type, and nothing for a missing name", async () => {
    const files = storedFiles(serverEnv(s3.env));
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await files.replace("kitchen.jpg", photo, "image/jpeg");
    expect(await files.read("kitchen.jpg")).toEqual(photo);
    const served = await fetch(`${s3.endpoint}/${s3.bucket}/kitchen.jpg`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(await files.read("gone.jpg")).toBeUndefined();
  });

  it("keeps private documents under private/, apart from the photos", async () => {
    const documents = storedFiles(serverEnv(s3.env), "documents");
    await documents.replace("estimate-7.pdf", Buffer.from("%PDF-1.3"), "application/pdf");
    expect((await documents.read("estimate-7.pdf"))?.toString()).toBe("%PDF-1.3");
    expect(await storedFiles(serverEnv(s3.env)).read("estimate-7.pdf")).toBeUndefined();
    const kept = await fetch(`${s3.endpoint}/${s3.bucket}/private/estimate-7.pdf`);
    expect(kept.headers.get("content-type")).toBe("application/pdf");
  });

  it("keeps a job's private photos under private/photos/, and removes one for good", async () => {
    const photos = storedFiles(serverEnv(s3.env), "privatePhotos");
    await photos.replace("IMG_2041.jpg", Buffer.from("jpeg"), "image/jpeg");
    expect((await photos.read("IMG_2041.jpg"))?.toString()).toBe("jpeg");
    const kept = await fetch(`${s3.endpoint}/${s3.bucket}/private/photos/IMG_2041.jpg`);
    expect(kept.status).toBe(200);
    await photos.remove("IMG_2041.jpg");
    await photos.remove("IMG_2041.jpg");
    expect(await photos.read("IMG_2041.jpg")).toBeUndefined();
  });

  it("replaces an object whole", async () => {
    const files = storedFiles(serverEnv(s3.env));
    await files.replace("bath.png", Buffer.from("first"), "image/png");
    await files.replace("bath.png", Buffer.from("second"), "image/png");
    expect((await files.read("bath.png"))?.toString()).toBe("second");
  });
});

describe("stored files in folders beside the database", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "media-"));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("replaces a file in one step, leaves no temporary file, and stays inside the folder", async () => {
    const files = storedFiles(serverEnv({ MEDIA_DIR: folder }));
    await files.replace("deck.webp", Buffer.from("old"), "image/webp");
    await files.replace("deck.webp", Buffer.from("new"), "image/webp");
    expect((await files.read("deck.webp"))?.toString()).toBe("new");
    expect(await readdir(folder)).toEqual(["deck.webp"]);
    expect((await files.read("../../etc/deck.webp"))?.toString()).toBe("new");
    expect(await files.read("missing.webp")).toBeUndefined();
  });

  it("writes private documents to their own folder, made when first needed", async () => {
    const database = `file:${path.join(folder, "site.db")}`;
    const documents = storedFiles(serverEnv({ DATABASE_URL: database }), "documents");
    await documents.replace("estimate-7.pdf", Buffer.from("%PDF-1.3"), "application/pdf");
    expect(await readdir(path.join(folder, "documents"))).toEqual(["estimate-7.pdf"]);
    expect(await storedFiles(serverEnv({ DATABASE_URL: database })).read("estimate-7.pdf")).toBe(
      undefined,
    );
  });

  it("writes a job's private photos inside the documents folder, and removes them", async () => {
    const database = `file:${path.join(folder, "site.db")}`;
    const photos = storedFiles(serverEnv({ DATABASE_URL: database }), "privatePhotos");
    await photos.replace("IMG_2041.jpg", Buffer.from("jpeg"), "image/jpeg");
    expect(await readdir(path.join(folder, "documents", "photos"))).toEqual(["IMG_2041.jpg"]);
    await photos.remove("IMG_2041.jpg");
    await photos.remove("IMG_2041.jpg");
    expect(await readdir(path.join(folder, "documents", "photos"))).toEqual([]);
  });
});
