import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { FaqList } from "@/faqs/components/faq-list";
import { JsonLdScript } from "@/components/ui/json-ld";
import { faqGroups } from "@/faqs/public";
import { faqPage } from "@/faqs/faq-page";
import { faqPageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

export const generateMetadata = async () =>
  buildMetadata(await siteFacts(), {
    title: faqPage.metaTitle,
    description: faqPage.metaDescription,
    path: "/faq",
  });

export default async function FaqPage() {
  const [groups, facts] = await Promise.all([faqGroups(), siteFacts()]);
  return (
    <>
      <Breadcrumbs trail={[{ name: "FAQ", path: "/faq" }]} />
      <PageHero heading={faqPage.heading} intro={faqPage.intro} />
      <nav aria-label="FAQ categories" className="mx-auto max-w-4xl px-4 pt-10 sm:px-6">
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
      <CtaBand heading={faqPage.ctaHeading} text={faqPage.ctaText} />
      <JsonLdScript
        data={faqPageJsonLd(
          facts,
          groups.flatMap((group) => group.items),
        )}
      />
    </>
  );
}
