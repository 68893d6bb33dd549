import { Phone, ShieldCheck } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button-link";
import type { Business } from "@/business";
import type { CityPage } from "@/cities/cities";
import type { CityTemplate } from "@/cities/city-template";
import { PageTitle } from "@/components/ui/page-title";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";
import { telHref } from "@/lib/routing/phone-number";

/** What the city page's opening and closing bands are written from. */
export type CityBandProps = {
  page: CityPage;
  template: CityTemplate;
  phone: Business["phone"];
  locale: Locale;
};

/** Not PageHero: a city page opens with a badge and trust badges, and has no picture. */
export function CityHero({ page, template: t, phone, locale }: CityBandProps) {
  return (
    <section aria-labelledby="page-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20">
          {t.badge(page.city)}
        </p>
        <PageTitle className="mt-4 max-w-3xl">{t.heading(page.city)}</PageTitle>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{page.heroIntro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={localePath(locale, "/contact")}>{t.primaryCta(page.city)}</ButtonLink>
          <ButtonLink href={telHref(phone.e164)} variant="secondary">
            <Phone aria-hidden="true" className="size-5" /> {navigationFor(locale).call}{" "}
            {phone.display}
          </ButtonLink>
        </div>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {t.trustBadges.map((badge) => (
            <li
              key={badge}
              className="flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm"
            >
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-accent-600" /> {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
