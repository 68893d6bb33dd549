import "server-only";
import { convertMarkdownToLexical, editorConfigFactory } from "@payloadcms/richtext-lexical";
import type { Payload } from "payload";
import { IMAGE_SCHEME, type Article, type RichTextNode } from "@/posts/blog";
import { getAllPosts, getPost } from "@/posts/seed-articles";
import { articleFeatures } from "@/lib/cms/rich-text";
import { illustrationPhotos } from "@/photos/server";
import { seedSpanishSide } from "@/lib/cms/spanish-seed";

const IMAGE_LINE = /^!\[([^\]]*)\]\(([^)\s]+)\)$/gm;

/** The admin's day fields hold a moment; noon UTC is the same date in every US time zone. */
const noon = (day: string) => `${day}T12:00:00.000Z`;

/**
 * The content module's articles as published posts: their Markdown turned into the editor's
 * rich text with placeholders kept (filled when a page renders), and their illustrations as
 * photos, each with its caption.
 */
export async function seedPosts(payload: Payload) {
  const { docs } = await payload.find({ collection: "posts", limit: 0, depth: 0, draft: true });
  const present = new Set(docs.map((doc) => doc.slug));
  for (const article of getAllPosts()) {
    if (present.has(article.slug)) continue;
    const { hero, content } = await articleInEditor(payload, article);
    await payload.create({
      collection: "posts",
      draft: false,
      data: {
        _status: "published",
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        hero,
        content: content as never,
        category: article.category,
        date: noon(article.date),
        ...(article.updated ? { updated: noon(article.updated) } : {}),
        featured: article.featured,
        keywords: article.keywords,
        cta: article.cta,
      },
    });
  }
}

/** An article's text as the editor holds it, its illustrations as photos with their captions. */
export async function articleInEditor(payload: Payload, article: Article) {
  const editorConfig = await editorConfigFactory.fromFeatures({
    config: payload.config,
    features: articleFeatures,
  });
  const images = [...article.source.matchAll(IMAGE_LINE)].map(([, caption = "", target = ""]) => ({
    caption,
    id: target.slice(IMAGE_SCHEME.length),
  }));
  const photos = await illustrationPhotos(payload, [
    article.heroImage,
    ...images.map((image) => image.id),
  ]);
  const captions: string[] = [];
  const markdown = article.source.replace(IMAGE_LINE, (_, caption: string, target: string) => {
    captions.push(caption);
    return `![media:${photos.get(target.slice(IMAGE_SCHEME.length))}]()`;
  });
  const content = convertMarkdownToLexical({ editorConfig, markdown });
  captionUploads(content.root as unknown as RichTextNode, captions);
  return { hero: photos.get(article.heroImage)!, content };
}

/** Gives the photos, in order, the captions the Markdown wrote in their brackets. */
function captionUploads(node: RichTextNode, captions: string[]) {
  if (node.type === "upload")
    node.fields = { ...(node.fields as object), caption: captions.shift() };
  for (const child of node.children ?? []) captionUploads(child, captions);
}

/**
 * The Spanish side of each seeded article, from articles/es/: written once, and only onto an
 * article whose English is still the seed's and whose Spanish side is empty, so nothing the
 * owner wrote is replaced.
 */
export async function seedSpanishPosts(payload: Payload) {
  for (const article of getAllPosts("es")) {
    const english = getPost(article.slug);
    await seedSpanishSide(
      payload,
      "posts",
      {
        where: { slug: { equals: article.slug } },
        unchanged: (post) => post.title === english?.title,
        written: (post) => Boolean(post.title),
      },
      async (doc) => ({
        _status: "published" as const,
        title: article.title,
        excerpt: article.excerpt,
        content: (await articleInEditor(payload, article)).content as never,
        keywords: article.keywords,
        // The link target is one field for both editions; each page adds its own prefix.
        cta: { label: article.cta.label, href: doc.cta.href },
      }),
    );
  }
}
