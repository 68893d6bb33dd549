import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { IdeaCard } from "@/components/sections/idea-card";
import { PageHero } from "@/components/sections/page-hero";
import { IdeaFilter } from "@/components/ideas/idea-filter";
import { categoryParam, ideaCategories, ideaPages } from "@/content/ideas";
import { ideasIndex } from "@/content/ideas-index";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: ideasIndex.metaTitle,
  description: ideasIndex.metaDescription,
  path: "/ideas",
  ogKind: "idea",
});

export default function IdeasPage() {
  const options = [
    { label: ideasIndex.allLabel, param: null },
    ...ideaCategories.map((category) => ({ label: category, param: categoryParam(category) })),
  ];
  const items = ideaPages.map((idea) => ({
    key: idea.slug,
    category: idea.category,
    card: <IdeaCard idea={idea} />,
  }));
  return (
    <>
      <Breadcrumbs trail={[{ name: "Ideas", path: "/ideas" }]} />
      <PageHero heading={ideasIndex.heading} intro={ideasIndex.intro} />
      <section aria-label="Ideas" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="mb-6 text-2xl font-bold text-slate-900">Browse ideas by project type</h2>
        <IdeaFilter options={options} items={items} />
      </section>
      <CtaBand
        heading="Have a project in mind?"
        text="Tell us what you are planning and we will set up a free call to talk through options, budget and timing."
      />
    </>
  );
}
