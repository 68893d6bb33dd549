import "server-only";
import { cms } from "@/lib/cms/ready";

/** A photo a homeowner attaches: the file's bytes as the form sent them. */
export type AttachedPhoto = { name: string; type: string; data: Buffer };

/**
 * Stores the photos a homeowner attached as their job's from the start (never unassigned, so
 * never picked for another family's record), and how to take them back should the record they
 * came with be refused.
 */
export async function storeHomeownerPhotos(jobId: number, photos: readonly AttachedPhoto[]) {
  const payload = await cms();
  const ids: number[] = [];
  const forget = () =>
    Promise.all(
      ids.map((id) =>
        payload.delete({ collection: "job-photos", id, overrideAccess: true }).catch(() => null),
      ),
    );
  try {
    for (const photo of photos) {
      const made = await payload.create({
        collection: "job-photos",
        data: { job: jobId },
        file: { name: photo.name, mimetype: photo.type, data: photo.data, size: photo.data.length },
        overrideAccess: true,
      });
      ids.push(made.id);
    }
  } catch (error) {
    await forget();
    throw error;
  }
  return { ids, forget };
}
