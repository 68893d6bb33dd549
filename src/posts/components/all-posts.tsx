import { FilterLinks } from "@/components/ui/filter-links";
import type { FilterLink } from "@/lib/routing/category-listing";
import { blogCopyIn, type BlogPost } from "@/posts/blog";
import { PostCard } from "@/posts/components/post-card";
import type { Locale } from "@/lib/i18n/locale";

type AllPostsProps = {
  posts: readonly BlogPost[];
  links: readonly FilterLink[];
  status: string;
  locale: Locale;
};

export function AllPosts({ posts, links, status, locale }: AllPostsProps) {
  const blogCopy = blogCopyIn[locale];
  return (
    <section aria-labelledby="all-heading" className="bg-sand-50 py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="all-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {blogCopy.allHeading}
        </h2>
        <p className="mt-2 mb-6 text-slate-600">{blogCopy.categoriesHeading}</p>
        <FilterLinks label={blogCopy.filterLabel} links={links} variant="tile" status={status}>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} locale={locale} />
              </li>
            ))}
          </ul>
        </FilterLinks>
      </div>
    </section>
  );
}
