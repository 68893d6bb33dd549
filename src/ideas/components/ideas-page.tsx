import { IdeaShowcase } from "@/ideas/components/idea-showcase";
import { PageShell } from "@/components/sections/page-shell";
import { FilterLinks } from "@/components/ui/filter-links";
import { ideasListing } from "@/ideas/ideas";
import { ideasIndexIn } from "@/ideas/ideas-index";
import { ideaPageLabelsIn } from "@/ideas/idea-labels";
import type { Locale } from "@/lib/i18n/locale";
import { siteFacts } from "@/site/server";

/** /ideas in an edition, every idea or one category's (site/filtered-lists.ts). */
export async function IdeasPage({ locale, category }: { locale: Locale; category?: string }) {
  const copy = ideasIndexIn[locale];
  const { crumb } = ideaPageLabelsIn[locale];
  const { visible, links, status } = ideasListing(await siteFacts(locale), category);
  return (
    <PageShell locale={locale} trail={[{ name: crumb, path: "/ideas" }]} copy={copy}>
      <section aria-label={crumb} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="mb-6 text-2xl font-bold text-slate-900">{copy.browseHeading}</h2>
        <FilterLinks label={copy.filterLabel} links={links} variant="chip" status={status}>
          <div className="mt-8 space-y-12">
            {visible.map((idea) => (
              <IdeaShowcase key={idea.slug} idea={idea} locale={locale} />
            ))}
          </div>
        </FilterLinks>
      </section>
    </PageShell>
  );
}
