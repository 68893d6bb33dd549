import { blogCopy, type BlogPost } from "@/posts/blog";
import { PostCard } from "@/posts/components/post-card";

export function RelatedPosts({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="related-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        {blogCopy.relatedHeading}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((related) => (
          <li key={related.slug}>
            <PostCard post={related} />
          </li>
        ))}
      </ul>
    </section>
  );
}
