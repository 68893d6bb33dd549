import { ArrowLeft } from "@/components/ui/icons";
import { blogCopy, categoryParam, type BlogPost } from "@/posts/blog";
import { PostMeta } from "@/posts/components/post-meta";
import { PageTitle } from "@/components/ui/page-title";

export function ArticleHeader({ post, author }: { post: BlogPost; author: string }) {
  return (
    <header>
      <a
        href="/resources"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {blogCopy.backLabel}
      </a>
      <p className="mt-4">
        <a
          href={`/resources?category=${categoryParam(post.category)}`}
          className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-100"
        >
          {post.category}
        </a>
      </p>
      <PageTitle className="mt-4">{post.title}</PageTitle>
      <p className="mt-5 text-xl text-slate-700">{post.excerpt}</p>
      <div className="mt-5">
        <PostMeta post={post} author={author} />
      </div>
    </header>
  );
}
