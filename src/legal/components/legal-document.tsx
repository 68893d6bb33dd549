import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import type { LegalPage } from "@/legal/legal";
import { legalLabels } from "@/legal/labels";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { longDay } from "@/lib/time/long-day";

/** One template for both legal pages: each section an h2, with its own anchor. */
export function LegalDocument({ page, locale }: { page: LegalPage; locale: Locale }) {
  const labels = legalLabels[locale];
  const path = `/${page.slug}`;
  return (
    <>
      <Breadcrumbs trail={[{ name: page.title, path }]} locale={locale} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">{page.title}</h1>
        <p className="mt-4 text-sm text-slate-600">
          {labels.effective}{" "}
          <time dateTime={page.effectiveDate}>{longDay(page.effectiveDate, locale)}</time> ·{" "}
          {labels.lastUpdated}{" "}
          <time dateTime={page.lastUpdated}>{longDay(page.lastUpdated, locale)}</time>
        </p>
        {labels.courtesyNotice ? (
          <p
            role="note"
            className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800"
          >
            {labels.courtesyNotice.text}{" "}
            <a
              href={localePath("en", path)}
              hrefLang="en"
              className="font-semibold text-accent-700 underline"
            >
              {labels.courtesyNotice.link}
            </a>
          </p>
        ) : null}
        <p className="mt-6 text-lg text-slate-700">{page.intro}</p>
        <nav aria-label={labels.sections} className="mt-8 rounded-xl bg-sand-50 p-6">
          <ol className="list-decimal space-y-1 pl-5 text-slate-700">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="inline-block py-0.5 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-slate-900">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, at) => (
              <p key={at} className="mt-4 text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {section.bullets.map((bullet, at) => (
                  <li key={at}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
