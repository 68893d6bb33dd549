import "server-only";
import { draftMode, headers } from "next/headers";
import type { BlogPost, PreviewState } from "@/posts/blog";
import type { Locale } from "@/lib/i18n/locale";
import { seededCms } from "@/lib/cms/ready";
import { latestVersion, publishedPost } from "./public";

/**
 * The article a request should see: visitors the published version; a signed-in person who
 * opened the admin's preview (draft mode on) the latest saved version. The session is checked
 * on every view, so the draft-mode cookie alone, or one left after signing out, shows nothing
 * unpublished. Either edition's: undefined when the article is not written in it.
 */
export async function articleInView(
  slug: string,
  locale: Locale = "en",
): Promise<{ post: BlogPost | undefined; preview?: PreviewState }> {
  if ((await draftMode()).isEnabled) {
    const payload = await seededCms();
    const { user } = await payload.auth({ headers: await headers() });
    const latest = user ? await latestVersion(slug, user, locale) : undefined;
    if (latest) return { post: latest.post, preview: latest.draft ? "draft" : "published" };
  }
  return { post: await publishedPost(slug, locale) };
}
