import { JsonLdScript } from "@/components/ui/json-ld";
import type { Crumb } from "@/lib/seo/json-ld";
import { breadcrumbJsonLd } from "@/site/routes";

/** The visible trail and its BreadcrumbList markup come from one list, so they always agree. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs = [{ name: "Home", path: "/" }, ...trail];
  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 text-sm sm:px-6">
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
                      href={crumb.path}
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
      <JsonLdScript data={breadcrumbJsonLd(trail)} />
    </>
  );
}
