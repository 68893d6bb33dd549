import { CtaBand } from "@/components/sections/cta-band";
import { blogCopy, type BlogPost } from "@/posts/blog";

/** After an article the phone comes first; the other button is the one its author chose. */
export function ArticleCta({ cta }: { cta: BlogPost["cta"] }) {
  return (
    <CtaBand
      heading={blogCopy.ctaHeading}
      text={blogCopy.ctaText}
      buttonLabel={cta.label}
      buttonHref={cta.href}
      phoneFirst
    />
  );
}
