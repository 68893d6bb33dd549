import { Check, Phone } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button-link";
import type { Business } from "@/business/site-facts";
import { SiteImage } from "@/photos/components/site-image";
import type { HomeContent } from "@/site/home";
import { PageTitle } from "@/components/ui/page-title";

/** Not PageHero: the home page's h1 has its own id, spacing and highlights, and a wider picture. */
export function HomeHero({ hero, phone }: { hero: HomeContent["hero"]; phone: Business["phone"] }) {
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {hero.eyebrow}
          </p>
          <PageTitle id="hero-heading" className="mt-3">
            {hero.heading}
          </PageTitle>
          <p className="mt-5 text-lg text-slate-700">{hero.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/contact">{hero.primaryCta}</ButtonLink>
            <ButtonLink href={`tel:${phone.e164}`} variant="secondary">
              <Phone aria-hidden="true" className="size-5" /> {hero.secondaryCta} {phone.display}
            </ButtonLink>
          </div>
          <ul className="mt-8 grid gap-2 text-sm font-medium text-slate-700 sm:grid-cols-3">
            {hero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-accent-600" /> {item}
              </li>
            ))}
          </ul>
        </div>
        <SiteImage
          id={hero.imageId}
          priority="wide"
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="h-auto w-full rounded-2xl shadow-xl"
        />
      </div>
    </section>
  );
}
