import { PostCard } from "@/components/blog/post-card";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { FilterLinks } from "@/components/ui/filter-links";
import { blogCopy, categoryCounts, categoryParam, getAllPosts } from "@/content/blog";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: blogCopy.metaTitle,
  description: blogCopy.metaDescription,
  path: "/resources",
  ogKind: "article",
});

const articles = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;

export default async function ResourcesPage({
  searchParams,
}: {
  searchParams: Promise<{ category?: string | string[] }>;
}) {
  const { category } = await searchParams;
  const posts = getAllPosts();
  const featured = posts.filter((post) => post.featured);
  const tiles = categoryCounts();
  const active = tiles.find((tile) => tile.param === category) ?? null;
  const visible = posts.filter((post) => !active || categoryParam(post.category) === active.param);
  const links = [
    {
      label: blogCopy.allLabel,
      href: "/resources",
      current: !active,
      detail: articles(posts.length),
    },
    ...tiles.map((tile) => ({
      label: tile.label,
      href: `/resources?category=${tile.param}`,
      current: tile === active,
      detail: articles(tile.count),
    })),
  ];
  return (
    <>
      <Breadcrumbs trail={[{ name: "Resources", path: "/resources" }]} />
      <PageHero heading={blogCopy.heading} intro={blogCopy.intro} />

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {blogCopy.featuredHeading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {featured.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
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
          <FilterLinks
            label="Filter articles by topic"
            links={links}
            variant="tile"
            status={`Showing ${articles(visible.length)}${active ? ` in ${active.label}` : ""}`}
          >
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
