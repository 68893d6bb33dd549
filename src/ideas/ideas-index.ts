/** Copy of the /ideas index; the cards themselves come from the idea pages. */
export const ideasIndex = {
  heading: "Renovation & Build Ideas",
  metaTitle: "Renovation & Build Ideas for Dallas Homes",
  metaDescription:
    "Kitchen, bathroom, addition, whole-home, outdoor and tiny-home ideas for Dallas homes, each with a typical budget, timeline and size to plan around.",
  intro:
    "Browse ideas by the kind of project you are planning. Every idea shows what a typical Dallas-area project of that kind costs and how long it takes, so you can plan with real numbers before we meet.",
  browseHeading: "Browse ideas by project type",
  filterLabel: "Filter ideas by category",
  allLabel: "All",
  ctaHeading: "Have a project in mind?",
  ctaText:
    "Tell us what you are planning and we will set up a free call to talk through options, budget and timing.",
} as const;
