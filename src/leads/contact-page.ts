import { perFacts } from "@/business/facts-cache";

/** Copy around the intake form on /contact. */
export const contactPageFor = perFacts(
  ({ business }) =>
    ({
      heading: "Get Your Free Estimate",
      metaTitle: "Request a Free Remodeling Estimate",
      metaDescription:
        "Tell us about your kitchen, bathroom, addition or whole-home project in Dallas or nearby cities and get a free, written estimate after a free consultation.",
      intro: `Tell us about your project and we will set up a free ${business.consultation.discoveryCallMinutes}-minute discovery call. Prefer to talk now? Call us.`,
      nextStepsHeading: "What happens next",
      nextSteps: [
        business.replyPromise.sentence,
        `A ${business.consultation.discoveryCallMinutes}-minute discovery call about goals, timing and budget.`,
        `An in-home consultation of ${business.consultation.inHomeMinutes} minutes, then a written, itemized estimate valid for ${business.estimates.validDays} days.`,
      ],
    }) as const,
);

export type ContactPageCopy = ReturnType<typeof contactPageFor>;
