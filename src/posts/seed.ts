import "server-only";
import { convertMarkdownToLexical, editorConfigFactory } from "@payloadcms/richtext-lexical";
import type { Payload } from "payload";
import { getAllPosts, IMAGE_SCHEME, type RichTextNode } from "@/posts/blog";
import { articleFeatures } from "@/lib/cms/rich-text";
import { illustrationPhotos } from "@/photos/seed";

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
  const editorConfig = await editorConfigFactory.fromFeatures({
    config: payload.config,
    features: articleFeatures,
  });
  for (const article of getAllPosts()) {
    if (present.has(article.slug)) continue;
    const images = [...article.source.matchAll(IMAGE_LINE)].map(
      ([, caption = "", target = ""]) => ({
        caption,
        id: target.slice(IMAGE_SCHEME.length),
      }),
    );
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
    await payload.create({
      collection: "posts",
      draft: false,
      data: {
        _status: "published",
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        hero: photos.get(article.heroImage)!,
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

/** Gives the photos, in order, the captions the Markdown wrote in their brackets. */
function captionUploads(node: RichTextNode, captions: string[]) {
  if (node.type === "upload")
    node.fields = { ...(node.fields as object), caption: captions.shift() };
  for (const child of node.children ?? []) captionUploads(child, captions);
}
