import type { BlogPost } from "@/posts/blog";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** Date and read time, plus the author and any update on the article page itself. */
export function PostMeta({ post, author }: { post: BlogPost; author?: string }) {
  const full = author !== undefined;
  return (
    <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-600">
      {full ? (
        <>
          <span>By {author}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
      {full && post.updated ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}
