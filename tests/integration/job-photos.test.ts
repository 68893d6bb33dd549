import { readdir } from "node:fs/promises";
import { NextRequest } from "next/server";
import type { Payload } from "payload";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import { carriesMetadata } from "@/photos/strip-metadata";
import { TAGGED, taggedPhoneJpeg } from "@/photos/tagged-photo";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { seededCmsWithMail, type SeededCms } from "./support/seeded-cms-with-mail";
import { portalDeviceOf } from "./support/portal-device";
import { partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("job-photos", { withOwner: true });

const { serverEnv } = await import("@/lib/env");
const { privatePhotosDir } = await import("@/lib/storage/media-dir");
const { handlePhotoGet } = await import("@/portal/file-endpoints");
const { homeownerJobs } = await import("@/jobs/server");
const { queueDailyDigests } = await import("@/portal/digests");
const { processOutbox } = await import("@/lib/outbox/loop");

let payload: Payload;
let owner: User;
let smtp: SeededCms["smtp"];

const ready = seededCmsWithMail();
beforeAll(() => void ({ payload, owner, smtp } = ready));

const jobFor = (email: string) =>
  payload.create({
    collection: "jobs",
    data: {
      title: `Bathroom for ${email}`,
      homeownerName: "Lee Tran",
      email,
      projectAddress: "88 Elm St",
      city: "Plano",
      language: "en",
      status: "underway",
    } as never,
    user: owner,
  });

/** A photo uploaded in the admin as a project manager's phone sends it: 12 megapixels, GPS-tagged. */
const upload = async (caption?: string) =>
  payload.create({
    collection: "job-photos",
    data: caption ? { caption } : {},
    file: {
      data: await taggedPhoneJpeg({ width: 4000, height: 3000 }),
      mimetype: "image/jpeg",
      name: "IMG_2041.jpg",
      size: 0,
    },
    user: owner,
  });

const postUpdate = (jobId: number, photos: number[], day?: string) =>
  payload.create({
    collection: "job-updates",
    data: {
      job: jobId,
      kind: "work",
      note: "Shower walls tiled; grout tomorrow.",
      photos,
      day: day ?? new Date().toISOString(),
    },
    user: owner,
  });

const get = (photoId: number, cookie?: string, size?: string) =>
  handlePhotoGet(
    new NextRequest(
      `http://localhost/api/portal-photos?photo=${photoId}${size ? `&size=${size}` : ""}`,
      { headers: cookie ? { cookie } : {} },
    ),
  );

describe("a photo posted with a daily update", () => {
  it("is stored phone-size with two smaller copies, without location or camera data", async () => {
    const photo = await upload();
    expect([photo.width, photo.height]).toEqual([1536, 2048]);
    expect(photo.sizes?.small?.width).toBe(480);
    expect(photo.sizes?.large?.width).toBe(1280);
    const stored = await readdir(privatePhotosDir(serverEnv()));
    expect(stored).toEqual(
      expect.arrayContaining([
        photo.filename,
        photo.sizes?.small?.filename,
        photo.sizes?.large?.filename,
      ]),
    );
    expect(photo.job ?? null).toBeNull();
  });

  it("becomes its job's, is served to that job's homeowner only, and without GPS", async () => {
    const job = await jobFor("lee@example.com");
    const other = await jobFor("kim@example.com");
    const photo = await upload("Shower walls tiled, grout next");
    await postUpdate(job.id, [photo.id]);
    const saved = await payload.findByID({ collection: "job-photos", id: photo.id, depth: 0 });
    expect(saved.job).toBe(job.id);

    const [lees] = await homeownerJobs("lee@example.com");
    expect(lees?.updates[0]?.photos).toEqual([
      { id: photo.id, caption: "Shower walls tiled, grout next", width: 1536, height: 2048 },
    ]);

    const lee = await portalDeviceOf(smtp, "lee@example.com");
    const original = await get(photo.id, lee);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await original.arrayBuffer());
    expect(await carriesMetadata(bytes)).toBe(false);
    expect(bytes.toString("latin1")).not.toContain(TAGGED.camera);
    const small = await get(photo.id, lee, "small");
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(480);

    const kim = await portalDeviceOf(smtp, "kim@example.com");
    expect((await get(photo.id, kim)).status).toBe(404);
    expect((await get(photo.id)).status).toBe(404);
    expect((await get(photo.id, "portal_session=made-up")).status).toBe(404);
    expect((await get(photo.id + 1000, lee)).status).toBe(404);
    expect((await get(photo.id, lee, "huge")).status).toBe(400);

    // Another family's update cannot take the photo over.
    await expect(postUpdate(other.id, [photo.id])).rejects.toThrow();
    expect((await payload.findByID({ collection: "job-photos", id: photo.id })).job).toMatchObject({
      id: job.id,
    });
  });

  it("is counted in the day's e-mail, which links to the page instead of carrying it", async () => {
    const job = await jobFor("ana@example.com");
    const photos = [await upload(), await upload()];
    const day = "2026-11-18";
    await postUpdate(
      job.id,
      photos.map((photo) => photo.id),
      `${day}T12:00:00.000Z`,
    );
    expect(await queueDailyDigests(async () => true, new Date(`${day}T18:30:00-06:00`))).toBe(1);
    await processOutbox();
    const mail = smtp.messages.findLast((m) => m.to.includes("ana@example.com"));
    const text = partOf(mail!.raw, "text/plain") ?? "";
    expect(text).toContain("The day's 2 photos are on your project page.");
    expect(mail!.raw).not.toMatch(/image\/(jpeg|webp)/);
  });

  it("goes with its job when the job is deleted, files and all", async () => {
    const job = await jobFor("gone@example.com");
    const photo = await upload();
    await postUpdate(job.id, [photo.id]);
    await payload.delete({ collection: "jobs", id: job.id, user: owner });
    const left = await payload.find({
      collection: "job-photos",
      where: { id: { equals: photo.id } },
    });
    expect(left.docs).toHaveLength(0);
    const stored = await readdir(privatePhotosDir(serverEnv()));
    expect(stored).not.toContain(photo.filename);
    expect(stored).not.toContain(photo.sizes?.small?.filename);
  });
});
