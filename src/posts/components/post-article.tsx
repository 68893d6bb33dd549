import type { BlogPost } from "@/posts/blog";
import { ArticleBody } from "@/posts/components/article-body";
import { ArticleHeader } from "@/posts/components/article-header";
import { SiteImage } from "@/photos/components/site-image";
import type { Locale } from "@/lib/i18n/locale";

type PostArticleProps = {
  post: BlogPost;
  /** "By … Editorial Team", in the page's language. */
  byline: string;
  /** The page's edition. */
  locale: Locale;
  /** The article's own language, when it is not the page's (an article not yet in Spanish). */
  textLocale?: Locale;
};

export function PostArticle({ post, byline, locale, textLocale = locale }: PostArticleProps) {
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
