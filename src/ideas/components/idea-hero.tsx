import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import type { IdeaPage } from "@/ideas/idea-schema";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { servicePath } from "@/services";

export function IdeaHero({ idea, locale }: { idea: IdeaPage; locale: Locale }) {
  const labels = ideaPageLabelsIn[locale];
  return (
    <PageHero
      eyebrow={labels.eyebrow(idea.category)}
      heading={idea.title}
      intro={idea.intro}
      imageId={idea.card.imageId}
      locale={locale}
    >
      <ButtonLink href={localePath(locale, "/contact")}>{labels.primaryCta}</ButtonLink>
      <ButtonLink href={localePath(locale, servicePath(idea.serviceSlug))} variant="secondary">
        {labels.serviceLink(idea.serviceSlug)}
      </ButtonLink>
    </PageHero>
  );
}
