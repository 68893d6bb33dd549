import type { Payload } from "payload";
import { sql } from "@payloadcms/db-sqlite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { getAllPosts } from "@/posts/seed-articles";
import { faqHeadingsEs, faqSeedEs } from "@/faqs/faq-es";
import { faqHeadings } from "@/faqs/faq";
import { defaultSiteFactsIn } from "@/business/site-facts";
import { oneParagraph } from "../support/rich-text";
import { spanishReviewText } from "@/reviews/reviews-es";
import { spanishPackageText } from "@/services/packages-es";
import { defaultServicePackages } from "@/business/packages";
import { defaultBusinessFacts, defaultBusinessFactsEs } from "@/business/facts";

pointAtFreshCmsDatabase("cms-localization");

const { cms } = await import("@/lib/cms/ready");
const { seedContent } = await import("@/start-up/seed");
const { migrations } = await import("@/lib/cms/migrations");
const { closeDb } = await import("@/lib/db/client");
const { factsOf } = await import("@/site/read-facts");
const { spanishGaps } = await import("@/editions/spanish-gaps");
const { faqGroups, loadFaqGroups } = await import("@/faqs/public");
const { loadPublishedPosts, latestVersion } = await import("@/posts/public");
const { loadShownReviews } = await import("@/reviews/public");

let payload: Payload;
const spanishEdition = migrations.find((m) => m.name.endsWith("_spanish_edition"))!;
const packageNames = migrations.find((m) => m.name.endsWith("_package_names_in_spanish"))!;

/** Everything the owner wrote in English, as the admin reads it back. */
async function englishContent() {
  const read = async <C extends "faqs" | "posts" | "reviews" | "services">(collection: C) =>
    (
      await payload.find({
        collection,
        locale: "en",
        limit: 100,
        depth: 0,
        sort: "id",
        draft: true,
      })
    ).docs;
  const business = await payload.findGlobal({ slug: "business", locale: "en", depth: 0 });
  const posts = await read("posts");
  return {
    faqs: (await read("faqs")).map(({ question, answer }) => ({ question, answer })),
    posts: posts.map(({ title, excerpt, content, keywords, cta }) => ({
      title,
      excerpt,
      content,
      keywords,
      cta,
    })),
    reviews: (await read("reviews")).map(({ text, project }) => ({ text, project })),
    packages: (await read("services")).map((service) => service.packages),
    business: {
      hours: business.hours,
      paymentMethods: business.paymentMethods,
      replyPromise: business.replyPromise,
    },
  };
}

/** How many rows each table that the migration touches holds. */
async function rowCounts() {
  const db = payload.db.drizzle;
  const counts: Record<string, number> = {};
  for (const table of [
    "faqs",
    "posts",
    "_posts_v",
    "reviews",
    "services_packages",
    "services_packages_features",
    "business_hours",
    "business_payment_methods",
    "payload_locked_documents",
    "payload_locked_documents_rels",
  ]) {
    const rows = await db.all<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM "${table}"`));
    counts[table] = rows[0]!.n;
  }
  // The search phrases of the English side; going down drops the Spanish side's.
  for (const table of ["posts_texts", "_posts_v_texts"]) {
    const rows = await db.all<{ n: number }>(
      sql.raw(`SELECT count(*) AS n FROM "${table}" WHERE locale = 'en'`),
    );
    counts[table] = rows[0]!.n;
  }
  return counts;
}

beforeAll(async () => {
  payload = await cms();
  await seedContent(payload);
  // A draft saved over a published article: its history must survive too.
  const [post] = (await payload.find({ collection: "posts", limit: 1, depth: 0 })).docs;
  await payload.update({
    collection: "posts",
    id: post!.id,
    draft: true,
    data: { title: "A draft title the owner is still working on" },
  });
}, SEED_TIMEOUT_MS);
afterAll(() => closeDb());

describe("the Spanish seed", () => {
  it("writes each article's Spanish side, published, and leaves the English as it was", async () => {
    const spanish = getAllPosts("es");
    const { docs } = await payload.find({
      collection: "posts",
      locale: "es",
      limit: 100,
      depth: 0,
    });
    for (const article of spanish) {
      const doc = docs.find((post) => post.slug === article.slug);
      expect(doc?.title, article.slug).toBe(article.title);
      expect(doc?.keywords).toEqual(article.keywords);
      expect(doc?.cta?.label).toBe(article.cta.label);
    }
    const english = await payload.find({ collection: "posts", locale: "en", limit: 100, depth: 0 });
    for (const article of getAllPosts("en"))
      expect(english.docs.find((post) => post.slug === article.slug)?.excerpt).toBe(
        article.excerpt,
      );
  });

  it("writes the FAQ, the sample reviews and the packages in Spanish, the English untouched", async () => {
    const faqs = await payload.find({ collection: "faqs", locale: "es", limit: 100, depth: 0 });
    const spanishQuestions = faqSeedEs.flatMap((category) => category.items.map((i) => i.question));
    expect(faqs.docs.map((doc) => doc.question).sort()).toEqual([...spanishQuestions].sort());
    const reviews = await payload.find({
      collection: "reviews",
      locale: "es",
      limit: 100,
      depth: 0,
    });
    for (const words of spanishReviewText)
      expect(reviews.docs.find((doc) => doc.name === words.name)?.text).toBe(words.text);

    const [english, spanish] = await Promise.all(
      (["en", "es"] as const).map((locale) =>
        payload.find({ collection: "services", locale, limit: 100, depth: 0, sort: "id" }),
      ),
    );
    for (const [index, doc] of spanish!.docs.entries()) {
      const slug = doc.service;
      const twin = english!.docs[index]!;
      expect(twin.packages?.map((row) => row.description)).toEqual(
        defaultServicePackages[slug].map((pkg) => pkg.description),
      );
      expect(doc.packages?.map((row) => row.description)).toEqual(
        spanishPackageText[slug].map((pkg) => pkg.description),
      );
      expect(doc.packages?.map((row) => row.features?.map((f) => f.text))).toEqual(
        spanishPackageText[slug].map((pkg) => pkg.features),
      );
      expect(doc.packages?.map((row) => row.name)).toEqual(
        spanishPackageText[slug].map((pkg) => pkg.name),
      );
      expect(twin.packages?.map((row) => row.name)).toEqual(
        defaultServicePackages[slug].map((pkg) => pkg.name),
      );
      expect(doc.packages?.map((row) => [row.id, row.price])).toEqual(
        twin.packages?.map((row) => [row.id, row.price]),
      );
    }
  });

  it("lists what lacks Spanish: nothing after the seed, then an entry added in English only", async () => {
    expect(await spanishGaps(payload)).toEqual([]);
    const faq = await payload.create({
      collection: "faqs",
      locale: "en",
      data: {
        category: "costs",
        question: "Do you price a project before the first visit?",
        answer: Array.from({ length: 45 }, () => "word").join(" "),
        shown: true,
      },
    });
    expect(await spanishGaps(payload)).toEqual([
      {
        key: `faqs:${faq.id}`,
        kind: "FAQ entry",
        title: "Do you price a project before the first visit?",
        href: `/admin/collections/faqs/${faq.id}?locale=es`,
      },
    ]);
    await payload.update({
      collection: "faqs",
      id: faq.id,
      locale: "es",
      data: {
        question: "¿Ponen precio a un proyecto antes de la primera visita?",
        answer: Array.from({ length: 45 }, () => "palabra").join(" "),
      },
    });
    expect(await spanishGaps(payload)).toEqual([]);
    await payload.delete({ collection: "faqs", id: faq.id });
  });

  it("words the business facts in Spanish on the same rows", async () => {
    const [english, spanish] = await Promise.all(
      (["en", "es"] as const).map((locale) =>
        payload.findGlobal({ slug: "business", locale, depth: 0 }),
      ),
    );
    expect(spanish!.paymentMethods?.map((row) => row.method)).toEqual(
      defaultBusinessFactsEs.paymentMethods,
    );
    expect(english!.paymentMethods?.map((row) => row.method)).toEqual(
      defaultBusinessFacts.paymentMethods,
    );
    expect(spanish!.paymentMethods?.map((row) => row.id)).toEqual(
      english!.paymentMethods?.map((row) => row.id),
    );
    expect(spanish!.hours?.map((row) => row.note ?? null)).toEqual([null, "con cita previa"]);
    const facts = await factsOf(payload, "es");
    expect(facts.business.replyPromise.sentence).toBe(
      "Le respondemos en menos de 2 horas, dentro de nuestro horario de atención; su consulta queda agendada en un plazo de 1 día hábil.",
    );
    expect(facts.business.hours.display).toBe(
      "lun–vie 7 a. m.–6 p. m. · sábado 8 a. m.–4 p. m. con cita previa",
    );
  });
});

describe("what the Spanish pages read", () => {
  const editor = { id: 1, role: "staff", collection: "users" } as const;

  it("lists the FAQ in Spanish, its answers filled with the Spanish facts", async () => {
    const groups = await loadFaqGroups(payload, defaultSiteFactsIn.es);
    expect(groups.map((group) => [group.id, group.title])).toEqual(
      faqHeadingsEs.map((heading) => [heading.id, heading.title]),
    );
    expect(groups.map((group) => group.items.map((item) => item.question))).toEqual(
      faqSeedEs.map((category) => category.items.map((item) => item.question)),
    );
    const answers = JSON.stringify(groups);
    expect(answers).not.toContain("{{");
    expect(answers).toContain(defaultSiteFactsIn.es.claimText.years);
  });

  it("leaves out of the Spanish FAQ an entry written in English only", async () => {
    const faq = await payload.create({
      collection: "faqs",
      locale: "en",
      data: {
        category: "warranty",
        question: "Do you service work another contractor did?",
        answer: Array.from({ length: 45 }, () => "word").join(" "),
        shown: true,
      },
    });
    const questions = async (facts: typeof defaultSiteFactsIn.en) =>
      (await loadFaqGroups(payload, facts)).flatMap((group) => group.items.map((i) => i.question));
    expect(await questions(defaultSiteFactsIn.en)).toContain(faq.question);
    expect(await questions(defaultSiteFactsIn.es)).toHaveLength(
      faqSeedEs.flatMap((category) => category.items).length,
    );
    await payload.delete({ collection: "faqs", id: faq.id });
  });

  it("keeps each edition's FAQ in its own cache entry", async () => {
    const [english, spanish] = await Promise.all([faqGroups("en"), faqGroups("es")]);
    expect(english.map((group) => group.title)).toEqual(faqHeadings.map((h) => h.title));
    expect(spanish.map((group) => group.title)).toEqual(faqHeadingsEs.map((h) => h.title));
  });

  it("shows the sample reviews in Spanish, and not a review written in English only", async () => {
    const spanish = await loadShownReviews(payload, "es");
    expect(spanish.map((review) => [review.name, review.project, review.text])).toEqual(
      spanishReviewText.map((review) => [review.name, review.project, review.text]),
    );
    const review = await payload.create({
      collection: "reviews",
      locale: "en",
      data: {
        name: "Rosa G.",
        location: "Mesquite",
        rating: 5,
        project: "Hall bathroom",
        text: "They finished the hall bathroom in the three weeks they said, and cleaned up every single afternoon before they left.",
        shown: true,
        sample: false,
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await loadShownReviews(payload, "en"))[0]?.name).toBe("Rosa G.");
      const names = (await loadShownReviews(payload, "es")).map((r) => r.name);
      expect(names).not.toContain("Rosa G.");
      // Not yet written in Spanish is no fault to log.
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      await payload.delete({ collection: "reviews", id: review.id });
    }
  });

  it("lists the articles in Spanish, and not one written in English only", async () => {
    const spanish = await loadPublishedPosts(payload, defaultSiteFactsIn.es);
    const articles = getAllPosts("es");
    expect(spanish.map((post) => [post.slug, post.title]).sort()).toEqual(
      articles.map((article) => [article.slug, article.title]).sort(),
    );
    const english = await loadPublishedPosts(payload, defaultSiteFactsIn.en);
    const minutes = (readTime: string) => Number(/^\d+/.exec(readTime)?.[0]);
    for (const post of spanish) {
      expect(post.readTime, post.slug).toMatch(/^\d+ min de lectura$/);
      // A read time is the article's: the English text's, not the translation's word count.
      const twin = english.find((other) => other.slug === post.slug)!;
      expect(minutes(post.readTime), post.slug).toBe(minutes(twin.readTime));
      expect(post.path, post.slug).toBe(`/blog/${post.slug}`);
      expect(JSON.stringify(post.content), post.slug).not.toContain("{{");
    }

    const [seeded] = (await payload.find({ collection: "posts", locale: "en", limit: 1 })).docs;
    const post = await payload.create({
      collection: "posts",
      locale: "en",
      data: {
        ...seeded!,
        id: undefined,
        createdAt: undefined,
        updatedAt: undefined,
        hero: typeof seeded!.hero === "object" ? seeded!.hero.id : seeded!.hero,
        slug: "an-article-in-english-only",
        title: "An article written in English only",
        content: oneParagraph("Words the owner has not put into Spanish yet.") as never,
        _status: "published",
      },
    });
    const slugs = async (facts: typeof defaultSiteFactsIn.en) =>
      (await loadPublishedPosts(payload, facts)).map((p) => p.slug);
    expect(await slugs(defaultSiteFactsIn.en)).toContain(post.slug);
    expect(await slugs(defaultSiteFactsIn.es)).not.toContain(post.slug);
    expect(await latestVersion(post.slug!, editor as never, "es")).toBeUndefined();
    expect((await latestVersion(post.slug!, editor as never, "en"))?.post.title).toBe(post.title);
    await payload.delete({ collection: "posts", id: post.id });
  });
});

describe("the package names' migration", () => {
  it("moves each package name to its English side, leaving the Spanish to write, and back", async () => {
    const names = async () =>
      (await payload.find({ collection: "services", locale: "en", limit: 0, sort: "id" })).docs.map(
        (doc) => doc.packages?.map((row) => row.name),
      );
    const before = await names();
    const args = { db: payload.db.drizzle, payload, req: {} } as never;
    await packageNames.down(args);
    const shared = await payload.db.drizzle.all<{ name: string }>(
      sql.raw(`SELECT name FROM services_packages ORDER BY _parent_id, _order`),
    );
    expect(shared.map((row) => row.name)).toEqual(before.flat());

    await packageNames.up(args);
    expect(await names()).toEqual(before);
    const spanish = await payload.db.drizzle.all<{ name: string }>(
      sql.raw(`SELECT name FROM services_packages_locales WHERE _locale = 'es'`),
    );
    expect(spanish.length).toBeGreaterThan(0);
    expect(new Set(spanish.map((row) => row.name))).toEqual(new Set([""]));
    // The start's seed writes the seed's Spanish names onto the Spanish side again.
    const { seedSpanishPackageNames } = await import("@/services/stored-packages");
    await seedSpanishPackageNames(payload);
    const kitchen = (
      await payload.find({
        collection: "services",
        locale: "es",
        where: { service: { equals: "kitchen-remodeling" } },
      })
    ).docs[0]!;
    expect(kitchen.packages?.map((row) => row.name)).toEqual(
      spanishPackageText["kitchen-remodeling"].map((pkg) => pkg.name),
    );
  });
});

describe("the Spanish edition's migration", () => {
  it("moves every English text to the English side, losing no English row, and back down again", async () => {
    const before = await englishContent();
    const countsBefore = await rowCounts();
    expect(before.faqs.length).toBeGreaterThan(10);
    expect(before.posts.every((post) => post.title && post.keywords?.length)).toBe(true);

    const args = { db: payload.db.drizzle, payload, req: {} } as never;
    // The later migration that moved the package names goes down first and up last.
    await packageNames.down(args);
    await spanishEdition.down(args);
    // Down: the English is back in the plain columns.
    const [faq] = await payload.db.drizzle.all<{ question: string }>(
      sql.raw(`SELECT question FROM faqs ORDER BY id LIMIT 1`),
    );
    expect(faq!.question).toBe(before.faqs[0]!.question);
    const titles = await payload.db.drizzle.all<{ title: string }>(
      sql.raw(`SELECT version_title AS title FROM _posts_v ORDER BY id`),
    );
    expect(titles.map((row) => row.title)).toContain("A draft title the owner is still working on");

    await spanishEdition.up(args);
    await packageNames.up(args);
    expect(await englishContent()).toEqual(before);
    expect(await rowCounts()).toEqual(countsBefore);
  });

  it("leaves the Spanish side empty until it is written, and a Spanish save leaves the English", async () => {
    const [faq] = (await payload.find({ collection: "faqs", limit: 1, locale: "en", sort: "id" }))
      .docs;
    const empty = await payload.findByID({ collection: "faqs", id: faq!.id, locale: "es" });
    expect(empty.question).toBeUndefined();
    const spanish = {
      question: "¿Cómo elijo a un contratista de remodelación en el área de Dallas?",
      answer:
        "Empiece por las pruebas, no por las promesas. Pida un certificado de seguro de responsabilidad civil enviado directamente por la aseguradora y revise que el nombre coincida con el del contrato. Llame a dos o tres clientes recientes con proyectos parecidos al suyo y exija un presupuesto por escrito y detallado antes de firmar nada.",
    };
    await payload.update({ collection: "faqs", id: faq!.id, locale: "es", data: spanish });
    const english = await payload.findByID({ collection: "faqs", id: faq!.id, locale: "en" });
    expect([english.question, english.answer]).toEqual([faq!.question, faq!.answer]);
    const saved = await payload.findByID({ collection: "faqs", id: faq!.id, locale: "es" });
    expect([saved.question, saved.answer]).toEqual([spanish.question, spanish.answer]);
  });
});
