import { Phone, Star } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button-link";
import type { Business } from "@/business";
import type { Photo } from "@/photos";
import { SiteImage } from "@/photos/ui";
import type { HomeContent } from "@/site/home";
import { PageTitle } from "@/components/ui/page-title";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { telHref } from "@/lib/routing/phone-number";

type HomeHeroProps = {
  hero: HomeContent["hero"];
  phone: Business["phone"];
  /** The owner's own finished work when there is some; the illustration until then. */
  photo: Photo | undefined;
  locale: Locale;
};

/**
 * Not PageHero: on a 360 × 740 phone the first screen holds what we do and where, the proof, and
 * the picture; the call bar under it holds the two actions, which sit here from tablets up.
 */
export function HomeHero({ hero, phone, photo, locale }: HomeHeroProps) {
  const picture = { sizes: "(min-width: 1024px) 50vw, 100vw", priority: true } as const;
  const pictureClass = "aspect-[16/9] h-auto w-full rounded-2xl object-cover shadow-xl";
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-50" data-call-bar-at-start>
      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-6 sm:px-6 sm:py-12 lg:grid-cols-2 lg:gap-10 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {hero.eyebrow}
          </p>
          <PageTitle id="hero-heading" className="mt-2">
            {hero.heading}
          </PageTitle>
          <p className="mt-3 flex items-center gap-2 font-semibold text-slate-800">
            <Star aria-hidden="true" className="size-5 shrink-0 fill-amber-400 text-amber-500" />
            {hero.proof}
          </p>
          <p className="mt-3 text-slate-700 sm:text-lg">{hero.intro}</p>
          <div className="mt-8 hidden gap-3 md:flex">
            <ButtonLink href={localePath(locale, "/contact")}>{hero.primaryCta}</ButtonLink>
            <ButtonLink href={telHref(phone.e164)} variant="secondary">
              <Phone aria-hidden="true" className="size-5" /> {hero.secondaryCta} {phone.display}
            </ButtonLink>
          </div>
        </div>
        {photo ? (
          <SiteImage photo={photo} {...picture} className={pictureClass} />
        ) : (
          <SiteImage id={hero.imageId} {...picture} className={pictureClass} locale={locale} />
        )}
      </div>
    </section>
  );
}
