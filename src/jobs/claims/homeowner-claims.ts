import "server-only";
import type { JobPhoto } from "@/lib/cms/payload-types";
import { cms } from "@/lib/cms/ready";
import { dallasDay } from "@/lib/time/dallas";
import { storeHomeownerPhotos, type AttachedPhoto } from "../homeowner-photos";
import { idOf, type HomeownerPhoto } from "../photo-owner";
import { CLAIM_FROM_HOMEOWNER, CLAIM_MAX_LENGTH, CLAIM_MAX_PHOTOS } from "./collection";
import { visitOf } from "./visit";
import type { ClaimStatus, WarrantyKind } from "./status";
import { warrantiesOf } from "./warranties-of";

/** A warranty claim as its homeowner reads it: what they filed and the office's answer. */
export type HomeownerClaim = {
  id: number;
  warranty: WarrantyKind;
  description: string;
  status: ClaimStatus;
  createdAt: string;
  visitAt: string | null;
  declineReason: string | null;
  photos: HomeownerPhoto[];
};

export type ClaimProblem = "length" | "photos" | "warranty" | "limit";

/** The most claims a homeowner files about one job in a day: a person never needs more. */
export const CLAIMS_PER_DAY = 5;

const photosOf = (photos: (number | JobPhoto)[] | null | undefined, jobId: number) =>
  (photos ?? []).flatMap((photo) =>
    typeof photo === "object" && idOf(photo.job) === jobId
      ? [
          {
            id: photo.id,
            caption: photo.caption ?? null,
            width: photo.width ?? null,
            height: photo.height ?? null,
          },
        ]
      : [],
  );

/** A job's warranty claims, newest first, with only the job's own photos. */
export async function claimsOf(jobId: number): Promise<HomeownerClaim[]> {
  const { docs } = await (
    await cms()
  ).find({
    collection: "warranty-claims",
    where: { job: { equals: jobId } },
    sort: "-createdAt",
    pagination: false,
    depth: 1,
    overrideAccess: true,
  });
  return Promise.all(
    docs.map(async (doc) => {
      const visit = await visitOf(doc);
      return {
        id: doc.id,
        warranty: doc.warranty,
        description: doc.description,
        // A visit cancelled on the calendar leaves the claim accepted, waiting for another.
        status: doc.status === "visit_booked" && !visit ? "accepted" : doc.status,
        createdAt: doc.createdAt,
        visitAt: visit?.at ?? null,
        declineReason: doc.status === "declined" ? (doc.declineReason ?? null) : null,
        photos: photosOf(doc.photos, jobId),
      };
    }),
  );
}

/**
 * Files a claim the homeowner of `jobId` made (the caller has checked the job is theirs) under a
 * warranty the job carries and that has not ended, with its photos, which are the job's from the
 * start. A refused claim stores nothing, its photos included.
 */
export async function fileWarrantyClaim(
  jobId: number,
  input: { warranty: string; description: string; photos: AttachedPhoto[] },
  now = new Date(),
): Promise<{ id: number } | { problem: ClaimProblem }> {
  const description = input.description.trim();
  if (description.length < 10 || description.length > CLAIM_MAX_LENGTH)
    return { problem: "length" };
  if (input.photos.length > CLAIM_MAX_PHOTOS) return { problem: "photos" };
  const payload = await cms();
  const job = await payload.findByID({
    collection: "jobs",
    id: jobId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  const today = dallasDay(now);
  const warranty = job
    ? (await warrantiesOf(job)).find((w) => w.kind === input.warranty && w.endsOn >= today)
    : undefined;
  if (!warranty) return { problem: "warranty" };
  const { totalDocs } = await payload.count({
    collection: "warranty-claims",
    where: {
      and: [
        { job: { equals: jobId } },
        { createdAt: { greater_than: new Date(now.getTime() - 86_400_000).toISOString() } },
      ],
    },
    overrideAccess: true,
  });
  if (totalDocs >= CLAIMS_PER_DAY) return { problem: "limit" };
  let forget = async () => {};
  try {
    const stored = await storeHomeownerPhotos(jobId, input.photos);
    forget = async () => void (await stored.forget());
    const claim = await payload.create({
      collection: "warranty-claims",
      data: {
        job: jobId,
        status: "received",
        warranty: warranty.kind,
        description,
        photos: stored.ids,
      },
      overrideAccess: true,
      context: { [CLAIM_FROM_HOMEOWNER]: true },
    });
    return { id: claim.id };
  } catch (error) {
    await forget();
    // The engine refuses a file that is no photo with a 400.
    if ((error as { status?: number }).status !== 400) throw error;
    return { problem: "photos" };
  }
}
