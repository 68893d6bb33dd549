import "server-only";
import type { Payload } from "payload";
import type { Config } from "@/lib/cms/payload-types";
import { wordsComplete, wordsOfDoc } from "@/projects";

/** An entry whose Spanish side is missing or incomplete, with the way to its Spanish side. */
export type SpanishGap = { key: string; kind: string; title: string; href: string };

type Docs = Config["collections"];
type Checked = "faqs" | "reviews" | "posts" | "services" | "projects" | "media";

const filled = (text: unknown) => typeof text === "string" && text.trim() !== "";

/** What each kind of entry needs in Spanish before the Spanish pages show it. */
const needs: {
  [C in Checked]: {
    kind: string;
    title: (doc: Docs[C]) => string;
    complete: (doc: Docs[C]) => boolean;
  };
} = {
  faqs: {
    kind: "FAQ entry",
    title: (doc) => doc.question,
    complete: (doc) => filled(doc.question) && filled(doc.answer),
  },
  reviews: {
    kind: "Review",
    title: (doc) => doc.name,
    complete: (doc) => filled(doc.text) && filled(doc.project),
  },
  posts: {
    kind: "Article",
    title: (doc) => doc.title,
    complete: (doc) => filled(doc.title) && filled(doc.excerpt) && Boolean(doc.content),
  },
  projects: {
    kind: "Project",
    title: (doc) => doc.title,
    complete: (doc) => wordsComplete(wordsOfDoc(doc)),
  },
  // Shown on Spanish pages either way; until then screen readers skip it there.
  media: {
    kind: "Photo description",
    title: (doc) => doc.alt || doc.filename || "",
    complete: (doc) => filled(doc.alt),
  },
  services: {
    kind: "Packages",
    title: (doc) => doc.title,
    complete: (doc) =>
      (doc.packages ?? []).every(
        (row) =>
          filled(row.name) &&
          filled(row.description) &&
          (row.features ?? []).every((f) => filled(f.text)),
      ),
  },
};

async function gapsIn<C extends Checked>(payload: Payload, collection: C): Promise<SpanishGap[]> {
  const read = (locale: "en" | "es") =>
    payload.find({ collection, locale, limit: 0, depth: 0, sort: "id", draft: true });
  const [english, spanish] = await Promise.all([read("en"), read("es")]);
  const { kind, title, complete } = needs[collection];
  return spanish.docs
    .filter((doc) => !complete(doc as Docs[C]))
    .map((doc) => {
      const twin = english.docs.find((candidate) => candidate.id === doc.id) ?? doc;
      return {
        key: `${collection}:${doc.id}`,
        kind,
        title: title(twin as Docs[C]) || `#${doc.id}`,
        href: `/admin/collections/${collection}/${doc.id}?locale=es`,
      };
    });
}

/** The business facts that are words: each English row needs its Spanish wording. */
async function businessGap(payload: Payload): Promise<SpanishGap[]> {
  const [english, spanish] = await Promise.all(
    (["en", "es"] as const).map((locale) =>
      payload.findGlobal({ slug: "business", locale, depth: 0 }),
    ),
  );
  const hoursWorded = (english!.hours ?? []).every(
    (row, index) => !filled(row.note) || filled(spanish!.hours?.[index]?.note),
  );
  const complete =
    hoursWorded &&
    (spanish!.paymentMethods ?? []).every((row) => filled(row.method)) &&
    filled(spanish!.replyPromise?.footer) &&
    filled(spanish!.replyPromise?.afterRequest);
  if (complete) return [];
  return [
    {
      key: "business",
      kind: "Business facts",
      title: "Opening hours' notes, payment methods and reply promise",
      href: "/admin/globals/business?locale=es",
    },
  ];
}

/**
 * Every entry the Spanish pages leave out (or show in English with a note) because its Spanish
 * side is missing: what the owner has still to translate.
 */
export async function spanishGaps(payload: Payload): Promise<SpanishGap[]> {
  const lists = await Promise.all([
    businessGap(payload),
    gapsIn(payload, "services"),
    gapsIn(payload, "posts"),
    gapsIn(payload, "faqs"),
    gapsIn(payload, "reviews"),
    gapsIn(payload, "projects"),
    gapsIn(payload, "media"),
  ]);
  return lists.flat();
}
