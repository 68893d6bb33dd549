import { Calculator, Leaf } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button-link";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { toolsIn, toolsIndexIn } from "@/tools/tools";

/** Invites visitors to the two planning tools with the labels the spec gives their buttons. */
export function ToolsPromo({ locale = "en" }: { locale?: Locale }) {
  return (
    <section aria-labelledby="tools-promo-heading" className="bg-sand-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="tools-promo-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {toolsIndexIn[locale].promoHeading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {toolsIn[locale].map((tool) => (
            <li
              key={tool.slug}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6"
            >
              {tool.slug === "financing-calculator" ? (
                <Calculator aria-hidden="true" className="size-8 text-brand-700" />
              ) : (
                <Leaf aria-hidden="true" className="size-8 text-brand-700" />
              )}
              <h3 className="mt-3 text-xl font-semibold text-slate-900">{tool.title}</h3>
              <p className="mt-2 flex-1 text-slate-600">{tool.summary}</p>
              <ButtonLink
                href={localePath(locale, tool.path)}
                variant="dark"
                className="mt-6 self-start"
              >
                {tool.promoLabel}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
