import { NextRequest } from "next/server";
import type { Payload } from "payload";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import { carriesMetadata } from "@/photos/strip-metadata";
import { taggedPhoneJpeg } from "@/photos/tagged-photo";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { seededCmsWithMail, type SeededCms } from "./support/seeded-cms-with-mail";
import { portalDeviceOf } from "./support/portal-device";
import { partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("warranty-claims", { withOwner: true });

const { handleClaimPost } = await import("@/portal/claim-endpoint");
const { queueClaimNotices } = await import("@/portal/claim-notices");
const { fileWarrantyClaim, CLAIMS_PER_DAY } = await import("@/jobs/server");
const { processOutbox } = await import("@/lib/outbox/loop");
const { privatePhotoFiles } = await import("@/lib/storage/stored-files");

let payload: Payload;
let owner: User;
let smtp: SeededCms["smtp"];

const ready = seededCmsWithMail();
beforeAll(() => void ({ payload, owner, smtp } = ready));

/** A job finished on `completedOn` (noon UTC of that Dallas day), or under way without one. */
const jobFor = (email: string, completedOn: string | null = "2026-11-20T12:00:00.000Z") =>
  payload.create({
    collection: "jobs",
    data: {
      title: `Kitchen for ${email}`,
      homeownerName: "Riley Park",
      email,
      projectAddress: "14 Aster Ln",
      city: "Carrollton",
      language: "en",
      status: completedOn ? "complete" : "underway",
      completedOn,
      projectManager: owner.id,
    } as never,
    user: owner,
  });

const post = (
  cookie: string | undefined,
  fields: Record<string, string>,
  photos: Buffer[] = [],
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ lang: "en", ...fields })) form.set(name, value);
  for (const photo of photos)
    form.append(
      "photos",
      new File([new Uint8Array(photo)], "IMG_2001.jpg", { type: "image/jpeg" }),
    );
  return handleClaimPost(
    new NextRequest("http://localhost/api/portal-warranty-claims", {
      method: "POST",
      body: form,
      headers: cookie ? { cookie } : {},
    }),
  );
};

const claimsOfJob = async (jobId: number) =>
  (
    await payload.find({
      collection: "warranty-claims",
      where: { job: { equals: jobId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs;

const mailsTo = (address: string, words: string) =>
  smtp.messages.filter((m) => m.to.includes(address) && m.raw.includes(words));

/**
 * The first e-mail to an address with these words, once it has arrived: the server's own outbox
 * loop may have claimed it first and still be sending it when the test's round returns.
 */
async function mailArrived(address: string, words: string) {
  await expect.poll(() => mailsTo(address, words).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return mailsTo(address, words)[0]!;
}

describe("a homeowner's warranty claim", () => {
  it("is filed with its photo, which is the job's and carries no location, and the office is told once", async () => {
    const job = await jobFor("riley@example.com");
    const riley = await portalDeviceOf(smtp, "riley@example.com");
    const answer = await post(
      riley,
      {
        job: String(job.id),
        warranty: "workmanship",
        description: "The grout by the tub drain is cracking.",
      },
      [await taggedPhoneJpeg()],
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(
      `/portal?claim=sent&job=${job.id}#job-${job.id}-warranty`,
    );
    const [claim] = await claimsOfJob(job.id);
    expect(claim).toMatchObject({ status: "received", from: "homeowner", warranty: "workmanship" });
    const [photoId] = claim!.photos as number[];
    const photo = await payload.findByID({ collection: "job-photos", id: photoId!, depth: 0 });
    expect(photo.job).toBe(job.id);
    const data = await privatePhotoFiles().read(photo.filename!);
    expect(await carriesMetadata(data!)).toBe(false);

    await queueClaimNotices();
    expect(await queueClaimNotices()).toBe(0);
    await processOutbox();
    const mail = await mailArrived(owner.email, "Warranty claim from Riley Park");
    expect(partOf(mail.raw, "text/plain")).toContain("The grout by the tub drain is cracking.");
  });

  it("is refused under a warranty the job does not carry or that has ended, keeping the text", async () => {
    const ended = await jobFor("ended@example.com", "2020-03-02T12:00:00.000Z");
    const device = await portalDeviceOf(smtp, "ended@example.com");
    const answer = await post(device, {
      job: String(ended.id),
      warranty: "workmanship",
      description: "The cabinet door sags on the left.",
    });
    expect(answer.headers.get("location")).toContain("claim=warranty");
    expect(answer.headers.get("location")).toContain("said=The+cabinet+door+sags");
    expect(
      await fileWarrantyClaim(ended.id, {
        warranty: "structural",
        description: "A crack in the wall.",
        photos: [],
      }),
    ).toEqual({ problem: "warranty" });
    const open = await jobFor("open@example.com", null);
    expect(
      await fileWarrantyClaim(open.id, {
        warranty: "workmanship",
        description: "Not done yet, still.",
        photos: [],
      }),
    ).toEqual({ problem: "warranty" });
    expect(await claimsOfJob(ended.id)).toHaveLength(0);
  });

  it("stores nothing from another family's device, a stranger, or a file that is no photo", async () => {
    const job = await jobFor("family-a@example.com");
    await jobFor("family-b@example.com");
    const other = await portalDeviceOf(smtp, "family-b@example.com");
    const fields = {
      job: String(job.id),
      warranty: "workmanship",
      description: "Let me file on theirs.",
    };
    expect((await post(other, fields)).status).toBe(404);
    const stranger = await post(undefined, fields);
    expect(stranger.headers.get("location")).toBe("/portal");
    const own = await portalDeviceOf(smtp, "family-a@example.com");
    const form = new FormData();
    for (const [name, value] of Object.entries({ lang: "en", ...fields })) form.set(name, value);
    form.append("photos", new File(["not a photo"], "notes.txt", { type: "text/plain" }));
    const refused = await handleClaimPost(
      new NextRequest("http://localhost/api/portal-warranty-claims", {
        method: "POST",
        body: form,
        headers: { cookie: own },
      }),
    );
    expect(refused.headers.get("location")).toContain("claim=photos");
    expect(await claimsOfJob(job.id)).toHaveLength(0);
    const photos = await payload.count({
      collection: "job-photos",
      where: { job: { equals: job.id } },
      overrideAccess: true,
    });
    expect(photos.totalDocs).toBe(0);
  });

  it(`takes ${CLAIMS_PER_DAY} claims a day per job`, async () => {
    const job = await jobFor("many@example.com");
    for (let n = 0; n < CLAIMS_PER_DAY; n++)
      expect(
        await fileWarrantyClaim(job.id, {
          warranty: "workmanship",
          description: `Claim number ${n + 1}.`,
          photos: [],
        }),
      ).toHaveProperty("id");
    expect(
      await fileWarrantyClaim(job.id, {
        warranty: "workmanship",
        description: "One claim too many.",
        photos: [],
      }),
    ).toEqual({ problem: "limit" });
  });
});

describe("the office's answers", () => {
  it("need a reason to decline and a time to visit, and each reaches the homeowner once", async () => {
    const job = await jobFor("answers@example.com");
    const filed = await fileWarrantyClaim(job.id, {
      warranty: "workmanship",
      description: "The shower valve drips.",
      photos: [],
    });
    if (!("id" in filed)) throw new Error(filed.problem);
    const answer = (data: Record<string, unknown>) =>
      payload.update({
        collection: "warranty-claims",
        id: filed.id,
        data,
        user: owner,
        overrideAccess: false,
      });
    await expect(answer({ status: "declined" })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: "declineReason" })] },
    });
    await expect(answer({ status: "visit_booked" })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: "visitAt" })] },
    });
    // The homeowner's words stay as written.
    await answer({ description: "Something else entirely." });
    const visit = "2026-12-09T15:00:00.000Z";
    const booked = await answer({ status: "visit_booked", visitAt: visit });
    expect(booked.description).toBe("The shower valve drips.");
    expect(booked.answeredAt).not.toBeNull();
    await queueClaimNotices();
    await processOutbox();
    const mail = await mailArrived("answers@example.com", "Your warranty claim");
    expect(partOf(mail.raw, "text/plain")).toContain(
      "A visit is booked for December 9, 2026 at 9:00 AM",
    );
    await answer({ status: "resolved" });
    await queueClaimNotices();
    expect(await queueClaimNotices()).toBe(0);
    await processOutbox();
    await mailArrived("answers@example.com", "Resolved.");
    expect(mailsTo("answers@example.com", "Resolved.")).toHaveLength(1);
  });
});
