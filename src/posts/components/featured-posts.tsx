import { blogCopy, type BlogPost } from "@/posts/blog";
import { PostCard } from "@/posts/components/post-card";

/** The featured guides; the first card's photo is the page's largest paint, so it loads first. */
export function FeaturedPosts({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {blogCopy.featuredHeading}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
