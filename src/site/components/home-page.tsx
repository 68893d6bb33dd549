import { CtaBand } from "@/components/sections/cta-band";
import { Steps } from "@/components/sections/steps";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { ServiceCards } from "@/services/ui";
import { HomeAbout } from "@/site/components/home-about";
import { HomeHero } from "@/site/components/home-hero";
import { HomeProjects } from "@/site/components/home-projects";
import { HomeReviews } from "@/site/components/home-reviews";
import { shownProjects } from "@/projects/server";
import { shownReviews } from "@/reviews/server";
import { homeFor } from "@/site/home";
import { homePageJsonLd } from "@/site/page-json-ld";
import { metadataFromCopy } from "@/lib/seo/metadata";
import { siteFacts } from "@/site/facts";
import type { Locale } from "@/lib/i18n/locale";

export async function homeMetadata(locale: Locale) {
  const facts = await siteFacts(locale);
  return metadataFromCopy(facts, homeFor(facts), {
    absoluteTitle: true,
    path: "/",
    ogKind: "home",
  });
}

/** The home page of an edition: every section in the facts' words, every link inside it. */
export async function HomePage({ locale }: { locale: Locale }) {
  const [facts, reviews, projects] = await Promise.all([
    siteFacts(locale),
    shownReviews(locale),
    shownProjects(locale),
  ]);
  const home = homeFor(facts);
  const { services, process, finalCta } = home;
  const ownWork = projects.find((project) => !project.representative && project.photo);
  return (
    <>
      <HomeHero
        hero={home.hero}
        phone={facts.business.phone}
        photo={ownWork?.photo}
        locale={locale}
      />
      <Section id="services" heading={services.heading} intro={services.intro}>
        <ServiceCards brief facts={facts} />
      </Section>
      <HomeProjects home={home} projects={projects} locale={locale} />
      <HomeReviews copy={home.reviews} reviews={reviews} locale={locale} />
      <Section id="process" heading={process.heading} intro={process.intro} tone="sand">
        <Steps steps={process.steps} locale={locale} />
      </Section>
      <HomeAbout about={home.about} why={home.why} />
      <CtaBand
        heading={finalCta.heading}
        text={finalCta.text}
        buttonLabel={finalCta.button}
        locale={locale}
      />
      <JsonLdScript data={homePageJsonLd(facts)} />
    </>
  );
}
