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
import { getIdeaPage, ideaPath, ideaSlugs } from "@/ideas/ideas";
import { ideaPageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => ideaSlugs.map((slug) => ({ slug }));

/** Idea pages are evergreen articles first published with the site (spec §9). */
const IDEA_PUBLISHED = "2024-01-01";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const facts = await siteFacts();
  const idea = getIdeaPage(facts, (await params).slug);
  if (!idea) return {};
  return buildMetadata(facts, {
    title: idea.metaTitle,
    description: idea.metaDescription,
    path: ideaPath(idea.slug),
    ogKind: "idea",
    ogType: "article",
    publishedTime: IDEA_PUBLISHED,
  });
}

export default async function IdeaPage({ params }: Props) {
  const facts = await siteFacts();
  const idea = getIdeaPage(facts, (await params).slug);
  if (!idea) notFound();
  const path = ideaPath(idea.slug);
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Ideas", path: "/ideas" },
          { name: idea.title, path },
        ]}
      />
      <IdeaHero idea={idea} />
      <IdeaGlance stats={idea.stats} />
      <IdeaStyles styles={idea.styles} />
      <IdeaFamilySections idea={idea} />
      <IdeaPossibilities idea={idea} />
      <IdeaGallery images={idea.gallery} />
      <IdeaCta category={idea.category} />
      <JsonLdScript data={ideaPageJsonLd(facts, idea)} />
    </>
  );
}
