import type { Locale } from "@/lib/i18n/locale";
import { longDay } from "@/lib/time/long-day";
import { blogCopyIn, type BlogPost } from "@/posts/blog";

type PostMetaProps = { post: BlogPost; byline?: string; locale: Locale };

/** Date and read time, plus the byline and any update on the article page itself. */
export function PostMeta({ post, byline, locale }: PostMetaProps) {
  const full = byline !== undefined;
  const copy = blogCopyIn[locale];
  return (
    <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-600">
      {full ? (
        <>
          <span>{byline}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <time dateTime={post.date}>{longDay(post.date, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
      {full && post.updated ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            {copy.updatedLabel} <time dateTime={post.updated}>{longDay(post.updated, locale)}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}
