import { PageShell } from "@/components/sections/page-shell";
import { FaqList } from "@/faqs/components/faq-list";
import { JsonLdScript } from "@/components/ui/json-ld";
import { faqGroups } from "@/faqs/public";
import { faqPage } from "@/faqs/faq-page";
import { faqPageJsonLd } from "@/site";
import { metadataFromCopy } from "@/lib/seo/metadata";
import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";

export const faqMetadata = async (locale: Locale) =>
  metadataFromCopy(await siteFacts(locale), faqPage[locale], { path: "/faq" });

/** /faq in an edition: the categories' links, every answer, and the FAQPage markup of the same. */
export async function FaqPage({ locale }: { locale: Locale }) {
  const copy = faqPage[locale];
  const [groups, facts] = await Promise.all([faqGroups(locale), siteFacts(locale)]);
  return (
    <PageShell
      locale={locale}
      trail={[{ name: copy.crumb, path: "/faq" }]}
      copy={copy}
      jsonLd={
        <JsonLdScript
          data={faqPageJsonLd(
            facts,
            groups.flatMap((group) => group.items),
          )}
        />
      }
    >
      <nav aria-label={copy.categoriesLabel} className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
        <ul className="flex flex-wrap gap-2">
          {groups.map((category) => (
            <li key={category.id}>
              <a
                href={`#${category.id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {category.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <FaqList groups={groups} />
      </div>
    </PageShell>
  );
}
