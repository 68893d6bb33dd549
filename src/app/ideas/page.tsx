import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { IdeaCard } from "@/components/sections/idea-card";
import { PageHero } from "@/components/sections/page-hero";
import { FilterLinks } from "@/components/ui/filter-links";
import { categoryFromParam, categoryParam, ideaCategories, ideaPages } from "@/content/ideas";
import { ideasIndex } from "@/content/ideas-index";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: ideasIndex.metaTitle,
  description: ideasIndex.metaDescription,
  path: "/ideas",
  ogKind: "idea",
});

const ideasCount = (count: number) => `${count} ${count === 1 ? "idea" : "ideas"}`;

export default async function IdeasPage({
  searchParams,
}: {
  searchParams: Promise<{ category?: string | string[] }>;
}) {
  const { category } = await searchParams;
  const active = categoryFromParam(typeof category === "string" ? category : undefined);
  const links = [
    { label: ideasIndex.allLabel, href: "/ideas", current: active === null },
    ...ideaCategories.map((option) => ({
      label: option,
      href: `/ideas?category=${categoryParam(option)}`,
      current: option === active,
    })),
  ];
  const visible = ideaPages.filter((idea) => active === null || idea.category === active);
  return (
    <>
      <Breadcrumbs trail={[{ name: "Ideas", path: "/ideas" }]} />
      <PageHero heading={ideasIndex.heading} intro={ideasIndex.intro} />
      <section aria-label="Ideas" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="mb-6 text-2xl font-bold text-slate-900">Browse ideas by project type</h2>
        <FilterLinks
          label="Filter ideas by category"
          links={links}
          variant="chip"
          status={`Showing ${ideasCount(visible.length)}${active ? ` in ${active}` : ""}`}
        >
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((idea) => (
              <li key={idea.slug}>
                <IdeaCard idea={idea} />
              </li>
            ))}
          </ul>
        </FilterLinks>
      </section>
      <CtaBand
        heading="Have a project in mind?"
        text="Tell us what you are planning and we will set up a free call to talk through options, budget and timing."
      />
    </>
  );
}
