import "server-only";
import type { Payload, Where } from "payload";
import type { Config } from "@/lib/cms/payload-types";

type Seeded = "faqs" | "reviews" | "posts" | "projects" | "media";
type Doc<C extends Seeded> = Config["collections"][C];

/**
 * The seeded entry a Spanish seed may write onto: found by its English key, its English still
 * the seed's (`unchanged`), and its Spanish side still empty (`written` false). Anything the
 * owner rewrote or already translated is left alone (undefined).
 */
export async function entryAwaitingSpanish<C extends Seeded>(
  payload: Payload,
  collection: C,
  where: Where,
  unchanged: (english: Doc<C>) => boolean,
  written: (spanish: Doc<C>) => boolean,
): Promise<Doc<C> | undefined> {
  const { docs } = await payload.find({ collection, where, locale: "en", limit: 1, depth: 0 });
  const english = docs[0] as Doc<C> | undefined;
  if (!english || !unchanged(english)) return undefined;
  const spanish = (await payload.findByID({
    collection,
    id: english.id,
    locale: "es",
    depth: 0,
  })) as Doc<C>;
  return written(spanish) ? undefined : english;
}
