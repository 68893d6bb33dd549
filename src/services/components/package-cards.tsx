import { BulletList } from "@/components/sections/bullet-list";
import { ButtonLink } from "@/components/ui/button-link";
import type { ServicePageLabels } from "@/services/copy";

type Package = {
  name: string;
  price: string;
  size?: string;
  description: string;
  features: readonly string[];
  popular: boolean;
};

export function PackageCards({
  packages,
  ctaHref,
  ctaLabel,
  labels,
}: {
  packages: readonly Package[];
  ctaHref: string;
  ctaLabel: string;
  labels: ServicePageLabels;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {packages.map((pkg) => (
        <li
          key={pkg.name}
          className={`relative flex min-w-0 flex-col rounded-2xl border bg-white p-6 sm:p-8 ${pkg.popular ? "border-accent-600 shadow-xl ring-2 ring-accent-600" : "border-slate-200 shadow-sm"}`}
        >
          {pkg.popular ? (
            <p className="absolute -top-3.5 left-6 rounded-full bg-accent-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase sm:left-8">
              {labels.mostPopular}
            </p>
          ) : null}
          <h3 className="text-xl font-semibold text-slate-900">{pkg.name}</h3>
          {pkg.size ? <p className="mt-1 text-sm font-medium text-slate-600">{pkg.size}</p> : null}
          <p className="mt-3 text-2xl font-bold break-words text-brand-800 sm:text-3xl">
            {pkg.price}
          </p>
          <p className="mt-3 text-slate-600">{pkg.description}</p>
          <BulletList items={pkg.features} compact className="mt-6 flex-1" />
          <ButtonLink
            href={ctaHref}
            variant={pkg.popular ? "primary" : "secondary"}
            className="mt-8"
          >
            {ctaLabel}
            <span className="sr-only">{labels.packageFor(pkg.name)}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
