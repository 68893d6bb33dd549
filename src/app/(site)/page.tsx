import { CtaBand } from "@/components/sections/cta-band";
import { Steps } from "@/components/sections/steps";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { ServiceCards } from "@/services/components/service-cards";
import { HomeAbout } from "@/site/components/home-about";
import { HomeHero } from "@/site/components/home-hero";
import { HomeProjects } from "@/site/components/home-projects";
import { HomeReviews } from "@/site/components/home-reviews";
import { shownProjects } from "@/projects/public";
import { shownReviews } from "@/reviews/public";
import { homeFor } from "@/site/home";
import { homePageJsonLd } from "@/site/page-json-ld";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

export async function generateMetadata() {
  const facts = await siteFacts();
  const home = homeFor(facts);
  return buildMetadata(facts, {
    title: home.metaTitle,
    absoluteTitle: true,
    description: home.metaDescription,
    path: "/",
    ogKind: "home",
  });
}

export default async function HomePage() {
  const [facts, reviews, projects] = await Promise.all([
    siteFacts(),
    shownReviews(),
    shownProjects(),
  ]);
  const home = homeFor(facts);
  const { services, process, finalCta } = home;
  const ownWork = projects.find((project) => !project.representative && project.photo);
  return (
    <>
      <HomeHero hero={home.hero} phone={facts.business.phone} photo={ownWork?.photo} />
      <Section id="services" heading={services.heading} intro={services.intro}>
        <ServiceCards brief />
      </Section>
      <HomeProjects home={home} projects={projects} />
      <HomeReviews copy={home.reviews} reviews={reviews} />
      <Section id="process" heading={process.heading} intro={process.intro} tone="sand">
        <Steps steps={process.steps} />
      </Section>
      <HomeAbout about={home.about} why={home.why} />
      <CtaBand heading={finalCta.heading} text={finalCta.text} buttonLabel={finalCta.button} />
      <JsonLdScript data={homePageJsonLd(facts)} />
    </>
  );
}
