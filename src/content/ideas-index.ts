/** Copy of the /ideas index; the cards themselves come from the idea pages. */
export const ideasIndex = {
  heading: "Renovation & Build Ideas",
  metaTitle: "Renovation & Build Ideas for Dallas Homes",
  metaDescription:
    "Kitchen, bathroom, addition, whole-home, outdoor and tiny-home ideas for Dallas homes, each with a typical budget, timeline and size to plan around.",
  intro:
    "Browse ideas by the kind of project you are planning. Every idea shows what a typical Dallas-area project of that kind costs and how long it takes, so you can plan with real numbers before we meet.",
  allLabel: "All",
} as const;
