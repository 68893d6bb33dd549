import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { AllPosts } from "@/posts/components/all-posts";
import { PostGrid } from "@/posts/components/post-grid";
import { publishedPosts } from "@/posts/public";
import { blogCopy, postsListing } from "@/posts/blog";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

/** One address for every view of the list: a category is a filter, not a page of its own. */
export const resourcesMetadata = async () =>
  buildMetadata(await siteFacts(), {
    title: blogCopy.metaTitle,
    description: blogCopy.metaDescription,
    path: "/resources",
    ogKind: "article",
  });

/** /resources, all articles or one category's (site/filtered-lists.ts). */
export async function ResourcesPage({ category }: { category?: string }) {
  const posts = await publishedPosts();
  const featured = posts.filter((post) => post.featured);
  const { visible, links, status } = postsListing(category, posts);
  return (
    <>
      <Breadcrumbs trail={[{ name: "Resources", path: "/resources" }]} />
      <PageHero heading={blogCopy.heading} intro={blogCopy.intro} />
      <PostGrid kind="featured" posts={featured} />
      <AllPosts posts={visible} links={links} status={status} />
      <CtaBand heading={blogCopy.indexCtaHeading} text={blogCopy.indexCtaText} />
    </>
  );
}
