import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { AllPosts } from "@/posts/components/all-posts";
import { PostGrid } from "@/posts/components/post-grid";
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
      <PostGrid kind="featured" posts={featured} />
      <AllPosts posts={visible} links={links} status={status} />
      <CtaBand heading={blogCopy.indexCtaHeading} text={blogCopy.indexCtaText} />
    </>
  );
}
