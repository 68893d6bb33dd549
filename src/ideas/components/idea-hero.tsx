import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import { ideaPageLabels as labels, type IdeaPage } from "@/ideas/ideas";
import { getService, servicePath } from "@/services/catalog";

export function IdeaHero({ idea }: { idea: IdeaPage }) {
  const service = getService(idea.serviceSlug);
  return (
    <PageHero
      eyebrow={labels.eyebrow(idea.category)}
      heading={idea.title}
      intro={idea.intro}
      imageId={idea.card.imageId}
    >
      <ButtonLink href="/contact">{labels.primaryCta}</ButtonLink>
      <ButtonLink href={servicePath(service.slug)} variant="secondary">
        {labels.serviceLink(service.title)}
      </ButtonLink>
    </PageHero>
  );
}
