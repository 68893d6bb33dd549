import { ArrowLeft } from "@/components/ui/icons";
import { blogCopyIn, categoryName, categoryParam, type BlogPost } from "@/posts/blog";
import { PostMeta } from "@/posts/components/post-meta";
import { PageTitle } from "@/components/ui/page-title";
import { htmlLang, localePath, type Locale } from "@/lib/i18n/locale";

export type ArticleHeaderProps = {
  post: BlogPost;
  /** "By … Editorial Team", in the page's language. */
  byline: string;
  /** The page's edition. */
  locale: Locale;
  /** The article's own language, when it is not the page's (an article not yet in Spanish). */
  textLocale?: Locale;
};

export function ArticleHeader({ post, byline, locale, textLocale = locale }: ArticleHeaderProps) {
  const textLang = textLocale === locale ? undefined : htmlLang[textLocale];
  return (
    <header>
      <a
        href={localePath(locale, "/resources")}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {blogCopyIn[locale].backLabel}
      </a>
      <p className="mt-4">
        <a
          href={localePath(locale, `/resources?category=${categoryParam(post.category)}`)}
          className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-100"
        >
          {categoryName(post.category, locale)}
        </a>
      </p>
      <PageTitle className="mt-4">
        <span lang={textLang}>{post.title}</span>
      </PageTitle>
      <p lang={textLang} className="mt-5 text-xl text-slate-700">
        {post.excerpt}
      </p>
      <div className="mt-5">
        <PostMeta post={post} byline={byline} locale={locale} />
      </div>
    </header>
  );
}
