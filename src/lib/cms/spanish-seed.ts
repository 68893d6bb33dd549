import "server-only";
import type { Payload, RequiredDataFromCollectionSlug, Where } from "payload";
import type { Config } from "@/lib/cms/payload-types";

type Seeded = "faqs" | "reviews" | "posts" | "projects" | "media";
type Doc<C extends Seeded> = Config["collections"][C];

/**
 * The seeded entry a Spanish seed may write onto: found by its English key, its English still
 * the seed's (`unchanged`), and its Spanish side still empty (`written` false). Anything the
 * owner rewrote or already translated is left alone (undefined).
 */
async function entryAwaitingSpanish<C extends Seeded>(
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

/** What a Spanish seed writes onto its entry: the Spanish side of its words. */
type SpanishSide<C extends Seeded> = Partial<RequiredDataFromCollectionSlug<C>>;

/**
 * Writes a seed's Spanish side onto the entry `entryAwaitingSpanish` finds, and nothing when it
 * finds none. `spanish` is handed the English entry, for what both sides keep in common.
 */
export async function seedSpanishSide<C extends Seeded>(
  payload: Payload,
  collection: C,
  match: {
    where: Where;
    unchanged: (english: Doc<C>) => boolean;
    written: (spanish: Doc<C>) => boolean;
  },
  spanish: (english: Doc<C>) => SpanishSide<C> | Promise<SpanishSide<C>>,
): Promise<void> {
  const english = await entryAwaitingSpanish(
    payload,
    collection,
    match.where,
    match.unchanged,
    match.written,
  );
  if (!english) return;
  await payload.update({
    collection,
    id: english.id,
    locale: "es",
    draft: false,
    // Each caller's side is checked against its collection's type above; for a generic
    // collection the compiler cannot see that a Partial is also the DeepPartial update wants.
    data: (await spanish(english)) as never,
  });
}
