import { CtaBand } from "@/components/sections/cta-band";
import { blogCopyIn, type BlogPost } from "@/posts/blog";
import type { Locale } from "@/lib/i18n/locale";

type ArticleCtaProps = {
  /** The author's button; without it (an article shown in another language), the estimate form. */
  cta?: BlogPost["cta"];
  locale: Locale;
};

/** After an article the phone comes first; the other button is the one its author chose. */
export function ArticleCta({ cta, locale }: ArticleCtaProps) {
  const blogCopy = blogCopyIn[locale];
  return (
    <CtaBand
      heading={blogCopy.ctaHeading}
      text={blogCopy.ctaText}
      buttonLabel={cta?.label}
      buttonHref={cta?.href}
      phoneFirst
      locale={locale}
    />
  );
}
