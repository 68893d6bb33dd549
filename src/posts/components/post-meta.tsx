import { intlLocale, type Locale, type Localized } from "@/lib/i18n/locale";
import { blogCopyIn, type BlogPost } from "@/posts/blog";

const dateFormats: Localized<Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocale.en, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
  es: new Intl.DateTimeFormat(intlLocale.es, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }),
};

/** "January 12, 2025"; in Spanish "12 de enero de 2025". */
const formatDate = (iso: string, locale: Locale) =>
  dateFormats[locale].format(new Date(`${iso}T00:00:00Z`));

type PostMetaProps = { post: BlogPost; byline?: string; locale: Locale };

/** Date and read time, plus the byline and any update on the article page itself. */
export function PostMeta({ post, byline, locale }: PostMetaProps) {
  const full = byline !== undefined;
  const copy = blogCopyIn[locale];
  return (
    <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-600">
      {full ? (
        <>
          <span>{byline}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
      {full && post.updated ? (
        <>
          <span aria-hidden="true">·</span>
          <span>
            {copy.updatedLabel}{" "}
            <time dateTime={post.updated}>{formatDate(post.updated, locale)}</time>
          </span>
        </>
      ) : null}
    </p>
  );
}
