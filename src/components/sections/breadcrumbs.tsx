import { JsonLdScript } from "@/components/ui/json-ld";
import type { Crumb } from "@/lib/seo/json-ld";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { navigationFor, breadcrumbJsonLd } from "@/site";

type BreadcrumbsProps = { trail: readonly Crumb[]; locale?: Locale };

/**
 * The visible trail and its BreadcrumbList markup come from one list, so they always agree. The
 * trail names pages by their English paths; the links lead inside the page's edition.
 */
export function Breadcrumbs({ trail, locale = "en" }: BreadcrumbsProps) {
  const { breadcrumb } = navigationFor(locale);
  const home = { name: breadcrumb.home, path: "/" };
  const crumbs = [home, ...trail];
  return (
    <>
      <nav aria-label={breadcrumb.label} className="mx-auto max-w-7xl px-4 pt-6 text-sm sm:px-6">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <a
                      href={localePath(locale, crumb.path)}
                      className="inline-flex min-h-6 items-center hover:underline"
                    >
                      {crumb.name}
                    </a>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLdScript data={breadcrumbJsonLd(trail, home, locale)} />
    </>
  );
}
