import "server-only";
import { and, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { dallasDay, dallasDayStartUtc } from "@/lib/time/dallas";
import { cms } from "@/lib/cms/ready";
import type { Job, JobPhoto } from "@/lib/cms/payload-types";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locale";
import { changeOrdersOf, type ChangeOrderView } from "./change-orders/store";
import { messagesOf, type HomeownerMessage } from "./homeowner-messages";
import { warrantiesOf } from "./claims/warranties-of";
import type { JobWarranty } from "./warranty";
import { claimsOf, type HomeownerClaim } from "./claims/homeowner-claims";
import type { JobPayment } from "./payments";
import type { HomeownerPhoto } from "./photo-owner";
import { JOB_PHOTO_SIZES, type JobPhotoSize } from "./photo-sizes";
import { datesMoved } from "./schedule";
import type { JobStatus } from "./status";
import { jobRows, jobUpdateRows } from "./tables";

export type { HomeownerPhoto } from "./photo-owner";

/** One day's update as the homeowner reads it: `day` is the Dallas day (YYYY-MM-DD). */
export type HomeownerUpdate = {
  id: number;
  day: string;
  kind: "work" | "no_work";
  note: string;
  photos: HomeownerPhoto[];
};

/** A job as its homeowner's portal shows it: nothing the homeowner did not sign or is not told. */
export type HomeownerJob = {
  id: number;
  title: string;
  status: JobStatus;
  language: Locale;
  address: string;
  startDate: string | null;
  schedule: {
    phase: string;
    days: number;
    startsOn: string | null;
    endsOn: string | null;
    /** The dates the phase had before a change moved it, and why; null while it has not moved. */
    moved: { startsOn: string; endsOn: string; because: string } | null;
  }[];
  payments: JobPayment[];
  contractCents: number | null;
  estimateId: number | null;
  manager: { name: string; email: string } | null;
  updates: HomeownerUpdate[];
  messages: HomeownerMessage[];
  /** The change orders the homeowner was sent, oldest first. */
  changeOrders: ChangeOrderView[];
  /** The Dallas day the job was completed, and the warranties running from it. */
  completedOn: string | null;
  warranties: JobWarranty[];
  /** The homeowner's warranty claims, newest first. */
  claims: HomeownerClaim[];
};

/** The comparable form of an e-mail address: what the portal signs in and jobs are matched by. */
export const addressKey = (email: string) => email.trim().toLowerCase();

/** A job is the address's while its e-mail is that address and it was not cancelled. */
const seenBy = (address: string) =>
  and(eq(sql`lower(trim(${jobRows.email}))`, addressKey(address)), ne(jobRows.status, "cancelled"));

/** The ids of the jobs an address may see, newest first. */
export async function jobIdsOf(address: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: jobRows.id })
    .from(jobRows)
    .where(seenBy(address))
    .orderBy(desc(jobRows.id));
  return rows.map((row) => row.id);
}

const UPDATES_SHOWN = 14;

async function updatesOf(jobId: number): Promise<HomeownerUpdate[]> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: "job-updates",
    where: { job: { equals: jobId } },
    sort: "-day",
    limit: UPDATES_SHOWN,
    depth: 1,
    overrideAccess: true,
  });
  // Stored as an instant (noon UTC when picked as a day): the homeowner reads the Dallas day.
  return docs.map((doc) => ({
    id: doc.id,
    day: dallasDay(new Date(doc.day)),
    kind: doc.kind,
    note: doc.note,
    photos: (doc.photos ?? []).flatMap((photo) =>
      typeof photo === "object" && photoOfJob(photo, jobId)
        ? [
            {
              id: photo.id,
              caption: photo.caption ?? null,
              width: photo.width ?? null,
              height: photo.height ?? null,
            },
          ]
        : [],
    ),
  }));
}

/** Whether a photo is the job's: the portal serves a photo to a job's homeowner by this. */
const photoOfJob = (photo: JobPhoto, jobId: number) =>
  (typeof photo.job === "object" ? photo.job?.id : photo.job) === jobId;

type KeptPhase = NonNullable<Job["schedule"]>[number];

/** A phase whose dates are not the ones it was first given, with the reason it moved. */
function movedPhase(row: KeptPhase): HomeownerJob["schedule"][number]["moved"] {
  const { startsOn, endsOn, plannedStartsOn, plannedEndsOn, movedBecause } = row;
  if (!startsOn || !endsOn || !plannedStartsOn || !plannedEndsOn || !movedBecause) return null;
  if (!datesMoved({ startsOn: plannedStartsOn, endsOn: plannedEndsOn }, { startsOn, endsOn }))
    return null;
  return {
    startsOn: dallasDay(new Date(plannedStartsOn)),
    endsOn: dallasDay(new Date(plannedEndsOn)),
    because: movedBecause,
  };
}

const managerOf = (job: Job): HomeownerJob["manager"] =>
  typeof job.projectManager === "object" && job.projectManager
    ? { name: job.projectManager.name ?? "", email: job.projectManager.email }
    : null;

/**
 * The jobs an address may see, in full. Checked against the address on every read: a job whose
 * e-mail changes leaves the old address's portal at once.
 */
export async function homeownerJobs(address: string): Promise<HomeownerJob[]> {
  const ids = await jobIdsOf(address);
  if (!ids.length) return [];
  const payload = await cms();
  const { docs } = await payload.find({
    collection: "jobs",
    where: { id: { in: ids } },
    sort: "-createdAt",
    depth: 1,
    limit: ids.length,
    overrideAccess: true,
  });
  return Promise.all(
    docs.map(async (job) => ({
      id: job.id,
      title: job.title,
      status: job.status,
      language: job.language ?? "en",
      address: [job.projectAddress, job.city].filter(Boolean).join(", "),
      startDate: job.startDate ?? null,
      schedule: (job.schedule ?? []).map((row) => ({
        phase: row.phase,
        days: row.days,
        startsOn: row.startsOn ?? null,
        endsOn: row.endsOn ?? null,
        moved: movedPhase(row),
      })),
      payments: (job.payments ?? []).map(({ title, amountCents, receivedOn }) => ({
        title,
        amountCents,
        receivedOn: receivedOn ?? null,
      })),
      contractCents: job.contractCents ?? null,
      estimateId:
        typeof job.estimate === "object" ? (job.estimate?.id ?? null) : (job.estimate ?? null),
      manager: managerOf(job),
      updates: await updatesOf(job.id),
      messages: await messagesOf(job.id),
      changeOrders: await changeOrdersOf(job.id),
      completedOn: job.completedOn ? dallasDay(new Date(job.completedOn)) : null,
      warranties: await warrantiesOf(job),
      claims: await claimsOf(job.id),
    })),
  );
}

/**
 * One job, if the address may see it: what a request for its files is checked by. A job that
 * exists but is another's reads the same as one that does not.
 */
export async function ownJob(address: string, jobId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ id: jobRows.id, estimateId: jobRows.estimateId })
    .from(jobRows)
    .where(and(eq(jobRows.id, jobId), seenBy(address)));
  return row;
}

/** A job under way or in planning with an update for a day, and whom its homeowner is. */
export type UpdatedJob = {
  jobId: number;
  title: string;
  email: string;
  language: Locale;
  homeownerName: string | null;
};

/** The jobs that got an update for a Dallas day, with a homeowner to tell. */
export async function jobsUpdatedOn(day: string): Promise<UpdatedJob[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({
      jobId: jobRows.id,
      title: jobRows.title,
      email: jobRows.email,
      language: jobRows.language,
      homeownerName: jobRows.homeownerName,
    })
    .from(jobUpdateRows)
    .innerJoin(jobRows, eq(jobRows.id, jobUpdateRows.jobId))
    .where(
      and(
        gte(jobUpdateRows.day, dallasDayStartUtc(day)),
        lt(jobUpdateRows.day, dallasDayStartUtc(day, 1)),
        inArray(jobRows.status, ["planning", "underway"]),
        isNotNull(jobRows.email),
      ),
    );
  return rows.map((row) => ({
    ...row,
    email: addressKey(row.email!),
    language: row.language ?? "en",
  }));
}

/** One job's updates for one day, as its homeowner reads them. */
export async function updatesOn(jobId: number, day: string): Promise<HomeownerUpdate[]> {
  return (await updatesOf(jobId)).filter((update) => update.day === day);
}

/** A photo's stored files, by the size the portal asks for. */
export type PhotoFiles = {
  original: { name: string; type: string };
  sizes: Partial<Record<JobPhotoSize, { name: string; type: string }>>;
};

/**
 * One photo's files, if the address may see it: the photo is one of the address's jobs'. A photo
 * that exists but is another family's reads the same as one that does not.
 */
export async function ownPhoto(address: string, photoId: number): Promise<PhotoFiles | undefined> {
  const payload = await cms();
  const photo = await payload.findByID({
    collection: "job-photos",
    id: photoId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  const jobId = typeof photo?.job === "object" ? photo.job?.id : photo?.job;
  if (!photo?.filename || !jobId || !(await ownJob(address, jobId))) return undefined;
  const fileOf = (name?: string | null, type?: string | null) =>
    name ? { name, type: type ?? "application/octet-stream" } : undefined;
  const sizes: PhotoFiles["sizes"] = {};
  for (const { name } of JOB_PHOTO_SIZES) {
    const size = fileOf(photo.sizes?.[name]?.filename, photo.sizes?.[name]?.mimeType);
    if (size) sizes[name] = size;
  }
  return { original: fileOf(photo.filename, photo.mimeType)!, sizes };
}
