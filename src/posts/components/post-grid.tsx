import { cn } from "@/lib/cn";
import { blogCopyIn, type BlogPost } from "@/posts/blog";
import { PostCard } from "@/posts/components/post-card";
import type { Locale } from "@/lib/i18n/locale";

const kinds = {
  /** The resources page's featured guides, two wide; the first photo is its largest paint. */
  featured: { heading: "featuredHeading", padding: "py-12", grid: "md:grid-cols-2" },
  /** An article's related articles, three across on wide screens. */
  related: {
    heading: "relatedHeading",
    padding: "py-16",
    grid: "sm:grid-cols-2 lg:grid-cols-3",
  },
} as const;

type PostGridProps = { kind: keyof typeof kinds; posts: readonly BlogPost[]; locale: Locale };

/** A headed grid of article cards. */
export function PostGrid({ kind, posts, locale }: PostGridProps) {
  const { padding, grid } = kinds[kind];
  const heading = blogCopyIn[locale][kinds[kind].heading];
  const headingId = `${kind}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn("mx-auto max-w-7xl px-4 sm:px-6", padding)}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <ul className={cn("mt-8 grid gap-6", grid)}>
        {posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} locale={locale} priority={kind === "featured" && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
