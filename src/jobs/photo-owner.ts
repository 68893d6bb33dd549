import type { CollectionAfterChangeHook } from "payload";

/** A photo as the portal lists it; its file is asked for by id and checked again then. */
export type HomeownerPhoto = {
  id: number;
  caption: string | null;
  width: number | null;
  height: number | null;
};

/** A relationship's id, whether the engine gave the record or its id. */
export const idOf = (value: unknown) =>
  typeof value === "object" && value ? (value as { id: number }).id : (value as number);

/**
 * The photos posted with an update or a message become its job's: who may see them follows from
 * that. Only photos that belong to no job yet, or to this one, can be picked (`photosOfTheJob`),
 * so a photo never moves from one family's job to another's.
 */
export const photosToTheirJob: CollectionAfterChangeHook = async ({ doc, req }) => {
  const ids = ((doc.photos ?? []) as unknown[]).map(idOf).filter(Number.isSafeInteger);
  if (!ids.length) return doc;
  await req.payload.update({
    collection: "job-photos",
    where: { and: [{ id: { in: ids } }, { job: { exists: false } }] },
    data: { job: idOf(doc.job) },
    overrideAccess: true,
    req,
  });
  return doc;
};

/** The photos a record of a job may show: its job's, or ones no job has yet. */
export const photosOfTheJob = ({ data }: { data?: { job?: unknown } }) => ({
  or: [{ job: { exists: false } }, { job: { equals: idOf(data?.job) ?? 0 } }],
});
