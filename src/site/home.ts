import { perFacts, type SiteFacts } from "@/business";
import { projectFraming } from "@/projects";
import type { Localized } from "@/lib/i18n/locale";
import { spanishHome } from "./home-es";
import { homeSchema, type HomeContent } from "./home-schema";

export { homeSchema, type HomeContent } from "./home-schema";

/** Copy of the home page, by section; the route file only stacks the sections. */
const englishHome = ({ business, claimText }: SiteFacts): HomeContent =>
  homeSchema.parse({
    metaTitle: `${business.name} | Dallas Remodeling Contractor`,
    metaDescription: `Kitchen, bathroom, addition and whole-home remodeling in Dallas and nearby cities. ${claimText.years} of experience, written estimates, ${claimText.workmanshipWarranty}.`,
    hero: {
      eyebrow: "Registered & insured · Dallas, TX",
      heading: "Kitchen, bath and whole-home remodeling in Dallas",
      intro: `From 1950s ranches in Lake Highlands to 1990s two-stories in Plano: a fixed written estimate before work starts, a dated schedule, and a ${claimText.workmanshipWarranty} when it ends.`,
      proof: `${claimText.rating} · ${claimText.years}`,
      primaryCta: "Get Free Estimate",
      secondaryCta: "Call",
      imageId: "hero-home",
    },
    why: {
      heading: "Why Dallas homeowners choose us",
      points: [
        {
          title: "Transparent, line-item pricing",
          text: `Labor, materials and allowances listed line by line, valid for ${business.estimates.validDays} days. Any change is priced in writing before the work.`,
        },
        {
          title: "On-time delivery",
          text: "A dated schedule before demolition, planned around what slows Dallas jobs: permit reviews, inspection slots, long-lead materials and storms.",
        },
        business.offersClientPortal
          ? {
              title: "Daily photos and direct messages",
              text: "Our client communication portal shows daily progress photos and keeps every message with your project manager in one place, so you always know what happened today.",
            }
          : {
              title: "One project manager, start to finish",
              text: "One person runs your job from demolition to the walkthrough and tells you before each phase what is coming, so you never have to chase anyone for an answer.",
            },
        {
          title: "Built for North Texas",
          text: "Expansive clay, 100-degree summers and hail shape how we frame, waterproof and insulate. We pull the permits and meet every city inspection.",
        },
      ],
    },
    services: {
      heading: "Remodeling services",
      intro:
        "Six kinds of projects, one team. Every service starts with a free estimate and a plan you can hold us to.",
    },
    process: {
      heading: "Our process, step by step",
      intro:
        "Five steps from the first phone call to the final walkthrough, so you always know what comes next.",
      steps: [
        {
          title: "Discovery Call",
          text: `A ${business.consultation.discoveryCallMinutes}-minute call about your home, your goals, your timing and a realistic budget range, so nobody wastes a site visit.`,
        },
        {
          title: "In-Home Consultation",
          text: `We walk the space with you for ${business.consultation.inHomeMinutes} minutes, measure, check the structure and systems, and talk through options at different price points.`,
        },
        {
          title: "Transparent Estimate",
          text: `A written, line-item estimate with allowances spelled out, valid for ${business.estimates.validDays} days. A deposit of ${business.estimates.depositPercent} is typical once you sign.`,
        },
        {
          title: "Build Plan & Schedule",
          text: "Selections, drawings, permits and a dated schedule, with material orders placed early so long-lead items never stall the job.",
        },
        {
          title: "Expert Execution",
          text: `Our crew builds, the city inspects, and ${business.offersClientPortal ? "you see daily photos in the portal" : "your project manager keeps you posted"}. We finish with a walkthrough and a ${claimText.workmanshipWarranty}.`,
        },
      ],
    },
    projects: {
      intro: projectFraming.note,
      ideasLink: "Browse ideas by room, with budgets and timelines",
      caseStudiesHeading: projectFraming.heading,
      // Once the owner shows finished jobs of their own: no longer "representative".
      ownIntro: "Finished jobs with their scope, schedule and budget.",
      ownHeading: "Recent projects",
    },
    reviews: {
      heading: "What our clients say",
      samplesHeading: "Sample reviews",
      someSamplesHeading: "What our clients say (and some sample reviews)",
      intro: `Rated ${claimText.rating} by homeowners across Dallas and the suburbs.`,
      // On the reviews a fresh install starts with, until the owner replaces them in the admin.
      sampleLabel: "Sample review",
    },
    about: {
      heading: `About ${business.name}`,
      paragraphs: [
        `We have spent ${claimText.years} remodeling homes in Dallas and the cities around it, and we have finished ${claimText.projects} along the way. We are a registered and insured contractor, and we give every client the same thing: a written estimate, a real schedule and a crew that cleans up every day.`,
        `Every project carries a ${claimText.workmanshipWarranty}, and home additions add a ${business.claims.additionStructuralWarrantyYears}-year structural warranty.${business.offersClientPortal ? " During the build, our client communication portal gives you daily photos and direct messaging with your project manager, so you never have to wonder what happened at your house today." : ""}`,
      ],
      facts: [
        { value: `${business.claims.yearsExperience}+`, label: "Years of experience" },
        { value: `${business.claims.projectsCompleted}+`, label: "Projects completed" },
        {
          value: `${business.claims.workmanshipWarrantyYears}-year`,
          label: "Workmanship warranty",
        },
        { value: "Registered & insured", label: "Contractor status" },
      ],
    },
    finalCta: {
      heading: "Ready to plan your remodel?",
      text: `Tell us about your project and we will set up a free ${business.consultation.discoveryCallMinutes}-minute discovery call. No pressure, and honest guidance even if we are not the right fit.`,
      button: "Get Free Estimate",
    },
  });

const homeIn: Localized<(facts: SiteFacts) => HomeContent> = { en: englishHome, es: spanishHome };

/** The home page's copy in the facts' edition, checked by the one schema. */
export const homeFor = perFacts((facts): HomeContent =>
  homeSchema.parse(homeIn[facts.locale](facts)),
);

/**
 * The projects section's heading and introduction: the representative wording while every
 * shown project is one, the owner's own once a finished job is among them (a representative one
 * shown beside it still says so on its card).
 */
export function projectsSectionCopy(
  home: HomeContent,
  projects: readonly { representative: boolean }[],
) {
  const representative = projects.every((project) => project.representative);
  return representative
    ? { intro: home.projects.intro, heading: home.projects.caseStudiesHeading }
    : { intro: home.projects.ownIntro, heading: home.projects.ownHeading };
}
