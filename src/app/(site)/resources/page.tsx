import { PostCard } from "@/posts/components/post-card";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { FilterLinks } from "@/components/ui/filter-links";
import { publishedPosts } from "@/posts/public";
import { blogCopy, postsListing } from "@/posts/blog";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

export const generateMetadata = async () =>
  buildMetadata(await siteFacts(), {
    title: blogCopy.metaTitle,
    description: blogCopy.metaDescription,
    path: "/resources",
    ogKind: "article",
  });

type Props = { searchParams: Promise<{ category?: string | string[] }> };

export default async function ResourcesPage({ searchParams }: Props) {
  const posts = await publishedPosts();
  const featured = posts.filter((post) => post.featured);
  const { visible, links, status } = postsListing((await searchParams).category, posts);
  return (
    <>
      <Breadcrumbs trail={[{ name: "Resources", path: "/resources" }]} />
      <PageHero heading={blogCopy.heading} intro={blogCopy.intro} />

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {blogCopy.featuredHeading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {featured.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="all-heading" className="bg-sand-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="all-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {blogCopy.allHeading}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{blogCopy.categoriesHeading}</p>
          <FilterLinks label={blogCopy.filterLabel} links={links} variant="tile" status={status}>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </FilterLinks>
        </div>
      </section>

      <CtaBand heading={blogCopy.indexCtaHeading} text={blogCopy.indexCtaText} />
    </>
  );
}
