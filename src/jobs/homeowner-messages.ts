import "server-only";
import { and, count, eq, gte } from "drizzle-orm";
import { cms } from "@/lib/cms/ready";
import type { JobMessage, JobPhoto } from "@/lib/cms/payload-types";
import { getDb } from "@/lib/db/client";
import { dallasDay } from "@/lib/time/dallas";
import { FROM_HOMEOWNER, MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS } from "./messages-collection";
import { storeHomeownerPhotos, type AttachedPhoto } from "./homeowner-photos";
import { idOf, type HomeownerPhoto } from "./photo-owner";
import { jobMessageRows } from "./tables";

/** What a message is about: one of the job's updates (by its Dallas day), photos or documents. */
export type MessageAbout =
  | { kind: "update"; id: number; day: string }
  | { kind: "photo"; id: number }
  | { kind: "estimate" };

/** One message of a job's conversation, as its homeowner reads it. */
export type HomeownerMessage = {
  id: number;
  from: "homeowner" | "staff";
  /** The office's writer, by name; null for the homeowner's own. */
  authorName: string | null;
  body: string;
  createdAt: string;
  about: MessageAbout | null;
  photos: HomeownerPhoto[];
};

/** The most messages a homeowner sends about one job in an hour: a person never needs more. */
export const HOMEOWNER_MESSAGES_PER_HOUR = 20;

const photoOf = (photo: number | JobPhoto, jobId: number): HomeownerPhoto[] =>
  typeof photo === "object" && idOf(photo.job) === jobId
    ? [
        {
          id: photo.id,
          caption: photo.caption ?? null,
          width: photo.width ?? null,
          height: photo.height ?? null,
        },
      ]
    : [];

function aboutOf(message: JobMessage, jobId: number): MessageAbout | null {
  const update = message.aboutUpdate;
  if (typeof update === "object" && update && idOf(update.job) === jobId)
    return { kind: "update", id: update.id, day: dallasDay(new Date(update.day)) };
  const photo = message.aboutPhoto;
  if (typeof photo === "object" && photo && idOf(photo.job) === jobId)
    return { kind: "photo", id: photo.id };
  return message.aboutDocument === "estimate" ? { kind: "estimate" } : null;
}

/** A job's conversation, oldest first, with only the job's own photos. */
export async function messagesOf(jobId: number): Promise<HomeownerMessage[]> {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: "job-messages",
    where: { job: { equals: jobId } },
    sort: "createdAt",
    pagination: false,
    depth: 1,
    overrideAccess: true,
  });
  return docs.map((doc) => ({
    id: doc.id,
    from: doc.from === "staff" ? "staff" : "homeowner",
    authorName: typeof doc.author === "object" && doc.author ? (doc.author.name ?? null) : null,
    body: doc.body,
    createdAt: doc.createdAt,
    about: aboutOf(doc, jobId),
    photos: (doc.photos ?? []).flatMap((photo) => photoOf(photo, jobId)),
  }));
}

/** What a homeowner's message may be about, as the portal's form names it. */
export type AboutChoice = { update?: number; photo?: number; estimate?: boolean };

export type MessageProblem = "length" | "photos" | "about" | "limit";

/** How many messages the homeowner sent about a job in the last hour. */
async function sentInLastHour(jobId: number, now: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ sent: count() })
    .from(jobMessageRows)
    .where(
      and(
        eq(jobMessageRows.jobId, jobId),
        eq(jobMessageRows.from, "homeowner"),
        gte(jobMessageRows.createdAt, new Date(now.getTime() - 3_600_000).toISOString()),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * Stores a message the homeowner of `jobId` wrote (the caller has checked that the signed-in
 * homeowner's job it is), with its photos, which are the job's from the start. What it is about
 * must be the job's own; a refused message stores nothing, its photos included.
 */
export async function postHomeownerMessage(
  jobId: number,
  input: { body: string; about: AboutChoice; photos: AttachedPhoto[] },
  now = new Date(),
): Promise<{ id: number } | { problem: MessageProblem }> {
  const body = input.body.trim();
  if (body.length < 2 || body.length > MESSAGE_MAX_LENGTH) return { problem: "length" };
  if (input.photos.length > MESSAGE_MAX_PHOTOS) return { problem: "photos" };
  if ((await sentInLastHour(jobId, now)) >= HOMEOWNER_MESSAGES_PER_HOUR)
    return { problem: "limit" };
  const payload = await cms();
  let forget = async () => {};
  try {
    const stored = await storeHomeownerPhotos(jobId, input.photos);
    forget = async () => void (await stored.forget());
    const photoIds = stored.ids;
    const message = await payload.create({
      collection: "job-messages",
      data: {
        job: jobId,
        body,
        aboutUpdate: input.about.update ?? null,
        aboutPhoto: input.about.photo ?? null,
        aboutDocument: input.about.estimate ? "estimate" : null,
        photos: photoIds,
      },
      overrideAccess: true,
      context: { [FROM_HOMEOWNER]: true },
    });
    return { id: message.id };
  } catch (error) {
    await forget();
    // The engine refuses a file that is no photo, or a subject not the job's, with a 400.
    const refused = error as { status?: number; data?: { errors?: { path?: string }[] } };
    if (refused.status !== 400) throw error;
    const about = refused.data?.errors?.some((e) => e.path?.startsWith("about"));
    return { problem: about ? "about" : "photos" };
  }
}
