import { ButtonLink } from "@/components/ui/button-link";
import type { IdeaCategory } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import { localePath, type Locale } from "@/lib/i18n/locale";

/** Not CtaBand: an idea page's second button goes back to the ideas, not to the phone. */
export function IdeaCta({ category, locale }: { category: IdeaCategory; locale: Locale }) {
  const labels = ideaPageLabelsIn[locale];
  return (
    <section aria-labelledby="idea-cta-heading" className="bg-brand-800 py-16 text-white">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="idea-cta-heading" className="text-3xl font-bold tracking-tight">
          {labels.ctaHeading(category)}
        </h2>
        <p className="mt-4 text-lg text-slate-200">{labels.ctaText}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href={localePath(locale, "/contact")}>{labels.ctaPrimary}</ButtonLink>
          <ButtonLink href={localePath(locale, "/ideas")} variant="ghostLight">
            {labels.ctaSecondary}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
