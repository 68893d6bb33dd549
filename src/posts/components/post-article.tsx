import { ArticleBody } from "@/posts/components/article-body";
import { ArticleHeader, type ArticleHeaderProps } from "@/posts/components/article-header";
import { SiteImage } from "@/photos/ui";

export function PostArticle({ post, byline, locale, textLocale = locale }: ArticleHeaderProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6">
      <ArticleHeader post={post} byline={byline} locale={locale} textLocale={textLocale} />
      {post.hero ? (
        <SiteImage
          photo={post.hero}
          priority="wide"
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-8 h-auto w-full rounded-2xl shadow-lg"
        />
      ) : null}
      <ArticleBody content={post.content} locale={locale} textLocale={textLocale} />
    </article>
  );
}
