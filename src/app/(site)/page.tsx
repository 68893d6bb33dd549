import { Check, Phone } from "@/components/ui/icons";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { IdeaCard } from "@/ideas/components/idea-card";
import { ProjectCard } from "@/projects/components/project-card";
import { ReviewSlide } from "@/reviews/components/review-slide";
import { ReviewsCarousel } from "@/reviews/components/reviews-carousel";
import { ServiceCards } from "@/services/components/service-cards";
import { Steps } from "@/components/sections/steps";
import { ButtonLink } from "@/components/ui/button-link";
import { shownProjects } from "@/projects/public";
import { shownReviews } from "@/reviews/public";
import { JsonLdScript } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import { SiteImage } from "@/photos/components/site-image";
import { homeFor, projectsSectionCopy } from "@/site/home";
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
  const { business } = facts;
  const home = homeFor(facts);
  const { hero, why, process, about } = home;
  const projectsCopy = projectsSectionCopy(home, projects);
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
              {hero.eyebrow}
            </p>
            <h1
              id="hero-heading"
              className="mt-3 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl"
            >
              {hero.heading}
            </h1>
            <p className="mt-5 text-lg text-slate-700">{hero.intro}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/contact">{hero.primaryCta}</ButtonLink>
              <ButtonLink href={`tel:${business.phone.e164}`} variant="secondary">
                <Phone aria-hidden="true" className="size-5" /> {hero.secondaryCta}{" "}
                {business.phone.display}
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

      <Section heading={why.heading} intro={why.intro}>
        <FeatureGrid items={why.points} columns={4} />
      </Section>

      <Section
        id="services"
        heading={home.services.heading}
        intro={home.services.intro}
        tone="sand"
      >
        <ServiceCards />
      </Section>

      <Section id="process" heading={process.heading} intro={process.intro}>
        <Steps steps={process.steps} />
      </Section>

      <Section id="projects" heading={home.projects.heading} intro={projectsCopy.intro} tone="sand">
        {projects.length ? (
          <>
            <h3 className="mb-6 text-2xl font-semibold text-slate-900">{projectsCopy.heading}</h3>
            <ul className="mb-14 grid gap-6 md:grid-cols-3">
              {projects.map((project) => (
                <li key={project.slug}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className="text-2xl font-semibold text-slate-900">{home.projects.ideasHeading}</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ideaPagesFor(facts).map((idea) => (
            <li key={idea.slug}>
              <IdeaCard idea={idea} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <ButtonLink href="/ideas" variant="secondary">
            Explore All Ideas
          </ButtonLink>
        </div>
      </Section>

      {reviews.length > 0 && (
        <Section
          id="reviews"
          heading={home.reviews.heading}
          intro={home.reviews.intro}
          tone="brand"
        >
          <ReviewsCarousel
            slides={reviews.map((review) => (
              <ReviewSlide
                key={review.name}
                review={review}
                sampleLabel={home.reviews.sampleLabel}
              />
            ))}
          />
        </Section>
      )}

      <Section id="about" heading={about.heading}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-slate-700">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="grid gap-4 min-[400px]:grid-cols-2">
            {about.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-xl bg-brand-50 p-6">
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="order-first text-2xl font-bold break-words text-brand-800 sm:text-3xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <CtaBand
        heading={home.finalCta.heading}
        text={home.finalCta.text}
        buttonLabel={home.finalCta.button}
      />
      <JsonLdScript data={homePageJsonLd(facts)} />
    </>
  );
}
