import { Card } from "@/components/ui/card";
import { categoryName, type BlogPost } from "@/posts/blog";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { PostMeta } from "./post-meta";

type PostCardProps = { post: BlogPost; locale: Locale; priority?: boolean };

/**
 * An article teaser; the title is the link, so each card has one clear target. `priority` for
 * the card whose photo is the page's largest paint (the first one a phone shows).
 */
export function PostCard({ post, locale, priority = false }: PostCardProps) {
  return (
    <Card
      photo={post.hero}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      priority={priority}
    >
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        {categoryName(post.category, locale)}
      </p>
      <h3 className="mt-2 text-xl font-semibold text-slate-900">
        <a href={localePath(locale, post.path)} className="hover:underline">
          {post.title}
        </a>
      </h3>
      <p className="mt-2 mb-4 flex-1 text-slate-600">{post.excerpt}</p>
      <PostMeta post={post} locale={locale} />
    </Card>
  );
}
