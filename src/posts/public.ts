import "server-only";
import type { Payload, TypedUser } from "payload";
import {
  blogCategories,
  blogPath,
  readTimeFor,
  readTimeIn,
  type BlogCategory,
  type BlogPost,
  type RichTextNode,
} from "@/posts/blog";
import { projectPath } from "@/projects";
import type { SiteFacts } from "@/business";
import { cachedContent } from "@/lib/cms/content-cache";
import type { Post as PostDoc } from "@/lib/cms/payload-types";
import { seededCms } from "@/lib/cms/ready";
import { articleRoot, articleWordCount, preparedArticle } from "./article-text";
import { photoOf } from "@/photos/server";
import { factsOf } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";

/**
 * The published articles of an edition, newest first, read as an anonymous visitor (so never a
 * draft). An article not yet written in Spanish is not among the Spanish ones. A server built
 * elsewhere shows its own database's articles. The proxy asks it too, whether an address is an
 * article. Each edition is kept under its own key.
 */
export function publishedPosts(locale: Locale = "en"): Promise<BlogPost[]> {
  // Articles quote the business facts and prices, so a change to those empties this too.
  const quoted = ["posts", "media", "projects", "business", "services"];
  return cachedContent(
    `posts:published:${locale}`,
    quoted,
    async () => {
      const payload = await seededCms();
      return loadPublishedPosts(payload, await factsOf(payload, locale));
    },
    [],
  );
}

export async function publishedPost(
  slug: string,
  locale: Locale = "en",
): Promise<BlogPost | undefined> {
  return (await publishedPosts(locale)).find((post) => post.slug === slug);
}

/** The published articles in the facts' edition, with the facts of that edition filled in. */
export async function loadPublishedPosts(payload: Payload, facts: SiteFacts): Promise<BlogPost[]> {
  // The locale named and no request passed: a request's locale would be switched by the read.
  const { docs } = await payload.find({
    collection: "posts",
    locale: facts.locale,
    where: { _status: { equals: "published" } },
    sort: ["-date", "title"],
    limit: 500,
    depth: 1,
    overrideAccess: false,
  });
  const posts = docs.flatMap((doc) => {
    const post = postOf(doc, facts);
    return post ? [post] : [];
  });
  if (facts.locale === "en") return posts;
  const english = await loadPublishedPosts(payload, await factsOf(payload, "en"));
  return posts.map((post) => withEnglishReadTime(post, english, facts.locale));
}

/**
 * A read time belongs to the article, not to a translation's word count: an edition shows the
 * English text's (a Spanish text runs longer for the same reading).
 */
function withEnglishReadTime(
  post: BlogPost,
  english: readonly BlogPost[],
  locale: Locale,
): BlogPost {
  const twin = english.find((other) => other.slug === post.slug);
  return twin ? { ...post, readTime: readTimeIn(twin.readTime, locale) } : post;
}

/**
 * The latest saved version of an article in an edition, draft or not, for a signed-in person's
 * preview. Never cached: a draft must not reach the copy anonymous visitors are served from.
 */
export async function latestVersion(
  slug: string,
  user: TypedUser,
  locale: Locale = "en",
): Promise<{ post: BlogPost; draft: boolean } | undefined> {
  const payload = await seededCms();
  const { docs } = await payload.find({
    collection: "posts",
    locale,
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 1,
    overrideAccess: false,
    user,
  });
  const doc = docs[0];
  const post = doc && postOf(doc, await factsOf(payload, locale));
  if (!post) return undefined;
  const english = locale === "en" ? undefined : await latestVersion(slug, user, "en");
  const shown = english ? withEnglishReadTime(post, [english.post], locale) : post;
  return { post: shown, draft: doc._status !== "published" };
}

const day = (iso: string) => iso.slice(0, 10);

const isCategory = (value: string): value is BlogCategory =>
  (blogCategories as readonly string[]).includes(value);

/**
 * Without a fallback, the texts an edition lacks read back empty: an article is in an edition
 * once its title, summary, text and button are written in it.
 */
const writtenIn = (doc: PostDoc) =>
  Boolean(doc.title?.trim() && doc.excerpt?.trim() && doc.cta?.label?.trim());

function postOf(doc: PostDoc, facts: SiteFacts): BlogPost | undefined {
  const root = articleRoot(doc.content);
  if (!root || !doc.slug || !isCategory(doc.category) || !writtenIn(doc)) return undefined;
  const content = preparedArticle(facts, root, withTargets);
  const date = day(doc.date);
  const updated = doc.updated ? day(doc.updated) : undefined;
  return {
    slug: doc.slug,
    path: blogPath(doc.slug),
    title: doc.title,
    excerpt: doc.excerpt,
    date,
    ...(updated ? { updated } : {}),
    dateModified: updated ?? date,
    keywords: doc.keywords ?? [],
    category: doc.category,
    featured: Boolean(doc.featured),
    hero: photoOf(doc.hero),
    cta: { label: doc.cta.label, href: doc.cta.href },
    content,
    readTime: readTimeFor(articleWordCount(content), facts.locale),
  };
}

type Related = { relationTo?: string; value?: unknown };
const slugOf = (value: unknown) =>
  typeof value === "object" && value && "slug" in value ? String(value.slug) : undefined;

/** Photos ready to render and links with their address, so the renderer needs no database. */
function withTargets(node: RichTextNode): RichTextNode {
  if (node.type === "upload") return { ...node, photo: photoOf(node.value as never) };
  if (node.type === "link" || node.type === "autolink") {
    const fields = (node.fields ?? {}) as { linkType?: string; url?: string; doc?: Related };
    const slug = slugOf(fields.doc?.value);
    const href =
      fields.linkType === "internal"
        ? slug && (fields.doc?.relationTo === "projects" ? projectPath(slug) : blogPath(slug))
        : fields.url;
    return { ...node, href: href ?? undefined };
  }
  return node;
}
