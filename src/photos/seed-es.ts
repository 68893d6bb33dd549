import "server-only";
import type { Payload } from "payload";
import { seedSpanishSide } from "@/lib/cms/spanish-seed";
import { getImage } from "./images";
import type { UploadedIllustration } from "./image-ids";
import { spanishIllustrationAlts } from "./illustration-alts-es";
import { illustrationFileName } from "./seed";

/**
 * The Spanish description of each seeded illustration (illustration-alts-es.ts): written once,
 * only onto a photo whose English description is still the registry's and whose Spanish side is
 * empty. A photo the owner uploads gets its Spanish description in the admin.
 */
export async function seedSpanishPhotoDescriptions(payload: Payload) {
  const entries = Object.entries(spanishIllustrationAlts) as [UploadedIllustration, string][];
  for (const [id, alt] of entries) {
    await seedSpanishSide(
      payload,
      "media",
      {
        where: { filename: { equals: illustrationFileName(id) } },
        unchanged: (photo) => photo.alt === getImage(id).alt,
        written: (photo) => Boolean(photo.alt),
      },
      () => ({ alt }),
    );
  }
}
