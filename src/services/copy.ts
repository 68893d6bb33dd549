import { perFacts, filledOrAsWritten, timelineText, type SiteFacts } from "@/business";
import type { Localized } from "@/lib/i18n/locale";
import { spanishServicePages } from "@/services/copy-es/pages";
import { packagesInSpanish } from "@/services/packages-in-spanish";
import type { ServiceSlug } from "@/services/catalog";
import { servicePagesSchema, type ServicePage } from "@/services/service-page-schema";

export { servicePageSchema, type ServicePage } from "@/services/service-page-schema";

/**
 * The six service pages. Their packages and prices are the owner's facts (packages.ts), and a
 * service's starting price is its cheapest package's. Timelines come from timelines.ts: the steps
 * of each phase must add up to that phase's span, and the timeline note states the construction
 * time and the total, so the service page, the FAQ and the other pages never disagree
 * (service-page-schema.ts checks both).
 */
const kitchenTime = timelineText("kitchen-remodeling");
const bathroomTime = timelineText("bathroom-remodeling");
const additionTime = timelineText("home-additions");
const wholeHomeTime = timelineText("whole-home-renovation");
const outdoorTime = timelineText("outdoor-living");
const tinyHomeTime = timelineText("tiny-homes");

/** The labels every service page shares; each service's own copy is in `servicePages` below. */
export const servicePageLabels = {
  en: {
    estimateCta: "Get Free Estimate",
    estimateCtaSecondary: "Request a Free Estimate",
    timelineLabel: "Timeline: ",
    packagesHeading: (service: string) => `${service} packages`,
    packagesIntro:
      "Price ranges for typical projects in Dallas-area homes. Your written estimate is itemized for your house and your selections.",
    packageCta: "Get a Quote",
    packageFor: (name: string) => ` for the ${name} package`,
    mostPopular: "Most Popular",
    learnMore: "Learn More",
    learnMoreAbout: (service: string, place?: string) =>
      ` about ${service.toLowerCase()}${place ? ` in ${place}` : ""}`,
    workHeading: (service: string) => `${service}: projects and photos`,
    // While the section shows drawings (the idea's pictures, a seeded project's), it says so.
    illustratedWorkHeading: (service: string) => `${service}: projects and illustrations`,
    workIntro:
      "What this kind of job looks like when it is done, with each project's scope, schedule and budget.",
    workIdeasLink: (category: string) => `More ${category.toLowerCase()} ideas and styles`,
    questionsHeading: "Questions before you call?",
    faqLink: "Read the remodeling FAQ",
    resourcesLink: "Browse our remodeling guides",
  },
  es: {
    estimateCta: "Pida su presupuesto gratuito",
    estimateCtaSecondary: "Pida un presupuesto gratuito",
    timelineLabel: "Plazos: ",
    packagesHeading: (service: string) => `Paquetes de ${service.toLowerCase()}`,
    packagesIntro:
      "Rangos de precio de proyectos típicos en casas del área de Dallas. Su presupuesto por escrito se desglosa según su casa y lo que usted elija.",
    packageCta: "Pida una cotización",
    packageFor: (name: string) => ` del paquete ${name}`,
    mostPopular: "El más elegido",
    learnMore: "Más información",
    learnMoreAbout: (service: string, place?: string) =>
      ` sobre ${service.toLowerCase()}${place ? ` en ${place}` : ""}`,
    workHeading: (service: string) => `${service}: proyectos y fotos`,
    illustratedWorkHeading: (service: string) => `${service}: proyectos e ilustraciones`,
    workIntro:
      "Cómo se ve este tipo de trabajo ya terminado, con el alcance, el calendario y el presupuesto de cada proyecto.",
    workIdeasLink: (category: string) => `Más ideas y estilos: ${category.toLowerCase()}`,
    questionsHeading: "¿Tiene preguntas antes de llamar?",
    faqLink: "Lea las preguntas frecuentes",
    resourcesLink: "Vea nuestras guías de remodelación",
  },
} satisfies Localized<Record<string, unknown>>;

export type ServicePageLabels = (typeof servicePageLabels)["en"];

const faqInvite =
  "Wondering how deposits, change orders and inspections work, or what happens if something goes wrong after we leave? Our FAQ answers the questions Dallas homeowners ask us most.";

/** The six service pages, with the owner's facts in their copy, in the facts' edition. */
export const servicePagesFor = perFacts((facts): readonly ServicePage[] => {
  const pages = servicePagesSchema(facts.business.name, facts.locale).parse(
    facts.locale === "es" ? spanishServicePages(facts) : englishServicePages(facts),
  );
  // A package's text may quote a fact ({{structuralWarranty}}), as articles and FAQ answers do.
  const filled = (text: string) => filledOrAsWritten(facts, text);
  return pages.map((page) => ({
    ...page,
    packages: packagesIn(facts, page.slug).map((pkg) => ({
      ...pkg,
      description: filled(pkg.description),
      features: pkg.features.map(filled),
    })),
  }));
});

/** The owner's packages for a service, in the facts' edition (prices shared). */
const packagesIn = (facts: SiteFacts, slug: ServiceSlug) =>
  facts.locale === "es"
    ? packagesInSpanish(slug, facts.services[slug].packages)
    : facts.services[slug].packages;

function englishServicePages(facts: SiteFacts) {
  const { business, claimText } = facts;
  const from = (slug: ServiceSlug) => facts.services[slug].startingPrice;
  const { inHomeMinutes, discoveryCallMinutes } = business.consultation;
  const consultationStep = `1 visit, ${inHomeMinutes} min`;
  return [
    {
      slug: "kitchen-remodeling",
      metaTitle: "Dallas Kitchen Remodeling: Prices and Steps",
      metaDescription: `Kitchen remodeling in Dallas and nearby cities: itemized estimates, permitted electrical and plumbing, packages from ${from("kitchen-remodeling")} and ${kitchenTime.construction} of construction.`,
      hero: {
        eyebrow: "Kitchen Remodeling · Dallas, TX",
        heading: "Kitchen Remodeling in Dallas That Fits How You Actually Cook",
        intro:
          "Whether it's a closed-off galley in a 1960s Lake Highlands ranch or a builder-grade kitchen in a 2000s Allen two-story, we design the layout with you, price it line by line, pull the permits and build it with one project lead from demolition to the final walkthrough.",
        imageId: "service-kitchen",
      },
      why: {
        heading: "Why Dallas homeowners trust us with their kitchens",
        intro: `${claimText.years} of remodeling North Texas homes has taught us where kitchen budgets go wrong: wiring nobody expected, old drain lines, cabinets ordered before the layout was settled. We plan for those before demolition, not after.`,
        points: [
          {
            title: "A price you can read",
            text: `Your estimate lists cabinets, countertops, tile, electrical, plumbing, permits and labor as separate lines, so you can trade up or down before anything is ordered. It stays valid for ${business.estimates.validDays} days.`,
          },
          {
            title: "Layouts that respect the house",
            text: "Opening a 1970s kitchen to the den often means a load-bearing wall, an engineered beam and an engineer's letter. We tell you early what a wall costs to move so the design fits the budget.",
          },
          {
            title: "Permitted work, inspected",
            text: "New circuits, a ducted range hood, gas lines and relocated plumbing are done under permit with your city and inspected before the walls close, which matters when you sell.",
          },
          {
            title: "Backed in writing",
            text: business.offersClientPortal
              ? `Every kitchen carries our ${claimText.workmanshipWarranty}, and while the work is under way you get daily photos and direct messages through our client portal.`
              : `Every kitchen carries our ${claimText.workmanshipWarranty}, and your project manager tells you before each phase what is coming and when.`,
          },
        ],
      },
      features: {
        heading: "What a kitchen remodel with us can include",
        items: [
          {
            title: "Cabinetry",
            text: "Semi-custom and custom cabinets, with uppers to the ceiling, deep drawers instead of base shelves and pantry pull-outs sized to what you actually store.",
          },
          {
            title: "Countertops and backsplash",
            text: "Quartz, granite and quartzite templated after the cabinets are set, with undermount sinks and tile or full-slab backsplashes.",
          },
          {
            title: "Layout and islands",
            text: "Opening a galley to the family room, adding an island with seating, or moving the range to an exterior wall so the hood can vent outside.",
          },
          {
            title: "Electrical and lighting",
            text: "Dedicated appliance circuits, GFCI-protected outlets, recessed and under-cabinet lighting, and a panel check in older homes whose service was never sized for a modern kitchen.",
          },
          {
            title: "Plumbing and gas",
            text: "Relocated sinks and dishwashers, pot fillers, gas for a new range, and replacing galvanized supply or cast-iron drain lines while the walls are open.",
          },
          {
            title: "Flooring and finishes",
            text: "Tile, engineered wood or luxury vinyl plank carried into the adjoining rooms, plus drywall, trim and paint, so the new kitchen doesn't stop at an awkward seam.",
          },
        ],
      },
      process: {
        heading: "How a kitchen remodel runs, step by step",
        intro:
          "Most of the decisions are made before demolition. That is what keeps the weeks without a working kitchen as short as they can be.",
        steps: [
          {
            title: "Consultation and measure",
            text: "We measure the room, look at the electrical panel, under the sink and in the attic, and talk through how you cook, what you store and what you want to spend.",
            duration: consultationStep,
            phase: "consultation",
          },
          {
            title: "Design and selections",
            text: "We draw the layout and elevations while you choose cabinets, countertops, tile, fixtures and appliances. The estimate is updated with every choice, so nothing is a surprise later.",
            duration: kitchenTime.design,
            phase: "design",
          },
          {
            title: "Permits and ordering",
            text: "We submit for the building, electrical and plumbing permits and order cabinets and other long-lead items, so they are on hand before demolition starts.",
            duration: kitchenTime.permits,
            phase: "permits",
          },
          {
            title: "Demolition and rough-in",
            text: "We protect floors and the rest of the house, remove the old kitchen, then run new wiring, plumbing, gas and hood ducting. The city inspects the rough-in before the walls close.",
            duration: "1-2 weeks",
            phase: "construction",
          },
          {
            title: "Cabinets, countertops and tile",
            text: "Drywall, cabinet installation, countertop templating and install, backsplash, flooring, lighting and appliance hookups, in that order.",
            duration: "4-5 weeks",
            phase: "construction",
          },
          {
            title: "Final inspection and walkthrough",
            text: "The city signs off, we walk the kitchen with you, finish the punch list and hand over care instructions and your warranty.",
            duration: "About 1 week",
            phase: "construction",
          },
        ],
      },
      timelineNote: `Construction takes ${kitchenTime.construction}, from demolition to the final walkthrough, and those are the only weeks you are without a kitchen. Design and selections (${kitchenTime.design}) and permits and ordering (${kitchenTime.permits}) come first, so plan on ${kitchenTime.total} in all. A microwave, a coffee maker and a laundry-room sink make the build weeks easier.`,
      resources: {
        faqText: faqInvite,
        resourcesText:
          "For a closer look at what drives kitchen cost, read our kitchen remodel cost guide and the other planning articles in our resources.",
      },
      closing: {
        heading: "Ready to plan your kitchen?",
        text: `Start with a ${discoveryCallMinutes}-minute discovery call or a free ${inHomeMinutes} minute in-home consultation. We'll measure, listen and give you a written estimate you can compare line by line with anyone else's.`,
      },
      phoneFirst: false,
    },
    {
      slug: "bathroom-remodeling",
      metaTitle: "Dallas Bathroom Remodeling: Showers and Cost",
      metaDescription: `Bathroom remodeling in Dallas: tub-to-shower conversions, waterproofed walk-in showers and primary baths. Packages from ${from("bathroom-remodeling")}, typically ${bathroomTime.construction} of work.`,
      hero: {
        eyebrow: "Bathroom Remodeling · Dallas, TX",
        heading: "Bathroom Remodeling in Dallas, Built to Stay Dry",
        intro:
          "From the pink-tile hall bath in a 1950s Richardson Heights ranch to the unused garden tub in a 1990s Plano primary suite, we rebuild bathrooms from the studs out: waterproofed showers, fans vented outside and fixtures you'll still be glad you chose years from now.",
        imageId: "service-bathroom",
      },
      why: {
        heading: "Why the part you can't see matters most",
        intro:
          "A shower can look perfect for two years while water works its way behind the tile. Our bathrooms start with what goes behind the wall and under the floor.",
        points: [
          {
            title: "Waterproofing, tested",
            text: "Shower walls and pans get a continuous waterproof membrane, and we flood-test the pan before tile goes down, so a leak shows up now rather than in the ceiling below.",
          },
          {
            title: "Ventilation for Texas humidity",
            text: "Exhaust fans are sized to the room and ducted to the outside, not into the attic, where damp air turns into mold on the roof decking.",
          },
          {
            title: "Honest about slab plumbing",
            text: "Most Dallas-area homes sit on a slab, so moving a toilet or shower drain means cutting concrete. We price that up front so it is a choice, not a surprise.",
          },
          {
            title: "Designed for the years ahead",
            text: `Curbless entries, blocking for grab bars, comfort-height toilets and handheld showers fit into any design, and the work is covered by our ${claimText.workmanshipWarranty}.`,
          },
        ],
      },
      features: {
        heading: "What we build in Dallas bathrooms",
        items: [
          {
            title: "Walk-in and curbless showers",
            text: "Tub-to-shower conversions, frameless glass, linear drains, niches and benches, with curbless entries recessed into the floor where the structure allows.",
          },
          {
            title: "Soaking tubs",
            text: "Freestanding tubs set on a reinforced floor, or a tired drop-in tub traded for a bigger shower when nobody in the house takes baths anymore.",
          },
          {
            title: "Vanities and storage",
            text: "Double and floating vanities, linen towers, and medicine cabinets recessed between the studs so they don't stick out into the room.",
          },
          {
            title: "Tile and heated floors",
            text: "Porcelain and natural stone tile, large-format wall panels with fewer grout lines, and electric floor heat on its own circuit.",
          },
          {
            title: "Lighting and ventilation",
            text: "Vanity lights at face height, a damp-rated shower light, and a quiet exhaust fan on a humidity sensor or timer so it actually runs long enough.",
          },
          {
            title: "Accessibility upgrades",
            text: "Wider doorways, grab bars, seated showers and lever handles for aging in place or a parent moving in, planned so they look like part of the design.",
          },
        ],
      },
      process: {
        heading: "How a bathroom remodel runs, step by step",
        intro:
          "A bathroom packs plumbing, electrical, waterproofing and tile into a few square feet. Doing them in the right order, with inspections in between, is what keeps it on schedule.",
        steps: [
          {
            title: "Consultation and design",
            text: "We measure, check for soft subfloor and old leaks, and plan the layout, fixtures and tile with you. You approve a written, itemized estimate before anything is ordered.",
            duration: bathroomTime.design,
            phase: "design",
          },
          {
            title: "Ordering and permits",
            text: "We order the vanity, tile and fixtures, and pull plumbing and electrical permits where the work calls for them, so the crew never waits on a missing part.",
            duration: bathroomTime.permits,
            phase: "permits",
          },
          {
            title: "Demolition and rough-in",
            text: "We take the room down to the studs, repair any rot we find, and run new supply lines, drains, wiring and fan ducting. The city inspects the rough-in before walls close.",
            duration: "3-5 days",
            phase: "construction",
          },
          {
            title: "Waterproofing and tile",
            text: "Backer board, a continuous waterproof membrane and a flood test of the shower pan, then floor and wall tile and grout.",
            duration: "1-2 weeks",
            phase: "construction",
          },
          {
            title: "Fixtures, glass and finish",
            text: "Vanity, countertop, toilet, trim, lighting and paint go in. Shower glass is measured after the tile is done and installed last.",
            duration: "3-5 days",
            phase: "construction",
          },
          {
            title: "Walkthrough",
            text: "We run every fixture with you, finish the punch list and hand over care instructions for the tile, grout and glass, along with your warranty.",
            duration: "1 day",
            phase: "construction",
          },
        ],
      },
      timelineNote: `Construction takes ${bathroomTime.construction} in the house, depending on size, tile and whether plumbing moves. Design (${bathroomTime.design}) and ordering and permits (${bathroomTime.permits}) come first, so plan on ${bathroomTime.total} in all. If it's your only full bathroom, tell us early so we can plan the schedule around it.`,
      resources: {
        faqText: faqInvite,
        resourcesText:
          "Working with a small bathroom? Our resources include ideas for small bathroom remodels that don't blow the budget, with before and after photos.",
      },
      closing: {
        heading: "Ready for a bathroom that works?",
        text: `Book a free ${inHomeMinutes} minute in-home consultation. We'll look behind the obvious, talk through layout and budget, and send a written estimate you can hold us to.`,
      },
      phoneFirst: false,
    },
    {
      slug: "home-additions",
      metaTitle: "Home Additions in Dallas, TX: Primary Suites",
      metaDescription: `Home additions in Dallas: primary suites, in-law suites and second stories on engineered foundations, backed by a ${business.claims.additionStructuralWarrantyYears}-year structural warranty. From ${from("home-additions")}.`,
      hero: {
        eyebrow: "Home Additions · Dallas, TX",
        heading: "Home Additions in Dallas, Engineered for North Texas Soil",
        intro:
          "Love your street but need more room? We add primary suites, family rooms, in-law suites and second stories that look like they were always part of the house, on foundations designed for the clay underneath it.",
        imageId: "service-addition",
      },
      why: {
        heading: "An addition is a structural project first",
        intro:
          "Whether an addition lasts is decided by the parts you'll never see again once it's finished: the foundation, the tie-in to the existing house and the roof where the two meet.",
        points: [
          {
            title: "Foundations for expansive clay",
            text: "Dallas-area clay swells when it's wet and shrinks in drought. Addition foundations are designed by a structural engineer from a soil report, usually on piers, so the new slab and the old one move as little as possible against each other.",
          },
          {
            title: "Tie-ins you can't spot",
            text: "Matching the brick, roof pitch, ceiling height and floor level is what separates an addition from a box on the back of the house. We look for matching brick early and plan the transition where it can't be matched.",
          },
          {
            title: "Zoning, setbacks and HOAs",
            text: "Before design, we check your lot's setbacks, easements and any HOA rules, then prepare the plans, take them through your city's permit review and submit them to your HOA where one must approve.",
          },
          {
            title: "A structural warranty in writing",
            text: `Your addition carries our ${claimText.structuralWarranty}, on top of the ${claimText.workmanshipWarranty} that covers all of our work.`,
          },
        ],
      },
      features: {
        heading: "Additions we design and build",
        items: [
          {
            title: "Primary suites",
            text: "A bedroom, bath and walk-in closet at the back of the house, away from the kids' rooms; a common answer for a three-bedroom ranch with one shared bath.",
          },
          {
            title: "Second-story additions",
            text: "Building up when the lot is tight or the yard is worth keeping, starting with an engineer's review of the existing foundation and framing.",
          },
          {
            title: "Family rooms and bump-outs",
            text: "Extending the back of the house to open a small kitchen into a bigger living space, often with a wall of windows onto the yard.",
          },
          {
            title: "In-law and guest suites",
            text: "A bedroom, accessible bath and kitchenette for a parent moving in, with a separate entrance if you want one.",
          },
          {
            title: "Sunrooms",
            text: "Insulated, air-conditioned rooms with low-E glass chosen for west and south sun, not an enclosed porch that bakes in July.",
          },
          {
            title: "Garage conversions and additions",
            text: "Turning an attached garage into living space, or adding a new garage with a room or apartment above it.",
          },
        ],
      },
      process: {
        heading: "How an addition gets built",
        intro:
          "Additions take longer to start than to build. Design, engineering and city plan review are where the schedule is really set, so we start those early and keep you informed.",
        steps: [
          {
            title: "Feasibility and consultation",
            text: "We walk the lot and the house, check setbacks, easements, utilities and HOA rules, and talk through size, use and budget before anything is drawn.",
            duration: "1-2 weeks",
            phase: "design",
          },
          {
            title: "Design, survey and engineering",
            text: "A survey, a soil report and architectural drawings, then foundation and framing plans from a structural engineer. You see the price updated as the design takes shape.",
            duration: "4-8 weeks",
            phase: "design",
          },
          {
            title: "Permits and plan review",
            text: "We submit the plans to your city's building department and answer the reviewer's comments. Review times vary by city and by season.",
            duration: additionTime.permits,
            phase: "permits",
          },
          {
            title: "Foundation and framing",
            text: "Piers and forms, inspected before the pour; then walls, roof framing and the opening into the existing house, kept weather-tight while it's open.",
            duration: "4-5 weeks",
            phase: "construction",
          },
          {
            title: "Dry-in, systems and inspections",
            text: "Roof, windows and brick or siding; new electrical, plumbing and HVAC; then insulation. The city inspects each stage before the walls close.",
            duration: "3-4 weeks",
            phase: "construction",
          },
          {
            title: "Finishes, tie-in and walkthrough",
            text: "Drywall, flooring, trim, paint and fixtures matched to the existing house, then final inspection and a walkthrough with you.",
            duration: "5-7 weeks",
            phase: "construction",
          },
        ],
      },
      timelineNote: `Construction on a typical addition takes ${additionTime.construction}, from foundation to final inspection. Design, engineering and permits come before that and add ${additionTime.beforeConstruction}, so plan on ${additionTime.total} in all; a second story takes longer.`,
      resources: {
        faqText: faqInvite,
        resourcesText:
          "Before you compare bids for an addition, read our guides on choosing a contractor and spotting the warning signs of one you shouldn't hire.",
      },
      closing: {
        heading: "Find out what your lot allows",
        text: `Book a free ${inHomeMinutes} minute consultation. We'll walk the lot with you, talk through what fits and what it costs, and tell you honestly if an addition isn't the right answer.`,
      },
      phoneFirst: false,
    },
    {
      slug: "whole-home-renovation",
      metaTitle: "Dallas Whole-Home Renovation: Plans and Cost",
      metaDescription: `Whole-home renovation in Dallas: one plan, one team and one schedule for kitchens, baths, layouts and systems. From ${from("whole-home-renovation")}, with ${wholeHomeTime.construction} of construction.`,
      hero: {
        eyebrow: "Whole-Home Renovation · Dallas, TX",
        heading: "Whole-Home Renovation in Dallas: One Plan, One Team",
        intro:
          "For the 1960s Lake Highlands ranch with original wiring and a closed-off kitchen, or the 1980s brick two-story in Richardson that has never been updated, we renovate the whole house as one coordinated project instead of five separate ones.",
        imageId: "service-whole-home",
      },
      why: {
        heading: "Why renovate all at once",
        intro:
          "Doing it as one project means the walls open once, the permits cover everything, and the floors, trim and finishes match from room to room.",
        points: [
          {
            title: "One schedule, one point of contact",
            text: "A single project lead runs the schedule for every trade and is the person you call, from demolition to the final walkthrough.",
          },
          {
            title: "Systems before surfaces",
            text: "We look at wiring, plumbing, HVAC and the foundation first. In older Dallas homes that can mean galvanized pipe, an undersized panel or aluminum branch wiring that should be dealt with before any finish goes in.",
          },
          {
            title: "Testing before demolition",
            text: "Homes built before 1978 can have lead paint, and older popcorn ceilings, floor tile and mastic can contain asbestos. Suspect materials are tested before anyone disturbs them.",
          },
          {
            title: "Phased if you're staying",
            text: `If you can't move out, we can phase the work so part of the house stays livable, with dust walls and a working bathroom. It takes longer, and we'll tell you how much. All of it is covered by our ${claimText.workmanshipWarranty}.`,
          },
        ],
      },
      features: {
        heading: "What a whole-home renovation usually covers",
        items: [
          {
            title: "Open-concept reconfiguration",
            text: "Removing or widening the walls between kitchen, dining and living rooms, with engineered beams where a wall carries load.",
          },
          {
            title: "Kitchen and bathrooms",
            text: "The rooms that take most of the budget, designed together so cabinets, tile and fixtures feel like one house.",
          },
          {
            title: "Electrical, plumbing and HVAC",
            text: "Panel upgrades, new circuits, repiping, and a right-sized HVAC system with sealed ductwork in the attic.",
          },
          {
            title: "Flooring, doors and trim",
            text: "One flooring through the main living areas, new interior doors, trim and paint, so no room is left looking like the old house.",
          },
          {
            title: "Windows and insulation",
            text: "Low-E windows, added attic insulation and air sealing to cut the heat that pours into a Dallas house from June to September.",
          },
          {
            title: "Exterior updates",
            text: "Siding, paint, a new front entry, and gutters and grading that move roof water away from the foundation.",
          },
        ],
      },
      process: {
        heading: "How a whole-home renovation is organized",
        intro:
          "A renovation this size succeeds or fails in planning. Every room is decided before demolition, so the crews never stand around waiting on a choice.",
        steps: [
          {
            title: "Whole-house assessment",
            text: "We walk the house, attic and foundation, test suspect materials, and list what the systems need before any design work begins.",
            duration: "1-2 weeks",
            phase: "design",
          },
          {
            title: "Design and selections",
            text: "Floor plans, kitchen and bath designs and a full schedule of finishes, with the estimate updated as you choose.",
            duration: "4-8 weeks",
            phase: "design",
          },
          {
            title: "Permits and ordering",
            text: "Building, electrical, plumbing and mechanical permits, and orders for cabinets, windows and other long-lead items.",
            duration: wholeHomeTime.permits,
            phase: "permits",
          },
          {
            title: "Demolition and structural work",
            text: "Interior demolition, abatement where testing calls for it, wall removals, beams and any foundation repair the assessment found.",
            duration: "2-4 weeks",
            phase: "construction",
          },
          {
            title: "Rough-in and inspections",
            text: "New wiring, plumbing, ductwork and insulation, each inspected by the city before the walls close.",
            duration: "3-6 weeks",
            phase: "construction",
          },
          {
            title: "Finishes and walkthrough",
            text: "Drywall, cabinets, tile, flooring, trim, paint and fixtures room by room, then final inspection and a walkthrough of the whole house with you.",
            duration: "8-14 weeks",
            phase: "construction",
          },
        ],
      },
      timelineNote: `Construction on a whole-home renovation typically runs ${wholeHomeTime.construction}, depending on the size of the house, how much structural work it needs and whether you live there during the work. The assessment, design and selections (${wholeHomeTime.design}) and permits (${wholeHomeTime.permits}) come first, so plan on ${wholeHomeTime.total} in all, from the assessment to move-in.`,
      resources: {
        faqText: faqInvite,
        resourcesText:
          "Planning a project this size? Our resources cover costs, contractor selection and energy upgrades worth doing while the walls are open.",
      },
      closing: {
        heading: "Start with an honest assessment",
        text: `Book a free ${inHomeMinutes} minute walkthrough. We'll tell you what the house needs, what it would cost to do it all, and what can wait.`,
      },
      phoneFirst: false,
    },
    {
      slug: "outdoor-living",
      metaTitle: "Outdoor Living in Dallas: Patios and Kitchens",
      metaDescription: `Covered patios, pergolas, outdoor kitchens and decks built for Dallas heat and storms. Packages from ${from("outdoor-living")}, plus eco upgrades that can cut energy costs 20-40%.`,
      hero: {
        eyebrow: "Outdoor Living · Dallas, TX",
        heading: "Outdoor Living Spaces Built for Dallas Summers",
        intro:
          "A covered patio with a ceiling fan, an outdoor kitchen on a proper gas line and a deck that drains make a backyard you use from March through November. We design for Texas sun, hail and spring storms, and tie everything into your house the right way.",
        imageId: "service-outdoor",
      },
      why: {
        heading: "Built for Texas weather, not a catalog photo",
        intro:
          "Outdoor projects here fail in predictable ways: roofs that leak where they meet the house, slabs that crack on clay, and patios too hot to sit on in July.",
        points: [
          {
            title: "Shade where the sun is",
            text: "We place covers and pergolas for where the afternoon sun actually falls, usually the west and south sides, and add fans and screens where you'll sit.",
          },
          {
            title: "Proper roof tie-ins",
            text: "Patio covers attached to the house are flashed into the existing roof and framed for wind and hail, with permits where your city requires them.",
          },
          {
            title: "Drainage on clay soil",
            text: "Slabs, pavers and decks are graded to move water away from your foundation, not toward it, because standing water on clay is how foundations start to move.",
          },
          {
            title: "Utilities done safely",
            text: `Gas lines, outdoor circuits, GFCI outlets and lighting are run under permit and inspected, and the whole project is covered by our ${claimText.workmanshipWarranty}.`,
          },
        ],
      },
      features: {
        heading: "Outdoor projects we build",
        items: [
          {
            title: "Covered patios",
            text: "Solid roofs that match your house, with ceiling fans, lighting and stained tongue-and-groove ceilings.",
          },
          {
            title: "Pergolas and shade structures",
            text: "Cedar or aluminum pergolas and louvered roofs for partial shade where a solid roof would darken the house.",
          },
          {
            title: "Outdoor kitchens",
            text: "Grill islands finished in stone or stucco, with countertops, a sink, an outdoor refrigerator and a permitted gas line.",
          },
          {
            title: "Decks and hardscape",
            text: "Composite decks that won't splinter, stained or stamped concrete, pavers and flagstone.",
          },
          {
            title: "Fire features and lighting",
            text: "Outdoor fireplaces, fire pits and low-voltage landscape lighting for the cool evenings of spring and fall.",
          },
          {
            title: "Eco upgrades",
            text: "Shade for sun-facing windows, solar-ready patio roofs, efficient exterior doors and smart irrigation. Depending on the home, eco upgrades can reduce energy costs by 20-40%.",
          },
        ],
      },
      process: {
        heading: "How an outdoor living project runs",
        intro:
          "Outdoor work depends on the weather and on inspections before concrete is poured, so we plan the sequence to keep rain days from stacking up.",
        steps: [
          {
            title: "Site visit and design",
            text: "We look at sun, drainage, rooflines and utilities, then design the space and price it line by line.",
            duration: outdoorTime.design,
            phase: "design",
          },
          {
            title: "Permits and HOA approval",
            text: "Patio covers, gas lines and electrical usually need a city permit, and many HOAs must approve the plans first. We prepare and submit both applications; the approval itself is the city's and the HOA's decision.",
            duration: outdoorTime.permits,
            phase: "permits",
          },
          {
            title: "Site prep and foundation",
            text: "Excavation, grading for drainage, footings and slab or deck framing, inspected before any concrete is poured.",
            duration: "1-2 weeks",
            phase: "construction",
          },
          {
            title: "Structure and roof",
            text: "Posts, beams and roof framing, flashing into the existing roof, and roofing to match the house.",
            duration: "2-3 weeks",
            phase: "construction",
          },
          {
            title: "Utilities and finishes",
            text: "Gas and electrical, lighting and fans, the outdoor kitchen, stone, stain and paint.",
            duration: "1-3 weeks",
            phase: "construction",
          },
          {
            title: "Final inspection and walkthrough",
            text: "The city signs off, we finish the punch list and walk you through caring for the stone, wood and appliances.",
            duration: "1-2 days",
            phase: "construction",
          },
        ],
      },
      timelineNote: `Construction takes ${outdoorTime.construction}; a pergola sits at the short end, a covered patio with an outdoor kitchen at the long end. Design and the city and HOA approvals come first and take ${outdoorTime.beforeConstruction}, so plan on ${outdoorTime.total} in all. Concrete and roofing wait for dry weather, so spring storm season can add a few days.`,
      resources: {
        faqText: faqInvite,
        resourcesText:
          "Curious which eco upgrades pay off in a Dallas home? Our resources include a guide to eco-friendly remodeling, rebates and financing in Dallas.",
      },
      closing: {
        heading: "Make your backyard usable all summer",
        text: `Book a free ${inHomeMinutes} minute consultation. We'll look at where the sun falls, how the yard drains and where the utilities run, and give you a written estimate.`,
      },
      phoneFirst: false,
    },
    {
      slug: "tiny-homes",
      metaTitle: "Tiny Homes and Backyard Cottages in Dallas",
      metaDescription:
        "Tiny homes and backyard cottages in the Dallas area: 200-500 sq ft, built to code with full kitchens, real insulation and systems sized for Texas summers.",
      hero: {
        eyebrow: "Tiny Homes · Dallas, TX",
        heading: "Tiny Homes and Backyard Cottages, Built to Code",
        intro:
          "A guest house for visiting parents, a studio behind the house or a compact home on wheels: we build 200-500 sq ft homes with full kitchens, real insulation and systems sized for a Texas summer. Call us to talk through your lot and your plans.",
        imageId: "service-tiny-home",
      },
      why: {
        heading: "Small homes, built like real houses",
        intro:
          "A tiny home has every system a full house has, in a fraction of the space. That makes planning, insulation and ventilation matter more, not less.",
        points: [
          {
            title: "Zoning checked first",
            text: "Whether a backyard unit can be a guest house, a home office or a rental depends on your city's zoning and any HOA rules. We check before you pay for design.",
          },
          {
            title: "An envelope for Texas heat",
            text: "Spray-foam or rigid insulation, low-E windows and a right-sized ductless mini-split keep a small space from overheating in August and sweating in humid spring weather.",
          },
          {
            title: "Engineered foundations and trailers",
            text: "Backyard cottages sit on foundations designed for North Texas clay; homes on wheels are built on trailers rated for the finished weight.",
          },
          {
            title: "Full-size function",
            text: `Full kitchens, real showers, space for a washer and dryer and storage planned to the inch, covered by our ${claimText.workmanshipWarranty}.`,
          },
        ],
      },
      features: {
        heading: "What goes into our tiny homes",
        items: [
          {
            title: "Floor plans from 200 to 500 sq ft",
            text: "Single-level plans and sleeping lofts, laid out around how many people will live there and for how long.",
          },
          {
            title: "Full kitchens",
            text: "Apartment-size or full-size appliances, real counter space and a range hood vented outside.",
          },
          {
            title: "Full bathrooms",
            text: "Walk-in showers, full-size toilets and a ducted exhaust fan that keeps a small space dry.",
          },
          {
            title: "Utility connections",
            text: "For backyard units, water, sewer and electrical run from the main house under permit; for homes on wheels, standard RV-style hookups.",
          },
          {
            title: "Energy-efficient envelope",
            text: "Insulation, air sealing, low-E windows and a ductless mini-split for quiet, efficient heating and cooling.",
          },
          {
            title: "Storage and lofts",
            text: "Stairs with drawers, built-in beds, wall storage and lofts with enough headroom to sit up comfortably.",
          },
        ],
      },
      process: {
        heading: "How we build a tiny home",
        intro:
          "Most of the questions about a tiny home are about the lot and the rules, not the building. We answer those first, before you spend money on design.",
        steps: [
          {
            title: "Phone call and site review",
            text: "We talk through your plans by phone, then look at your lot: access for equipment, setbacks, utilities and where the unit can sit.",
            duration: "1-2 weeks",
            phase: "design",
          },
          {
            title: "Design and engineering",
            text: "Floor plan, finishes and structural drawings for the foundation or trailer, with an itemized estimate you approve before the build.",
            duration: "3-5 weeks",
            phase: "design",
          },
          {
            title: "Permits and paperwork",
            text: "For backyard units, plan review and permits with your city; for homes on wheels, the title and registration paperwork.",
            duration: tinyHomeTime.permits,
            phase: "permits",
          },
          {
            title: "Foundation or trailer and framing",
            text: "An engineered foundation or a trailer rated for the finished weight, then framing, roof, windows and doors.",
            duration: "3-5 weeks",
            phase: "construction",
          },
          {
            title: "Systems and insulation",
            text: "Plumbing, electrical, the mini-split and insulation, inspected before the walls close.",
            duration: "3-5 weeks",
            phase: "construction",
          },
          {
            title: "Finishes and move-in",
            text: "Cabinets, tile, flooring and appliances, utility hookups, final inspection and a walkthrough before you move in.",
            duration: "4-6 weeks",
            phase: "construction",
          },
        ],
      },
      timelineNote: `Building a tiny home takes ${tinyHomeTime.construction}, from the foundation or trailer to move-in. The site review and design (${tinyHomeTime.design}) and permits (${tinyHomeTime.permits}) come first, so most tiny home projects take ${tinyHomeTime.total} in all. Backyard units that need new sewer and electrical runs from the main house sit toward the long end, and permit review times vary by city.`,
      resources: {
        faqText: faqInvite,
        resourcesText:
          "Thinking about efficiency? Our resources include a guide to eco-friendly building in Dallas, from insulation to rebates and financing.",
      },
      closing: {
        heading: "Talk to us about your tiny home",
        text: `Call us for a ${discoveryCallMinutes}-minute discovery call. We'll talk through your lot and your plans, what a build like yours costs, and set up a site visit if it makes sense.`,
      },
      phoneFirst: true,
    },
  ];
}

export function getServicePage(facts: SiteFacts, slug: ServiceSlug): ServicePage {
  const page = servicePagesFor(facts).find((p) => p.slug === slug);
  if (!page) throw new Error(`No service page for ${slug}`);
  return page;
}
