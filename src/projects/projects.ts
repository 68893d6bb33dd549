import { z } from "zod";
import { pageAddressRule } from "@/lib/routing/page-address";
import { perFacts } from "@/business";
import type { Photo } from "@/photos";
import { services, type ServiceSlug } from "@/services";
import type { ProjectFraming, ProjectPageLabels } from "./project-labels-schema";

/**
 * Three representative projects (/projects/<slug>), linked from home #projects, the service pages
 * and the sitemap. They describe typical work without homeowner quotes, named clients or invented
 * figures: outcomes are told in what the family can now do, not in percentages.
 */
/**
 * How every page names these projects, typed once: the home section, each project page and the
 * cards. They are representative jobs, not a named client's home; when the owner adds finished
 * client projects, those replace these and this wording with them.
 */
export const projectFraming = {
  heading: "Representative projects",
  label: "Representative project",
  note: "Representative projects show the typical scope, schedule and budget of jobs we build; they do not describe one particular client's home.",
  cardLink: "See the project",
} as const satisfies ProjectFraming;

/** The labels every project page shares; each project's own story is in `projects` below. */
export const projectPageLabels = {
  primaryCta: "Plan a Project Like This",
  serviceLink: (service: string) => `${service} services`,
  glanceHeading: "Project at a glance",
  homeLabel: "Home",
  timelineLabel: "Timeline",
  budgetLabel: "Budget band",
  timelineHeading: "Timeline",
  timelineTotal: (total: string) => `Total: ${total}`,
  pairsHeading: "Before and after",
  beforeTag: "Before",
  afterTag: "After",
  compareLabel: "Compare before and after: slide to show more of the before photo",
  compareValue: "{percent}% of the before photo shown",
  galleryHeading: "More photos",
  // While the pictures are the seeded drawings, not photos of the job: the headings say so.
  illustratedPairsHeading: "Before and after (illustrations)",
  illustratedGalleryHeading: "More illustrations",
  ctaHeading: "Planning something similar?",
  ctaText:
    "Tell us about your house and your goals. We will start with a free call and a written, itemized estimate.",
} as const satisfies ProjectPageLabels;

const projectSlugs = ["kitchen-transformation", "bathroom-luxury", "home-addition"] as const;
export type ProjectSlug = (typeof projectSlugs)[number];

/**
 * The rules every project follows, with messages an owner understands: the seeded projects below
 * are checked with them here, and the admin checks each field with the same ones.
 */
/** The layout's title template appends the company name, so a page's own title must not carry it. */
export const companyNameIn = (title: string, companyName: string): string | null =>
  title.toLowerCase().includes(companyName.toLowerCase())
    ? "Leave out the company name: every page title already ends with it."
    : null;

export const projectRules = {
  slug: pageAddressRule("kitchen-in-plano", 80),
  text: z.string().trim().min(3, "Write at least 3 characters."),
  paragraph: z.string().trim().min(40, "Write at least 40 characters: a sentence or two."),
  // The company name is checked against the owner's facts where they are known (companyNameIn).
  metaTitle: z
    .string()
    .trim()
    .min(3, "Write at least 3 characters.")
    .max(60, "Search results cut titles after about 60 characters."),
  metaDescription: z
    .string()
    .trim()
    .min(120, "Write at least 120 characters, so search results show a useful summary.")
    .max(160, "Search results cut descriptions after about 160 characters."),
  budgetBand: z
    .string()
    .regex(/^\$\d+K[–-]\$\d+K$/, "Write the range in thousands, e.g. $38K–$45K."),
} as const;

const { text, paragraph } = projectRules;
const section = z.strictObject({ heading: text, text: paragraph });

export const projectSchema = z.strictObject({
  slug: z.enum(projectSlugs),
  serviceSlug: z.custom<ServiceSlug>(
    (value) => typeof value === "string" && services.some((service) => service.slug === value),
    "Unknown service slug",
  ),
  title: text,
  metaTitle: projectRules.metaTitle,
  metaDescription: projectRules.metaDescription,
  location: text,
  homeType: text,
  summary: paragraph,
  goal: section,
  before: section,
  scope: z.strictObject({ heading: text, items: z.array(text).min(6).max(8) }),
  timeline: z.strictObject({
    total: text,
    phases: z
      .array(z.strictObject({ name: text, duration: text, text: paragraph }))
      .min(4)
      .max(6),
  }),
  budgetBand: projectRules.budgetBand,
  built: z.strictObject({ heading: text, paragraphs: z.array(paragraph).min(2).max(3) }),
  result: section,
  // The first pair's "after" photo is the project's main photo (page top, cards, shares).
  pairs: z
    .array(
      z.strictObject({
        beforeImageId: z.string().regex(/^project-[a-z-]+-before$/),
        afterImageId: z.string().regex(/^project-[a-z-]+-after$/),
        caption: text,
      }),
    )
    .min(1),
  gallery: z.array(z.strictObject({ imageId: z.string(), caption: text })),
  // Homeowner quotes belong in the reviews module, which holds only the owner's real reviews.
  quote: z.undefined().optional(),
});

/** A seeded project, as typed in this module, with its pictures by registry id. */
export type Project = z.infer<typeof projectSchema>;

/**
 * A project as the public pages show it, read from the admin: any slug the owner chose, and the
 * pictures as photos ready to render. Representative projects are labelled as such.
 */
export type ProjectStory = Omit<Project, "slug" | "pairs" | "gallery" | "quote"> & {
  slug: string;
  representative: boolean;
  photo: Photo | undefined;
  pairs: { before: Photo; after: Photo; caption: string }[];
  gallery: { photo: Photo; caption: string }[];
};

/** What a project card needs. */
export type ProjectSummary = Pick<
  ProjectStory,
  | "slug"
  | "title"
  | "location"
  | "summary"
  | "budgetBand"
  | "photo"
  | "representative"
  | "serviceSlug"
>;

export const projectsFor = perFacts(({ claimText }): readonly Project[] =>
  z
    .array(projectSchema)
    .length(3)
    .parse([
      {
        slug: "kitchen-transformation",
        serviceSlug: "kitchen-remodeling",
        title: "A 1978 Galley Kitchen Opened Up in Richardson",
        metaTitle: "1978 Galley Kitchen Remodel in Richardson, TX",
        metaDescription:
          "How a closed-off 1978 galley kitchen in Canyon Creek, Richardson became an open kitchen with a seating island: scope, timeline, budget band and photos.",
        location: "Canyon Creek, Richardson",
        homeType: "1978 two-story brick home on a slab foundation",
        summary:
          "A narrow galley kitchen, walled off from the family room, became one open room with an island that seats four. We took out a load-bearing wall, moved the range and rebuilt the kitchen around how the family actually cooks.",
        goal: {
          heading: "What the homeowners wanted",
          text: "The owners cook most nights and have two school-age children. In the old galley, whoever was cooking stood with their back to the family room and talked to everyone through a pass-through. They wanted to see the family room while they cooked, a place near the kitchen for homework, and enough counter for two people to prep at once. They plan to stay in the house for the long term, so they asked for durable finishes over fashionable ones, and for a plan that stayed inside the budget they had set before they called us.",
        },
        before: {
          heading: "Before: a galley built for 1978",
          text: "The kitchen was an 8-foot-wide corridor with cabinets on both walls, soffits above them and one fluorescent box light in the middle of the ceiling. A wall with a pass-through opening separated it from the family room, and that wall carried part of the second floor. The range sat between two short runs of counter, the recirculating hood moved grease around rather than out of the house, and the laminate counters had already been replaced once in the 1990s. Sheet vinyl stopped at a threshold strip where the family room carpet began, and the breakfast nook was too small for the family's table.",
        },
        scope: {
          heading: "Scope of work",
          items: [
            "Removed the load-bearing wall between kitchen and family room and carried the second floor on an engineered flush beam, so the ceiling stays flat",
            "Took down the 1970s soffits and moved the range to the outside wall under a hood ducted to the exterior",
            "Built a 9-foot island with a prep sink, a trash pull-out and seating for four on the family-room side",
            "Installed semi-custom painted shaker cabinets to the ceiling, with a full-height pantry where the broom closet was",
            "Fitted quartz countertops and a full-height tile backsplash behind the range",
            "Added dedicated appliance and island circuits with GFCI and AFCI protection to current code",
            "Replaced the fluorescent box with LED recessed lights, under-cabinet lighting and pendants over the island",
            "Leveled the slab where needed and ran one floating floor through the kitchen, breakfast area and family room",
          ],
        },
        timeline: {
          total: "7 weeks on site, after 4 weeks of design and permitting",
          phases: [
            {
              name: "Design, selections and permit",
              duration: "4 weeks before start",
              text: "We measured, drew the new layout, had a structural engineer size the beam and ordered the cabinets. The City of Richardson reviewed the plans and issued the building permit while the cabinets were being made, so neither wait held up the other.",
            },
            {
              name: "Demolition and structure",
              duration: "1 week",
              text: "Cabinets, soffits and the wall came out with the upstairs shored on temporary walls. The beam and its posts went in, and the framing was inspected before anything was closed up.",
            },
            {
              name: "Rough-in and inspections",
              duration: "1.5 weeks",
              text: "Plumbing for the island sink, the new range and appliance circuits, the hood duct and the lighting were run, then inspected by the city before insulation and drywall.",
            },
            {
              name: "Drywall, floor and cabinets",
              duration: "2 weeks",
              text: "New drywall and ceiling patches, the leveled and floated floor, then the cabinets, set and shimmed level so the countertop fabricator could template the tops.",
            },
            {
              name: "Countertops, backsplash and finish",
              duration: "2 weeks",
              text: "The quartz was installed about a week after templating, followed by the backsplash tile, trim, paint, appliances, fixtures and the island pendants.",
            },
            {
              name: "Final inspection and walkthrough",
              duration: "Half a week",
              text: "Final inspection with the city, a punch list walked room by room with the homeowners, and a last clean before the family moved back into the kitchen.",
            },
          ],
        },
        budgetBand: "$58K–$68K",
        built: {
          heading: "How we built it",
          paragraphs: [
            "The wall was the decision that shaped everything else. A dropped beam would have kept the two rooms visually apart, so the engineer sized a flush beam that sits within the depth of the ceiling joists, and we carried its load down to the foundation through new posts hidden in the walls. Before any cut, the second floor rested on temporary walls on both sides.",
            "Like many Richardson slabs on North Texas clay, this one had moved over four decades, and the kitchen floor fell toward the back wall. A foundation contractor checked it first and confirmed the movement was old and not active, so instead of piering we ground the high spots, poured self-leveling underlayment and chose a floating floor that copes with small seasonal movement better than glued-down wood or large tile.",
            "The family lived at home throughout. We sealed the work area behind dust walls with air scrubbers running, set up a temporary kitchen in the dining room with the old refrigerator and a microwave, and walked the owners through each day's work when they got home, the beam included.",
          ],
        },
        result: {
          heading: "The result",
          text: `The kitchen and family room are now one room. Whoever is cooking faces the family room across the island, which seats four and has become the homework spot after school. Two people can prep at the same time without trading places, the hood vents outside, and cabinets to the ceiling hold what used to spill into the garage. The new floor runs unbroken from the back door to the front of the family room, and the work is covered by our ${claimText.workmanshipWarranty}.`,
        },
        pairs: [
          {
            beforeImageId: "project-kitchen-before",
            afterImageId: "project-kitchen-after",
            caption:
              "The galley had cabinets on both walls, low soffits and a pass-through; now the wall is gone and the island faces the family room.",
          },
        ],
        gallery: [
          {
            imageId: "project-kitchen-detail",
            caption:
              "Detail: the range on the outside wall under a hood that vents outdoors, with a full-height backsplash",
          },
        ],
      },
      {
        slug: "bathroom-luxury",
        serviceSlug: "bathroom-remodeling",
        title: "A 1989 Primary Bath in Plano Rebuilt Around a Curbless Shower",
        metaTitle: "Curbless Shower Primary Bath Remodel in Plano",
        metaDescription:
          "A 1989 primary bath in West Plano's Deerfield trades a corner garden tub for a curbless walk-in shower: scope, schedule, budget band and photos.",
        location: "Deerfield, Plano",
        homeType: "1989 two-story brick home with a ground-floor primary suite",
        summary:
          "A dated primary bath with an unused corner tub and a cramped fiberglass shower became a calm room built around a curbless walk-in shower. We recessed the slab, waterproofed every wet wall and vented the room outdoors for the first time.",
        goal: {
          heading: "What the homeowners wanted",
          text: "The owners, a couple planning to stay in the house through retirement, used the corner garden tub a few times a year and the small fiberglass shower every day. They wanted a large walk-in shower with no step to trip over, separate vanities instead of two sinks crowded onto one counter, a floor that is warm on January mornings, and a room that dries out after a shower instead of staying fogged. They asked for a quiet, spa-like look in stone and wood tones that would not feel dated in a few years.",
        },
        before: {
          heading: "Before: builder-grade from 1989",
          text: "The bath had the layout found in a great many West Plano homes of the late 1980s: a jetted corner tub under the window, a 36-inch fiberglass shower stall with a tall curb, one long vanity with two sinks close together, a mirror wall and a toilet in its own closet. The exhaust fan vented into the attic rather than outdoors, and the grout around the tub showed the mildew that follows. Demolition later showed that a slow leak at the old shower valve had softened the drywall and stained the framing behind the stall.",
        },
        scope: {
          heading: "Scope of work",
          items: [
            "Removed the corner tub, fiberglass stall, vanity and mirror wall, and replaced the water-damaged drywall and framing behind the old shower",
            "Cut and recessed the slab so the shower floor sits flush with the bathroom floor, with the drain moved to a linear drain along the back wall",
            "Built a 5-by-8-foot walk-in shower where the tub and stall stood, with a bonded waterproofing membrane flood-tested before tile",
            "Installed a thermostatic valve with a rain head, a handheld shower on a slide bar, a built-in bench and a recessed niche",
            "Set two separate floating vanities with quartz tops, each with its own mirror and a pair of sconces",
            "Laid large-format porcelain tile over an electric radiant floor-heating mat on a programmable thermostat",
            "Replaced the attic-vented fan with a quiet fan ducted outdoors through the roof, on a humidity-sensing switch",
            "Added blocking in the shower and beside the toilet so grab bars can go up later without opening a wall",
          ],
        },
        timeline: {
          total: "4 weeks on site, after 3 weeks of design and ordering",
          phases: [
            {
              name: "Design, selections and permit",
              duration: "3 weeks before start",
              text: "Tile, vanities, fixtures and the floor-heat kit were chosen and delivered before demolition, so no one waited on a missing part mid-job. The permit for the plumbing and electrical work came through the City of Plano's Building Inspections department.",
            },
            {
              name: "Demolition and slab work",
              duration: "1 week",
              text: "The room came down to studs and slab. We saw-cut the slab for the recessed shower and the new drain line, and the under-slab plumbing was inspected before the concrete was patched.",
            },
            {
              name: "Rough-in, waterproofing and flood test",
              duration: "1 week",
              text: "New framing, the electrical, the floor-heat circuit and the fan duct were run and inspected. The shower was then waterproofed and held standing water for a full day before any tile was set.",
            },
            {
              name: "Tile",
              duration: "1.5 weeks",
              text: "Walls, bench, niche and floor, with the floor pitched to the linear drain so water stays in the shower without a curb. The glass panel was measured as soon as the wall tile was set, so it was cut while the floor was grouted.",
            },
            {
              name: "Vanities, glass and final inspection",
              duration: "Half a week",
              text: "Vanities and tops, plumbing fixtures, mirrors, sconces and the frameless glass panel, then the final inspection and a walkthrough with the owners.",
            },
          ],
        },
        budgetBand: "$38K–$45K",
        built: {
          heading: "How we built it",
          paragraphs: [
            "A curbless shower on a slab is mostly a concrete and plumbing job. We cut out the slab inside the shower footprint, lowered it enough for a sloped mortar bed, and moved the drain line to the back wall for a linear drain. The rest of the floor pitches very slightly toward the shower, so water that gets past the glass runs back in instead of out across the room.",
            "Texas humidity is hard on bathrooms, and the old fan made it worse by pushing wet air into a hot attic. Every wet wall now sits behind a bonded waterproofing membrane, not only the shower pan, and the new fan is ducted outdoors on a humidity-sensing switch, so it keeps running until the room has actually dried.",
            "The owners stayed home and used the hall bath. We laid a covered path across the bedroom carpet, kept the work behind a zippered dust wall, and showed the owners the leak damage the day we found it, so they saw the rot and its repair before the wall was closed.",
          ],
        },
        result: {
          heading: "The result",
          text: `The tub's corner is now the walk-in shower, with no curb to step over and a bench to sit on. Each owner has a vanity, a mirror and light at face height, the floor is warm on winter mornings, and the mirror clears within minutes of a shower. The blocking for grab bars is already in the walls for whenever they are wanted, and the work is covered by our ${claimText.workmanshipWarranty}.`,
        },
        pairs: [
          {
            beforeImageId: "project-bathroom-before",
            afterImageId: "project-bathroom-after",
            caption:
              "A jetted corner tub, a small fiberglass stall and one shared vanity became a curbless walk-in shower behind one glass panel, with two vanities.",
          },
        ],
        gallery: [
          {
            imageId: "project-bathroom-detail",
            caption:
              "Detail: the linear drain along the back wall, the built-in bench and the recessed niche",
          },
        ],
      },
      {
        slug: "home-addition",
        serviceSlug: "home-additions",
        title: "A Primary Suite Added to a 1962 Lake Highlands Ranch",
        metaTitle: "Lake Highlands Primary Suite Addition",
        metaDescription:
          "A primary suite added to a 1962 Lake Highlands ranch on expansive clay: engineered pier foundation, scope, 15-week build, budget band and photos.",
        location: "Lake Highlands, Dallas",
        homeType: "1962 single-story brick ranch, three bedrooms and two baths",
        summary:
          "A three-bedroom 1962 ranch gained a primary suite with its own bath and walk-in closet off the back of the house. The addition stands on an engineered pier foundation designed for Dallas clay and matches the original brick and roofline.",
        goal: {
          heading: "What the homeowners wanted",
          text: "The family liked the street, the schools and the mature trees, and did not want to move to get more room. The house had three small bedrooms sharing two compact baths. They wanted a primary bedroom away from the children's rooms, a bathroom with a real shower and two sinks, and a closet that holds two people's clothes. From the street and the backyard, the addition had to look as if it had always been part of the house, and they wanted to keep as much of the backyard, and its old pecan tree, as they could.",
        },
        before: {
          heading: "Before: a 1962 ranch with no room to grow",
          text: "The house is a long, low brick ranch of the kind built across Lake Highlands in the early 1960s, with 8-foot ceilings, a low-pitched hip roof and a slab foundation. The primary bedroom was barely larger than the others, and its bath had the original tub-shower and a single sink. Out back, a patio slab had cracked and tilted, showing what Dallas clay does to concrete that is not engineered for it, and a few old drywall cracks inside told the same story of seasonal movement.",
        },
        scope: {
          heading: "Scope of work",
          items: [
            "Soil borings and a report by a geotechnical engineer, and a foundation designed by a structural engineer for the site's expansive clay",
            "Drilled concrete piers below the clay's active zone, grade beams and a new slab, connected to the existing foundation as the engineer specified",
            "About 500 square feet of new space: a primary bedroom, a bathroom with a walk-in shower and double vanity, and a walk-in closet",
            "Framing and a roof tied into the existing hip at the same pitch, with shingles, brick and trim matched to the original house",
            "A new opening from the existing hallway, cut only after the addition was dried in so the house was never open to the weather",
            "A dedicated ductless heat pump for the suite, because the original system had no capacity to spare for a Dallas summer",
            "A subpanel for the new circuits and a drain line tied into the existing sewer, both inspected before the slab was poured",
            "Insulated walls and attic and low-E windows styled to match the originals",
          ],
        },
        timeline: {
          total: "15 weeks on site, after about 8 weeks of design, engineering and permitting",
          phases: [
            {
              name: "Design, engineering and permit",
              duration: "8 weeks before start",
              text: "Measured drawings, the soil report, the foundation and framing design, and plan review by the City of Dallas Development Services Department. We checked the rear setback and the utility easement on the plat before the design was final.",
            },
            {
              name: "Foundation",
              duration: "3 weeks",
              text: "Piers drilled and poured, grade beams formed, the under-slab plumbing run and inspected, and the foundation inspected by the city before the pour.",
            },
            {
              name: "Framing, roof and dry-in",
              duration: "3 weeks",
              text: "Walls, roof framing tied into the existing hip, sheathing, windows and shingles, so the addition was weather-tight against spring storms before the original back wall was touched.",
            },
            {
              name: "Rough-in and inspections",
              duration: "2 weeks",
              text: "Electrical, plumbing, the heat pump line set and the bath fan duct, then the city's framing and rough-in inspections.",
            },
            {
              name: "Insulation, drywall, brick and the connection",
              duration: "3 weeks",
              text: "Insulation inspected, drywall hung and finished, brick veneer laid to match the house, and the opening cut through the original back wall into the hallway.",
            },
            {
              name: "Finishes and final inspection",
              duration: "4 weeks",
              text: "Shower tile, vanities, the closet system, flooring, trim and paint, then the final building inspection and a walkthrough of every room with the family.",
            },
          ],
        },
        budgetBand: "$120K–$140K",
        built: {
          heading: "How we built it",
          paragraphs: [
            "The foundation is where an addition in Lake Highlands succeeds or fails. The neighborhood sits on expansive clay that swells when it is wet and shrinks in a dry August, and a slab poured straight onto it moves with it. Before design, a geotechnical engineer bored and tested the soil; the structural engineer then designed drilled concrete piers that reach below the layer that moves, with grade beams and the slab carried on them and a root barrier on the side facing the pecan tree.",
            "Matching a 1962 house takes legwork. We saved the brick removed from the old back wall where the hallway opening went through and used it on the corners seen from the yard, blended with a reclaimed brick close in color and size. The roof continues the original hip at the same pitch, and the fascia and soffit repeat the old profiles, so the suite reads as part of the house.",
            "The family lived at home the whole time. The addition was built and dried in against the closed back wall, and we cut through to the hallway only in the drywall phase, behind a dust wall, so the house was open for days rather than months. The owners walked the piers and the under-slab plumbing with us before they disappeared under concrete.",
          ],
        },
        result: {
          heading: "The result",
          text: `The parents now have a primary suite at the back of the house, away from the children's rooms, with a walk-in shower, two sinks and a closet that holds both wardrobes. From the backyard the new wing looks like part of the original ranch, and the pecan tree still shades the patio. The old primary bedroom became a home office. The structure is covered by our ${claimText.structuralWarranty}, and the finish work by our ${claimText.workmanshipWarranty}.`,
        },
        pairs: [
          {
            beforeImageId: "project-addition-before",
            afterImageId: "project-addition-after",
            caption:
              "The back of the 1962 ranch, with its cracked patio slab, now carries the primary suite wing in matched brick under the original hip roofline.",
          },
        ],
        gallery: [
          {
            imageId: "project-addition-detail",
            caption: "Detail: the suite's walk-in shower and double vanity",
          },
        ],
      },
    ]),
);

export const projectPath = (slug: string) => `/projects/${slug}`;
