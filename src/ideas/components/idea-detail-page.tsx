import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { JsonLdScript } from "@/components/ui/json-ld";
import { IdeaCta } from "@/ideas/components/idea-cta";
import { IdeaFamilySections } from "@/ideas/components/idea-family-sections";
import { IdeaGallery } from "@/ideas/components/idea-gallery";
import { IdeaGlance } from "@/ideas/components/idea-glance";
import { IdeaHero } from "@/ideas/components/idea-hero";
import { IdeaPossibilities } from "@/ideas/components/idea-possibilities";
import { IdeaStyles } from "@/ideas/components/idea-styles";
import { getIdeaPage, ideaPath } from "@/ideas/ideas";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import { ideaPageJsonLd } from "@/site";
import { metadataFromCopy } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locale";
import { siteFacts } from "@/site/server";

/** Idea pages are evergreen articles first published with the site (spec §9). */
const IDEA_PUBLISHED = "2024-01-01";

export async function ideaDetailMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const facts = await siteFacts(locale);
  const idea = getIdeaPage(facts, slug);
  if (!idea) return {};
  return metadataFromCopy(facts, idea, {
    path: ideaPath(idea.slug),
    ogKind: "idea",
    ogType: "article",
    publishedTime: IDEA_PUBLISHED,
  });
}

/** /ideas/<slug> in an edition: one idea page, from its hero to its call to action. */
export async function IdeaDetailPage({ locale, slug }: { locale: Locale; slug: string }) {
  const facts = await siteFacts(locale);
  const idea = getIdeaPage(facts, slug);
  if (!idea) notFound();
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: ideaPageLabelsIn[locale].crumb, path: "/ideas" },
          { name: idea.title, path: ideaPath(idea.slug) },
        ]}
        locale={locale}
      />
      <IdeaHero idea={idea} locale={locale} />
      <IdeaGlance stats={idea.stats} locale={locale} />
      <IdeaStyles styles={idea.styles} locale={locale} />
      <IdeaFamilySections idea={idea} locale={locale} />
      <IdeaPossibilities idea={idea} locale={locale} />
      <IdeaGallery images={idea.gallery} locale={locale} />
      <IdeaCta category={idea.category} locale={locale} />
      <JsonLdScript data={ideaPageJsonLd(facts, idea)} />
    </>
  );
}
