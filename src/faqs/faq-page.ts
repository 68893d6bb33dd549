/** Copy around the FAQ accordion; the questions live in faq.ts. */
export const faqPage = {
  heading: "Remodeling Questions, Answered",
  metaTitle: "Remodeling FAQ: Costs, Timelines and Warranty",
  metaDescription:
    "Answers for Dallas homeowners: choosing a contractor, what remodeling costs, how long projects take, permits, financing and what our workmanship warranty covers.",
  intro:
    "Straight answers to the questions we hear most, from vetting a contractor to what happens after the final walkthrough. Don't see yours? Call us or send a note and we will answer it.",
  ctaHeading: "Still have a question?",
  ctaText:
    "Ask us directly. A short call usually answers it, and there is never any pressure to book.",
} as const;
