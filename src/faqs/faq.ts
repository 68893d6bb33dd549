import { z } from "zod";
import type { Locale, Localized } from "@/lib/i18n/locale";
import {
  listInSentence,
  perFacts,
  fillPlaceholders,
  timelineText,
  type SiteFacts,
  type TimelineText,
} from "@/business";
import type { ServiceSlug } from "@/services";

const wordCount = (text: string) => text.trim().split(/\s+/).length;

// Answers render as plain text inside the accordion and in FAQPage JSON-LD, so markup would show raw.
const plainText = (text: string) => !/(\*\*|__|\]\(|^#|\n|<\/?[a-z])/i.test(text);

/** How long an answer may run: Spanish says the same in about a sixth more words. */
const answerWords: Localized<{ min: number; max: number }> = {
  en: { min: 40, max: 120 },
  es: { min: 40, max: 140 },
};

// The warranty is 1 year of workmanship; only additions carry a 10-year (structural) one.
const warrantyOverpromise: Localized<RegExp> = {
  en: /lifetime|10-year craftsmanship/i,
  es: /de por vida|vitalici|garant[ií]a de mano de obra de 10 a[ñn]os/i,
};

/** What is wrong with an answer, in words for the owner typing it in the admin; null if nothing. */
export function faqAnswerProblem(text: string, locale: Locale = "en"): string | null {
  if (!plainText(text))
    return "Write the answer as plain text: no markdown, HTML or line breaks (it is shown as one paragraph).";
  const words = wordCount(text);
  const { min, max } = answerWords[locale];
  if (words < min || words > max)
    return `An answer has ${min} to ${max} words, enough to help and short enough to read (now ${words}).`;
  if (warrantyOverpromise[locale].test(text))
    return "The warranty is the 1-year workmanship warranty: the answer must not promise a lifetime or 10-year one.";
  return null;
}

/** What is wrong with a question; null if nothing. */
export function faqQuestionProblem(text: string, locale: Locale = "en"): string | null {
  const question = text.trim();
  if (question.length < 10) return "A question has at least 10 characters.";
  if (!question.endsWith("?")) return "A question ends with a question mark.";
  if (locale === "es" && !question.startsWith("¿"))
    return "A Spanish question opens with ¿ and ends with ?.";
  return null;
}

const checkedBy = (problem: (text: string) => string | null) =>
  z.string().superRefine((text, context) => {
    const message = problem(text);
    if (message) context.addIssue({ code: "custom", message });
  });

const faqItemSchema = z.object({
  question: checkedBy(faqQuestionProblem),
  answer: checkedBy(faqAnswerProblem),
});

const faqCategorySchema = z.object({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  title: z.string().min(3),
  intro: z.string().min(20),
  items: z.array(faqItemSchema).min(5),
});

export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** The whole FAQ: the footer's Warranty Info link targets `/faq#warranty`, so that id must exist. */
export const faqSchema = z
  .array(faqCategorySchema)
  .length(4)
  .refine(
    (categories) => new Set(categories.map((c) => c.id)).size === categories.length,
    "Category ids are unique",
  )
  .refine(
    (categories) => categories.some((c) => c.id === "warranty"),
    'One category has the id "warranty"',
  );

/** How the answers name each service, shortest job first. */
const projectNames: readonly [ServiceSlug, string][] = [
  ["bathroom-remodeling", "a bathroom"],
  ["kitchen-remodeling", "a kitchen"],
  ["outdoor-living", "outdoor living"],
  ["home-additions", "a home addition"],
  ["tiny-homes", "a tiny home"],
  ["whole-home-renovation", "a whole-home renovation"],
];

/** "2-4 weeks for a bathroom, 6-8 weeks for a kitchen, …" for one phase of timelines.ts. */
const timelineList = (phase: keyof TimelineText) =>
  listInSentence(projectNames.map(([slug, name]) => `${timelineText(slug)[phase]} for ${name}`));

/** The four categories' headings, in page order; their entries are edited in the admin. */
export const faqHeadings = [
  {
    id: "choosing-a-contractor",
    title: "Finding the Right Contractor",
    intro:
      "What to check before you let anyone open up your walls, and how we answer the same questions ourselves.",
  },
  {
    id: "costs",
    title: "Remodeling Costs & Estimates",
    intro:
      "How we price a project, what a written estimate contains, and the ways you can pay for the work.",
  },
  {
    id: "timeline",
    title: "Project Timeline & Process",
    intro:
      "How long projects take, what happens in what order, and what it is like to live through a remodel.",
  },
  {
    id: "warranty",
    title: "Warranty & Post-Project Support",
    intro:
      "What our warranty covers, what it does not, and how to reach us after the crew has packed up.",
  },
] as const;

const faqHeading = (id: (typeof faqHeadings)[number]["id"]) =>
  faqHeadings.find((heading) => heading.id === id)!;

/**
 * The entries a fresh install starts with (seeded into the admin once). They quote the owner's
 * facts and prices as {{placeholders}}, filled when the page is rendered, so an answer never
 * states a price or a phone number the owner has since changed.
 */
export const faqSeed: readonly FaqCategory[] = faqSchema.parse([
  {
    ...faqHeading("choosing-a-contractor"),
    items: [
      {
        question: "How do I vet a remodeling contractor in the Dallas area?",
        answer:
          "Start with proof, not promises. Ask for a certificate of general liability insurance sent straight from the insurer, and check that the name on it matches the name on the contract. Texas has no statewide license for general remodelers, but plumbers, electricians and HVAC technicians must hold state licenses, so ask who will do that work. Call two or three recent clients with projects like yours, read reviews spread over several years, and insist on an itemized written estimate and contract. Be wary of anyone who knocks on doors after a hailstorm, wants most of the money up front, or suggests skipping permits.",
      },
      {
        question: "Are you registered and insured?",
        answer: `Yes. {{company}} is a registered and insured remodeling contractor, and we have been working on North Texas homes for {{years}}. Before you sign anything, we will have our insurer send a current certificate of insurance directly to you, so you can confirm the coverage yourself instead of taking our word for it. Plumbing, electrical and HVAC work on your project is done by licensed tradespeople, and we tell you who they are before they arrive.`,
      },
      {
        question: "Who pulls the building permits, and does my project need one?",
        answer:
          "We do. Permits are part of our estimate and our schedule, and we book the city inspections as the work reaches each stage. Projects that move walls, add square footage, or change plumbing, wiring, gas lines or HVAC generally need a permit; painting or replacing flooring usually does not. Each city sets its own rules through its own building inspections department, so we check the requirements for your address before we price the job. Unpermitted work can cause real trouble when you sell the house or file an insurance claim.",
      },
      {
        question: "What should I ask a contractor's past clients?",
        answer:
          "Ask what a glowing testimonial leaves out. Did the project finish close to the promised date, and if not, were you told why before it slipped? Did the final price match the contract, apart from changes you asked for? Was the site cleaned up every day? How were problems handled, and did anyone come back for warranty items? If you can, talk to a client whose house is like yours: a 1960s ranch in Lake Highlands and a 1990s two-story in west Plano hide different problems, and a contractor who has already solved them saves you money.",
      },
      {
        question: "What happens on the discovery call and the in-home consultation?",
        answer: `The {{discoveryCall}} discovery call covers what you want to change, your rough budget and timing, and whether we are the right fit. If we are, we schedule a {{consultation}} in-home consultation: we walk the space, take measurements, look at the existing plumbing, the electrical panel and any signs of foundation movement, and talk through options at different price points. Both are free. If your project is not a good fit for us, we say so plainly and try to point you somewhere better.`,
      },
      {
        question: "Which cities do you work in?",
        answer: `We work in {{serviceAreas}}. Staying in this part of North Texas means we know how each city's permit office works, what the clay soil does in a dry August, and how the houses here were built, from post-war ranches in Garland and Mesquite to 1980s brick two-stories in Carrollton and newer builds in Allen. If you live just outside these cities, ask anyway; we will tell you honestly whether we can serve you well.`,
      },
    ],
  },
  {
    ...faqHeading("costs"),
    items: [
      {
        question: "Are your estimates free, and how long are they good for?",
        answer: `Yes. The discovery call, the in-home consultation and the written estimate cost you nothing, and there is no obligation to hire us. An estimate is valid for {{estimateValidity}} from the date on it. After that, material prices may have moved, since lumber, copper wire, tile and cabinets can all change in a few weeks, and our crew schedule may have filled, so we review the numbers and reissue the estimate. If nothing has changed, neither does the price.`,
      },
      {
        question: "What is included in a written estimate?",
        answer:
          "Our estimates are itemized by phase so you can see where the money goes: demolition and haul-off, framing, plumbing, electrical, HVAC, drywall, tile, cabinets, countertops, paint and finish work, plus permits and cleanup. Materials you have already chosen are priced as specified; items you have not picked yet, such as light fixtures or tile, appear as allowances with a dollar amount. The estimate also lists what is not included, the expected schedule and the payment schedule, so you can compare bids line by line.",
      },
      {
        question: "Why do remodeling prices vary so much between contractors?",
        answer:
          "Usually because the bids do not describe the same job. One price includes permits, a licensed electrician, proper shower waterproofing and debris removal; another leaves them out, or uses low allowances that grow later. The house matters too: moving a drain in a 1960s slab-on-grade ranch means cutting concrete, some homes from the late 1960s and early 1970s still have aluminum branch wiring, and old cast-iron drains often need replacing once walls are open. Put the bids side by side, compare scope, materials and allowances, and ask each contractor what is excluded.",
      },
      {
        question: "What does a remodel typically cost?",
        answer: `Projects we take on usually start at about {{startingPrice:kitchen-remodeling}} for a kitchen, {{startingPrice:bathroom-remodeling}} for a bathroom, {{startingPrice:outdoor-living}} for outdoor living, {{startingPrice:home-additions}} for a home addition, {{startingPrice:tiny-homes}} for a tiny home and {{startingPrice:whole-home-renovation}} for a whole-home renovation. Where your project lands above that depends on its size, whether walls and plumbing move, the materials you choose, and what we find behind the walls. Each service page shows typical package ranges, and the in-home consultation is where we turn your wish list into a real number.`,
      },
      {
        question: "How much is the deposit, and how do payments work?",
        answer: `The initial deposit is typically {{deposit}} of the contract price, paid when the contract is signed so we can order materials and hold your place on the schedule. The balance is paid in stages tied to visible progress, such as passed rough-in inspections or installed cabinets, with the final payment after the final walkthrough. Every payment and its milestone is written into the contract before work starts. We accept {{paymentMethods}}.`,
      },
      {
        question: "Do you offer financing?",
        answer: `Yes, through partner lenders. The lender, not {{company}}, decides approval, the APR and the term based on your credit profile, so we cannot promise a rate. To get a feel for monthly costs before you apply, try the financing calculator on our Tools page: enter the project cost, down payment, APR and term, and it shows the payment, total interest and total paid. Its figures are estimates only, not a credit decision or an offer of financing. We can go over lender options at your consultation.`,
      },
      {
        question: "How are change orders handled?",
        answer:
          "A change order is a written amendment to your contract for anything that differs from the agreed scope: you choose a different tile, decide to add a pantry, or we open a wall and find rotted framing or a leaking drain. Before any changed work begins, we write down what changes, what it costs or saves, and how it affects the schedule, and you sign it. There are no verbal add-ons and no surprise lines on the final invoice. Changes caused by hidden conditions come with photos, so you can see exactly what we found.",
      },
    ],
  },
  {
    ...faqHeading("timeline"),
    items: [
      {
        question: "How long does a remodel take?",
        answer: `Construction, from demolition to the final walkthrough, usually takes ${timelineList("construction")}. Design, selections and permits come before that, so in all plan on ${timelineList("total")}. Your written schedule shows every phase, and we update it whenever something changes.`,
      },
      {
        question: "What are the steps from the first call to a finished project?",
        answer:
          "There are five: a discovery call, an in-home consultation, a transparent written estimate, a build plan and schedule, and the build itself. The build plan locks in your selections, orders long-lead items such as cabinets and windows, secures the permits and puts a phase-by-phase calendar in writing. During the build, one project lead runs the site and the city inspections happen at each stage. It ends with a final walkthrough, where we go over every detail with you before the last payment.",
      },
      {
        question: "Can we live at home during the remodel?",
        answer:
          "Usually, yes. During a kitchen remodel we help you set up a temporary kitchen with your refrigerator and a microwave in another room; for a bathroom, you will need a second working bathroom. We seal the work area with plastic dust walls, protect the floors along our path in and out, and clean up at the end of every day. Whole-home renovations can be phased so part of the house stays livable. If the work involves your only bathroom, floors throughout the house, or lead paint in a pre-1978 home, a short stay elsewhere may be easier, and we tell you early.",
      },
      {
        question: "How does Texas weather affect the schedule?",
        answer:
          "Mostly it affects exterior and structural work. Spring storms and heavy rain stop roofing, framing that is open to the sky and concrete pours, and our clay soil can stay too wet to dig foundations for days after a downpour. In July and August we pour concrete early in the morning and plan roof work around the heat. Hail season and the occasional hard freeze can cost days too. Interior work usually carries on, and we build weather days into outdoor and addition schedules. If weather moves a date, you hear it from us that day, with the revised plan.",
      },
      {
        question: "How will I know what is happening on my project?",
        answer:
          "One project manager runs your job, and you call or text them directly instead of chasing the crew for answers. Before each phase begins, we tell you what is coming: when the water or power will be off, when the city inspector is due, and which selections we need from you and by when. If something unexpected turns up behind a wall, you see photos and hear the options before any decision is made.",
      },
      {
        question: "What can delay a project besides the weather?",
        answer:
          "The usual causes are late selections, backordered materials, hidden conditions and inspections. Special-order items such as custom cabinets, windows and some tile can take weeks to arrive, so we order them during planning rather than after demolition. Opening walls in older homes can reveal rot, termite damage or outdated wiring that has to be fixed before we close up. City inspections must pass before the next phase starts, and inspector availability varies. Finishing your selections before demolition is the single biggest thing you can do to protect the schedule.",
      },
    ],
  },
  {
    ...faqHeading("warranty"),
    items: [
      {
        question: "What warranty do you offer?",
        answer: `Every project carries our {{workmanshipWarranty}}, starting on the date the project is completed: if something we built or installed fails because of how we did the work, we come back and fix it at no cost to you. There is also our {{structuralWarranty}}, covering the foundation, framing and roof structure we build. Both are written into your contract, and you receive the warranty document at the final walkthrough. Appliances, fixtures and windows also carry their own manufacturer warranties, which we pass through to you.`,
      },
      {
        question: "What does the workmanship warranty cover?",
        answer:
          "It covers defects in the work our crews and trade partners performed: a shower that leaks because of how it was waterproofed, tile that cracks or comes loose because of how it was set, doors and cabinets hung out of alignment, trim that separates, or plumbing and electrical connections we made that fail. If it is our workmanship, we repair it, including putting back any finishes we have to disturb to reach the problem. If the cause turns out to be something else, we explain what we found and can quote the repair.",
      },
      {
        question: "What is not covered by the warranty?",
        answer:
          "The warranty does not cover normal wear and tear, such as scuffed paint, worn finishes or grout that is due for resealing; materials or fixtures you supplied yourself; damage from misuse or neglect, or from changes and repairs made by others after we finish; or manufactured products such as appliances, faucets, windows and roofing materials, which are covered by their makers' warranties instead. We pass those manufacturer warranties on to you with the paperwork, and if a product fails during your first year, we help you make the claim.",
      },
      {
        question: "How do I request warranty service?",
        answer: `E-mail {{email}} or call {{phone}} with your name, the project address, a short description of the problem and, if you can, a few photos. For an active leak, shut off the water at the fixture or the main first, then call rather than e-mail. We schedule a visit to look at the problem, tell you whether it is covered, and book the repair. Keep the written warranty and the city's final inspection approval from your final walkthrough handy, since they show the completion date your warranty runs from.`,
      },
      {
        question: "What happens at the final walkthrough?",
        answer:
          "Before the last payment, we walk through the finished work with you room by room. We test every fixture, switch, appliance and door, and anything that is not right, such as a paint touch-up, a cabinet door to adjust or a missing piece of trim, goes on a written punch list with a date to finish it. You also receive the city's final inspection approval, product manuals and manufacturer warranties, care instructions for your new finishes, and your written warranty. The final payment is due once the punch list is complete.",
      },
      {
        question: "What if I need help after the warranty period ends?",
        answer:
          "Call us anyway. We stay available for repairs, maintenance and your next project; work outside the warranty is simply quoted like any other job. A little upkeep goes a long way in North Texas: check the caulk around tubs and showers once a year, reseal grout as the manufacturer recommends, look over exterior paint and sealant after each summer, keep gutters and grading sending water away from the house, and in a dry summer water the soil around the foundation evenly, because clay that shrinks and swells is what moves slabs.",
      },
    ],
  },
]);

/** The FAQ as a visitor reads it with these facts. */
export const faqCategoriesFor = perFacts((facts): readonly FaqCategory[] =>
  faqSeed.map((category) => ({
    ...category,
    items: category.items.map(({ question, answer }) => ({
      question,
      answer: fillPlaceholders(facts, answer, `The answer to "${question}"`),
    })),
  })),
);

export function allFaqItems(facts: SiteFacts): FaqCategory["items"] {
  return faqCategoriesFor(facts).flatMap((category) => category.items);
}

export type FaqCategoryId = FaqCategory["id"];
