import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
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
import { ideaPagesFor } from "@/ideas/ideas";
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
  const { why, services, process, finalCta } = home;
  return (
    <>
      <HomeHero hero={home.hero} phone={facts.business.phone} />
      <Section heading={why.heading} intro={why.intro}>
        <FeatureGrid items={why.points} columns={4} />
      </Section>
      <Section id="services" heading={services.heading} intro={services.intro} tone="sand">
        <ServiceCards />
      </Section>
      <Section id="process" heading={process.heading} intro={process.intro}>
        <Steps steps={process.steps} />
      </Section>
      <HomeProjects home={home} projects={projects} ideas={ideaPagesFor(facts)} />
      <HomeReviews copy={home.reviews} reviews={reviews} />
      <HomeAbout about={home.about} />
      <CtaBand heading={finalCta.heading} text={finalCta.text} buttonLabel={finalCta.button} />
      <JsonLdScript data={homePageJsonLd(facts)} />
    </>
  );
}
