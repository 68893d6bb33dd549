import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { IdeaShowcase } from "@/ideas/components/idea-showcase";
import { PageHero } from "@/components/sections/page-hero";
import { FilterLinks } from "@/components/ui/filter-links";
import { ideasListing } from "@/ideas/ideas";
import { ideasIndex } from "@/ideas/ideas-index";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

/** One address for every view of the list: a category is a filter, not a page of its own. */
export const ideasMetadata = async () =>
  buildMetadata(await siteFacts(), {
    title: ideasIndex.metaTitle,
    description: ideasIndex.metaDescription,
    path: "/ideas",
    ogKind: "idea",
  });

/** /ideas, every idea or one category's (site/filtered-lists.ts). */
export async function IdeasPage({ category }: { category?: string }) {
  const { visible, links, status } = ideasListing(await siteFacts(), category);
  return (
    <>
      <Breadcrumbs trail={[{ name: "Ideas", path: "/ideas" }]} />
      <PageHero heading={ideasIndex.heading} intro={ideasIndex.intro} />
      <section aria-label="Ideas" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="mb-6 text-2xl font-bold text-slate-900">{ideasIndex.browseHeading}</h2>
        <FilterLinks label={ideasIndex.filterLabel} links={links} variant="chip" status={status}>
          <div className="mt-8 space-y-12">
            {visible.map((idea) => (
              <IdeaShowcase key={idea.slug} idea={idea} />
            ))}
          </div>
        </FilterLinks>
      </section>
      <CtaBand heading={ideasIndex.ctaHeading} text={ideasIndex.ctaText} />
    </>
  );
}
