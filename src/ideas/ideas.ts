import { categoryListing } from "@/lib/routing/category-listing";
import { localePath, type Localized } from "@/lib/i18n/locale";
import { ideasIndexIn } from "@/ideas/ideas-index";
import { perFacts, readPriceIfValid, formatSpan, timelineText, type SiteFacts } from "@/business";
import {
  ideaCategories,
  ideaGallery as gallery,
  ideaPageSet,
  type IdeaCategory,
  type IdeaPage,
} from "@/ideas/idea-schema";
import { ideaPageLabelsIn, spanishListStatus } from "@/ideas/idea-labels";
import { spanishIdeaPages } from "@/ideas/ideas-es";
import { wholeHomeResultCards } from "@/ideas/whole-home-results";
import { typicalProjects, type TypicalProject } from "@/ideas/typical-projects";

/**
 * The six idea pages and the cards on /ideas. Each page describes a typical project of its kind:
 * its timeline figure is that project's construction time, said as such, and where the copy
 * talks about design, permits or the whole job it reads the service's phases from timelines.ts.
 * No idea page quotes a budget below the service's starting price. The Spanish pages are built
 * in ideas-es.ts from the same figures (typical-projects.ts) and parsed by the same schema.
 */

export {
  ideaCategories,
  ideaPageSchema,
  ideaPath,
  ideaSlugs,
  type IdeaCategory,
  type IdeaPage,
  type IdeaSlug,
} from "@/ideas/idea-schema";

/** The labels every English idea page shares; each idea's own copy is in the builder below. */
export const ideaPageLabels = ideaPageLabelsIn.en;

/** The six English idea pages, with the owner's facts in their copy. */
function englishIdeaPages(facts: SiteFacts) {
  const { business, claimText } = facts;
  const walkthrough = `A final walkthrough and punch list, then our ${claimText.workmanshipWarranty} on the work`;
  const consultation = `A ${business.consultation.inHomeMinutes} minute in-home consultation, then a written, itemized estimate valid for ${business.estimates.validDays} days`;
  // A portal is promised only when the owner says they offer one.
  const updates = business.offersClientPortal
    ? {
        item: "Daily photos and direct messages with your project manager in the client portal",
        contact:
          "One project manager as your contact, and daily photos and direct messages in the client portal",
      }
    : {
        item: "Word from your project manager before each phase: what is coming, and when",
        contact:
          "One project manager as your contact, who tells you before each phase what is coming and when",
      };

  /** A typical project's figures (typical-projects.ts); its timeline is construction alone. */
  const stats = ({ construction, ...rest }: TypicalProject) => ({
    timeline: `${formatSpan(construction)} of construction`,
    ...rest,
  });
  const built = (typical: TypicalProject) => formatSpan(typical.construction);

  const { kitchen, bathroom, addition, wholeHome, outdoor, tinyHome } = typicalProjects(facts);

  const bathroomTime = timelineText("bathroom-remodeling");
  const additionTime = timelineText("home-additions");

  const kitchenPage = {
    slug: "kitchen-inspiration",
    category: "Kitchen",
    serviceSlug: "kitchen-remodeling",
    title: "Modern Kitchen Design Inspiration",
    metaTitle: "Modern Kitchen Design Ideas for Dallas Homes",
    metaDescription: `Kitchen remodel ideas for Dallas-area homes: four design styles, what a typical ${kitchen.investment} project includes, and what happens over its ${built(kitchen)} of construction.`,
    card: {
      title: "Modern Kitchen Design",
      description:
        "Open layouts, quartz counters and storage that fits how you cook, in kitchens of 150-300 sq ft.",
      budget: kitchen.investment,
      timeline: stats(kitchen).timeline,
      imageId: "idea-kitchen-1",
    },
    intro: `A typical kitchen project for us is a ${kitchen.size} kitchen in a 1970s-80s brick two-story in Richardson or Plano, or a 1950s-60s ranch in Lake Highlands, where a wall comes out, the layout is redrawn around how the family cooks, and cabinets, counters, lighting and flooring are all replaced. Construction on that project usually takes ${built(kitchen)}, and it costs ${kitchen.investment}. Use the styles and lists below to decide what you like before we meet; the final number depends on the size of the room, the cabinet line you choose and how much plumbing and electrical has to move.`,
    stats: stats(kitchen),
    styles: [
      {
        name: "Modern Minimalist",
        description:
          "Flat doors, hidden hardware and clear counters. The look only works when everything has a place, so we plan storage before finishes.",
        features: [
          "Slab-door cabinets with integrated pulls",
          "Quartz counters with a thin square edge",
          "Panel-ready appliances",
          "Dimmable under-cabinet LED strips",
        ],
      },
      {
        name: "Classic Traditional",
        description:
          "Shaker or inset doors, crown molding and warm painted or stained wood, suited to the traditional houses of Preston Hollow and Lakewood.",
        features: [
          "Painted inset or shaker cabinets",
          "Crown molding run to the ceiling",
          "Apron-front sink",
          "Natural stone or marble-look counters",
        ],
      },
      {
        name: "Transitional Blend",
        description:
          "Simple shaker doors, a neutral palette and one or two warm accents. It updates a 1990s-2000s kitchen in Allen or Plano without fighting the rest of the house.",
        features: [
          "White or greige shaker cabinets",
          "Island in a contrasting color",
          "Quartz with a soft vein",
          "Brushed brass or matte black hardware",
        ],
      },
      {
        name: "Industrial Chic",
        description:
          "Dark metal, open shelving and concrete-look surfaces. A good fit for open plans where the kitchen is on show from the living room.",
        features: [
          "Open steel or walnut shelving",
          "Concrete-look quartz or porcelain counters",
          "Black fixtures and metal pendants",
          "Handmade-look tile backsplash",
        ],
      },
    ],
    possibilities: [
      "Remove the wall between kitchen and family room, with a properly sized beam if it is load-bearing",
      "Turn a closed 1970s galley or U-shape into an L-shape with an island",
      "Add an island with seating, a prep sink or a beverage fridge",
      "Move the range to an outside wall so the hood vents outdoors",
      "Replace the soffits over old cabinets with cabinets that reach the ceiling",
      "Build a walk-in or cabinet pantry with pull-out shelves",
      "Set up a coffee or drinks station out of the cook's way",
      "Layer recessed, pendant and under-cabinet lighting on separate switches",
    ],
    expectations: [
      consultation,
      "Layout, cabinets, counters and fixtures chosen before demolition, so orders never hold up the crew",
      "A city permit for electrical and plumbing changes, with inspections before the walls are closed",
      "Help setting up a temporary kitchen in another room: fridge, microwave and a place to wash up",
      "Plastic dust walls and floor protection between the kitchen and the rest of the house",
      "Counters templated once the cabinets are set, then installed when the slabs are cut",
      updates.item,
      walkthrough,
    ],
    gallery: gallery("kitchen-inspiration", [
      "An island with seating where a wall once split the kitchen from the family room",
      "Shaker cabinets run to the ceiling in place of the old soffits",
      "A range on an outside wall with a hood that vents outdoors",
      "Open shelving and a coffee station kept clear of the cooking zone",
      "Recessed, pendant and under-cabinet lights on separate switches",
    ]),
  };

  const bathroomPage = {
    slug: "bathroom-inspiration",
    category: "Bathroom",
    serviceSlug: "bathroom-remodeling",
    title: "Luxury Bathroom Design Inspiration",
    metaTitle: "Luxury Bathroom Remodel Ideas in Dallas",
    metaDescription:
      "Luxury bathroom ideas for Dallas homes: spa showers, double vanities and four styles, plus the timeline, budget and steps of a typical primary bath remodel.",
    card: {
      title: "Luxury Bathroom Design",
      description:
        "Walk-in showers, double vanities and waterproofing built to stand up to Texas humidity.",
      budget: bathroom.investment,
      timeline: stats(bathroom).timeline,
      imageId: "idea-bathroom-1",
    },
    intro: `The typical project behind these ideas is an ${bathroom.size} primary bathroom in a 1990s-2000s house in Plano, Allen or Carrollton: the garden tub nobody uses comes out, a large walk-in shower goes in, the single vanity becomes a double, and the room gets real waterproofing and an exhaust fan vented outside. A full primary bath like this takes ${built(bathroom)} of construction and costs ${bathroom.investment}, because custom tile and glass take time; a simpler hall-bath refresh is often built in ${bathroomTime.construction}. Design, ordering and permits come first and add ${bathroomTime.beforeConstruction}.`,
    stats: stats(bathroom),
    styles: [
      {
        name: "Spa Retreat",
        description:
          "Warm wood tones, stone-look tile and soft, dimmable light for a bath that slows you down at the end of the day.",
        features: [
          "Curbless walk-in shower with a rain head",
          "Freestanding soaking tub",
          "Heated tile floor",
          "Built-in shower bench",
        ],
      },
      {
        name: "Modern Minimalist",
        description:
          "Large-format tile, a floating vanity and frameless glass: fewer grout lines and less to clean.",
        features: [
          "Floating vanity with drawers",
          "Large-format porcelain tile",
          "Linear shower drain",
          "Frameless fixed glass panel",
        ],
      },
      {
        name: "Classic Elegance",
        description:
          "Marble looks, framed mirrors and polished nickel, at home in the traditional houses of Preston Hollow and the Park Cities.",
        features: [
          "Marble or marble-look porcelain",
          "Furniture-style vanity",
          "Polished nickel fixtures",
          "Wainscoting or picture-frame molding",
        ],
      },
      {
        name: "Contemporary Chic",
        description:
          "Patterned tile, bold fixtures and statement lighting for a bath with personality that still reads as clean.",
        features: [
          "Patterned or handmade-look accent tile",
          "Matte black or brushed gold fixtures",
          "Backlit mirror",
          "Wall-hung toilet where framing allows",
        ],
      },
    ],
    possibilities: [
      "Replace an unused garden tub with a large walk-in shower",
      "Build a curbless, zero-step shower that still works as you age",
      "Swap a single sink for a double vanity with drawer storage",
      "Give the toilet its own enclosed water closet",
      "Add heated tile floors on a programmable thermostat",
      "Build a niche and a bench into the shower walls",
      "Add blocking in the walls now so grab bars can go in later",
      "Vent a properly sized exhaust fan outside, on a timer or humidity sensor",
    ],
    expectations: [
      consultation,
      "Wet areas taken down to the studs, so any leak damage or rot behind old tile is found and fixed",
      "A waterproofing membrane on shower walls and floor, flood-tested before any tile is set",
      "A city plumbing inspection when drains or supply lines move",
      "Tile taking the largest share of the schedule, since it is set, cured and grouted in stages",
      "Shower glass measured after the tile is finished, then made to fit",
      "If this is your only bathroom, a plan agreed up front for the days it is out of use",
      walkthrough,
    ],
    gallery: gallery("bathroom-inspiration", [
      "A curbless walk-in shower where a garden tub used to sit",
      "A floating double vanity with deep drawers",
      "A shower niche and bench built into the tiled wall",
      "A freestanding tub under a window with privacy glass",
      "Heated tile floor and an enclosed water closet",
    ]),
  };

  const additionPage = {
    slug: "addition-inspiration",
    category: "Addition",
    serviceSlug: "home-additions",
    title: "Home Addition Design Inspiration",
    metaTitle: "Home Addition Ideas for Dallas-Area Homes",
    metaDescription:
      "Home addition ideas for the Dallas area: primary suites, second stories, sunrooms and in-law suites, with the timeline, budget and steps of a typical addition.",
    card: {
      title: "Home Additions",
      description:
        "Primary suites, second stories and in-law suites on foundations engineered for North Texas clay.",
      budget: addition.investment,
      timeline: stats(addition).timeline,
      imageId: "idea-addition-1",
    },
    intro: `A typical addition adds ${addition.size} to a 1950s-60s ranch in Lake Highlands or Richardson, or to a 1970s-80s brick two-story in Garland or Mesquite: a primary suite at the back of the house, a bigger family room, or a second story where the lot has no room to build out. Construction usually takes ${built(addition)} and the project costs ${addition.investment}; plans, engineering and the city permit come first and add ${additionTime.beforeConstruction}. North Texas expansive clay swells when wet and shrinks in drought, so every addition sits on a foundation designed by a structural engineer and is tied carefully into the existing house. Every addition carries our ${claimText.workmanshipWarranty} and our ${claimText.structuralWarranty}.`,
    stats: stats(addition),
    styles: [
      {
        name: "Master Suite",
        description:
          "A bedroom, bath and walk-in closet at the back of the house, away from the kids' rooms and the street.",
        features: [
          "Bedroom with a vaulted or tray ceiling",
          "Private bath with a walk-in shower",
          "Walk-in closet",
          "Its own heating and cooling zone",
        ],
      },
      {
        name: "Second Story",
        description:
          "Build up when the lot leaves no room to build out. The existing foundation and framing carry the new floor, so an engineer checks them first.",
        features: [
          "Engineer's review of foundation and framing",
          "A stair placed to keep the downstairs plan working",
          "Bedrooms, bath and a game room upstairs",
          "A roofline that fits the street",
        ],
      },
      {
        name: "Sunroom",
        description:
          "A bright room off the living area that is insulated and conditioned, so it is usable in August, not just in April.",
        features: [
          "Low-E glass to cut heat gain",
          "Insulated roof, not a thin patio cover",
          "Mini-split or ducted heating and cooling",
          "Flooring that matches the house",
        ],
      },
      {
        name: "In-Law Suite",
        description:
          "A bedroom, bath and kitchenette for a parent or adult child, with a private entrance and step-free access.",
        features: [
          "Private entrance",
          "Step-free entry and curbless shower",
          "Kitchenette",
          "Sound insulation from the main house",
        ],
      },
    ],
    possibilities: [
      "A ground-floor primary suite so you can stay in the house as you age",
      "A larger family room or kitchen pushed out toward the back yard",
      "A second story over a single-story ranch",
      "A home office with its own outside entrance",
      "A garage converted and extended into living space, where zoning allows",
      "An in-law suite with a kitchenette and private entrance",
      "A conditioned sunroom with its own heating and cooling",
      "A bonus room or game room over the garage",
    ],
    expectations: [
      "A site visit to check setbacks, easements, lot drainage and the condition of the existing foundation",
      "Architectural drawings and structural engineering completed before the permit application",
      "A foundation engineered for expansive clay, with a soil report when the engineer calls for one",
      "City inspections at foundation, framing, mechanical rough-in, insulation and final",
      "The opening into the existing house sealed off until the new space is weather-tight",
      "Brick and shingles matched as closely as possible, with samples shown before ordering",
      "An HVAC check: extend the existing system if it has capacity, or add a separate unit",
      `Our ${claimText.workmanshipWarranty} plus the ${claimText.structuralWarranty}`,
    ],
    gallery: gallery("addition-inspiration", [
      "A primary suite added to the back of a single-story ranch",
      "A second story with a roofline that matches the original house",
      "A conditioned sunroom with low-E glass off the living room",
      "An in-law suite with its own step-free entrance",
      "Matched brick where the addition meets the original wall",
    ]),
  };

  const wholeHomeTime = timelineText("whole-home-renovation");

  const wholeHomePage = {
    slug: "whole-home-inspiration",
    category: "Full Home",
    serviceSlug: "whole-home-renovation",
    title: "Whole-Home Renovation Inspiration",
    metaTitle: "Whole-Home Renovation Ideas for Dallas Houses",
    metaDescription:
      "Whole-home renovation ideas for Dallas houses: four styles, interior and exterior updates, and the timeline and budget of a typical full-house project.",
    card: {
      title: "Whole-Home Renovation",
      description:
        "One plan and one team to update the layout, systems and finishes of the entire house.",
      budget: wholeHome.investment,
      timeline: stats(wholeHome).timeline,
      imageId: "idea-whole-home-1",
    },
    intro: `A typical whole-home project takes a 1950s-60s ranch in Lake Highlands or Casa Linda, or a 1970s-80s two-story in Richardson, down to its bones and brings it up to date in one go: a more open plan, new kitchen and baths, updated wiring, plumbing and HVAC, and new finishes throughout, for ${wholeHome.investment}. Construction on a project like this takes ${built(wholeHome)}. The assessment, design, selections and permits come first and take ${wholeHomeTime.beforeConstruction}, so most whole-home projects run ${wholeHomeTime.total} from first meeting to move-in.`,
    stats: stats(wholeHome),
    styles: [
      {
        name: "Modern Farmhouse",
        description:
          "Board-and-batten, black windows, white oak and shaker cabinets. It suits ranch houses with long, low rooflines.",
        features: [
          "Board-and-batten or painted brick exterior",
          "Black-framed windows",
          "White oak floors",
          "Shaker cabinets and an apron sink",
        ],
      },
      {
        name: "Contemporary",
        description:
          "Clean lines, large windows and open rooms, with beams hidden in the ceiling where the structure allows.",
        features: [
          "Open kitchen, dining and living",
          "Flush beams in place of removed walls",
          "Flat-panel doors and minimal trim",
          "Larger window openings",
        ],
      },
      {
        name: "Traditional",
        description:
          "Defined rooms, detailed millwork and classic proportions, fitting for the older homes of Lakewood, the M Streets and Kessler Park.",
        features: [
          "Crown molding and wainscoting",
          "A formal dining room kept as a real room",
          "Hardwood floors refinished or replaced",
          "Paneled doors and period hardware",
        ],
      },
      {
        name: "Transitional",
        description:
          "Traditional proportions with simpler, lighter finishes. Easy to live with, and at home in most 1990s-2000s suburban floor plans.",
        features: [
          "Neutral palette with warm wood accents",
          "Shaker cabinets and quartz counters",
          "Updated lighting throughout",
          "One floor finish across the main level",
        ],
      },
    ],
    possibilities: [
      "Open the kitchen, dining and living rooms into one connected space",
      "Add a bathroom or a larger primary suite inside the existing footprint",
      "Replace an outdated electrical panel and wiring",
      "Replace aging cast-iron drain lines under the slab of an older house",
      "Resize HVAC and ductwork for the new layout",
      "Insulate and air-seal while walls and attic are open",
      "Run one floor finish through the house without transitions",
      "Refresh the exterior with paint, windows, doors and a new entry",
    ],
    expectations: [
      `Construction of a typical project takes ${built(wholeHome)}; with the assessment, design, selections and permits, plan on ${wholeHomeTime.total} in all`,
      "Design and a fixed scope agreed before demolition, so the budget is set before walls come down",
      "A decision on where you live: most families move out for the heavy phases, and some projects are phased so you can stay",
      "A contingency set aside for what older houses hide, and anything we find shown to you before we act on it",
      "A foundation check on clay soil, with a specialist's evaluation before finish work if the house has moved",
      "Building, electrical, plumbing and mechanical permits and inspections",
      updates.contact,
      walkthrough,
    ],
    gallery: gallery("whole-home-inspiration", [
      "An open kitchen, dining and living space where three rooms used to be",
      "A ranch exterior updated with painted brick and black-framed windows",
      "One floor finish carried through the whole main level",
      "A primary suite carved out of the existing footprint",
      "A new front entry and door on an updated facade",
    ]),
    interiorList: [
      "Kitchen with a new layout, cabinets and counters",
      "Updated bathrooms throughout",
      "New flooring across every room",
      "Interior doors, trim and paint",
      "Lighting plan and electrical panel upgrade",
      "Plumbing supply and drain replacement",
      "New HVAC equipment and ductwork",
      "Insulation and air sealing",
    ],
    exteriorList: [
      "Painted brick or new siding",
      "Energy-efficient replacement windows",
      "New front door and entry",
      "Impact-resistant roofing for hail season",
      "Gutters and grading that carry water away from the foundation",
      "Walkways and landscape lighting",
      "Covered patio off the main living area",
    ],
    roiCards: wholeHomeResultCards(facts.business.wholeHomeResults, "en"),
    resultsConfirmed: facts.business.wholeHomeResults.confirmed,
  };

  const outdoorPage = {
    slug: "outdoor-inspiration",
    category: "Outdoor",
    serviceSlug: "outdoor-living",
    title: "Outdoor Living Design Inspiration",
    metaTitle: "Outdoor Living Ideas for Dallas Backyards",
    metaDescription:
      "Outdoor living ideas for Dallas backyards: covered patios, outdoor kitchens and decks, how each works through the seasons, and a typical project's cost.",
    card: {
      title: "Outdoor Living Spaces",
      description:
        "Covered patios, outdoor kitchens and decks you can use from spring into late fall.",
      budget: outdoor.investment,
      timeline: stats(outdoor).timeline,
      imageId: "idea-outdoor-1",
    },
    intro: `A typical outdoor project turns ${outdoor.size} of bare concrete and lawn behind a Dallas-area house into a room you actually use: a covered patio tied into the roofline, ceiling fans and lighting, and often an outdoor kitchen or fire feature. Construction takes ${built(outdoor)} and the project costs ${outdoor.investment}, depending on whether the space is covered, how much concrete is poured and whether gas and water have to be run. Shade and drainage matter more here than anywhere: a solid roof plus shades on the west side make summer evenings bearable, and a slab sloped away from the house protects a foundation on clay soil.`,
    stats: stats(outdoor),
    styles: [
      {
        name: "Entertainment Deck",
        description:
          "A large, level deck with room for a dining table, lounge seating and a covered TV wall for hosting on summer evenings.",
        features: [
          "Composite decking that will not splinter",
          "Covered area with ceiling fans",
          "Weather-rated TV wall and outlets",
          "Built-in benches and step lights",
        ],
      },
      {
        name: "Outdoor Kitchen",
        description:
          "A grill station with counter space, a sink and a fridge, so the cook stays with the guests instead of running inside.",
        features: [
          "Built-in grill on a natural gas line",
          "Granite or concrete counters",
          "Outdoor-rated refrigerator",
          "Vent hood when under a roof",
        ],
      },
      {
        name: "Relaxation Patio",
        description:
          "A shaded patio with a fire feature, comfortable seating and soft light for quiet evenings.",
        features: [
          "Stained concrete or pavers",
          "Gas or wood-burning fire feature",
          "Pergola or louvered roof for shade",
          "Low-voltage landscape lighting",
        ],
      },
      {
        name: "Garden Retreat",
        description:
          "Paths, plantings and a quiet seating spot, planted with native and drought-tolerant Texas plants that survive August.",
        features: [
          "Native and adapted plants",
          "Drip irrigation on a smart controller",
          "Flagstone or decomposed granite paths",
          "Rainwater collection barrels",
        ],
      },
    ],
    possibilities: [
      "A covered patio that extends the house roofline",
      "A pergola or louvered roof for adjustable shade",
      "An outdoor kitchen with grill, sink and refrigerator",
      "A gas or wood-burning outdoor fireplace",
      "Ceiling fans, radiant heaters and outdoor-rated lighting",
      "A new patio slab to replace one cracked by clay soil movement",
      "A multi-level deck over a sloping yard",
      "A screened porch that keeps out mosquitoes on summer evenings",
    ],
    expectations: [
      "A check of HOA rules, setbacks and easements before design",
      "A city permit for covered structures, electrical and gas work",
      "Underground utility lines marked before anyone digs",
      "Concrete pours scheduled early in the morning during summer heat",
      "Spring storms sometimes moving a pour or roofing day by a few days",
      "Grading and drainage planned so water runs away from the house",
      updates.item,
      walkthrough,
    ],
    gallery: gallery("outdoor-inspiration", [
      "A covered patio tied into the roofline with ceiling fans",
      "An outdoor kitchen with grill, sink and stone counters",
      "A fire feature surrounded by built-in seating",
      "A composite deck stepping down a sloped yard",
      "Native plantings and a flagstone path to a shaded bench",
    ]),
    seasons: [
      {
        season: "Spring",
        title: "Build before the heat",
        text: "March to May is ideal building weather, but it is also storm and hail season, so we plan concrete and roofing days around the forecast. Designs finished over the winter are ready to start as the weather turns.",
      },
      {
        season: "Summer",
        title: "Shade comes first",
        text: "Dallas summers bring long stretches of triple-digit heat. A solid roof, ceiling fans and shades on the west side make a patio usable in the evening; a bare pergola alone will not.",
      },
      {
        season: "Fall",
        title: "The best months outside",
        text: "October and November bring the mild evenings Dallas backyards are built for. Steady, drier weather also makes fall a good time to build, so the space is ready for the next spring.",
      },
      {
        season: "Winter",
        title: "Ready for a hard freeze",
        text: "Winters are mostly mild, but hard freezes do happen. Outdoor kitchen plumbing gets shutoffs and drains, materials are chosen to take a freeze, and a fire feature or gas heaters keep cool evenings comfortable.",
      },
    ],
  };

  const tinyHomeTime = timelineText("tiny-homes");

  const tinyHomePage = {
    slug: "tiny-home-inspiration",
    category: "Tiny Home",
    serviceSlug: "tiny-homes",
    title: "Tiny Home Design Inspiration",
    metaTitle: "Dallas Tiny Home and Backyard Cottage Ideas",
    metaDescription:
      "Tiny home ideas for Dallas-area lots: guest houses, studios and compact homes in four styles, with efficient features and the budget of a typical build.",
    card: {
      title: "Tiny Home Designs",
      description: "Backyard guest houses, studios and compact homes with full kitchens and baths.",
      budget: tinyHome.investment,
      timeline: stats(tinyHome).timeline,
      imageId: "idea-tiny-home-1",
    },
    intro: `A typical tiny home is a ${tinyHome.size} guest house or studio on a permanent foundation in the back yard, with a full kitchen, a full bath, a sleeping loft or bedroom, and insulation and cooling sized for a Texas summer. The build takes ${built(tinyHome)} and costs ${tinyHome.investment}. Before that comes the zoning check: whether a second dwelling is allowed on your lot, and whether it can be rented or is for family use only, depends on your city and any HOA rules. With the site review, design and permits (${tinyHomeTime.beforeConstruction}), most tiny home projects take ${tinyHomeTime.total} in all.`,
    stats: stats(tinyHome),
    styles: [
      {
        name: "Modern Minimalist",
        description:
          "A shed roof, large windows and built-ins everywhere, so a small floor plan never feels cluttered.",
        features: [
          "Shed roof with clerestory windows",
          "Storage built under stairs and beds",
          "Compact, full-function appliances",
          "Sliding and pocket doors",
        ],
      },
      {
        name: "Rustic Cabin",
        description:
          "Wood siding, a covered porch and warm interiors; a weekend-cabin feel a few steps from the main house.",
        features: [
          "Board-and-batten or cedar siding",
          "Covered front porch",
          "Exposed ceiling beams",
          "Wood-look plank floors",
        ],
      },
      {
        name: "Industrial Chic",
        description:
          "Metal siding, concrete-look floors and steel accents: durable, low-maintenance and easy to keep clean.",
        features: [
          "Standing-seam or corrugated metal siding",
          "Concrete-look floors",
          "Steel stair or ladder to the loft",
          "Open shelving",
        ],
      },
      {
        name: "Scandinavian",
        description:
          "Light woods, white walls and simple forms that make a small room feel larger and brighter.",
        features: [
          "White oak or birch finishes",
          "Light walls and ceilings",
          "Large windows for daylight",
          "Built-in, multi-use furniture",
        ],
      },
    ],
    possibilities: [
      "A backyard guest house for visiting family",
      "A home office or studio away from the main house",
      "Independent living for an aging parent close to family",
      "A rental unit, where your city's zoning allows it",
      "A weekend home on a rural lot outside the city",
      "A sleeping loft that frees up the main floor",
      "A full kitchen and bath in under 400 sq ft",
      "A build on a trailer for owners who may move it later",
    ],
    expectations: [
      "A zoning and HOA check before any design work",
      "Foundation or trailer decided early, since it changes the code, permits and cost",
      "Utility connections planned: shared with the main house or separately metered",
      "A ductless mini-split sized for a small, well-sealed space",
      "Cabinets and storage built to fit each wall",
      "On a foundation, inspections at the same stages as a full-size house",
      updates.item,
      walkthrough,
    ],
    gallery: gallery("tiny-home-inspiration", [
      "A backyard guest house with a shed roof and covered porch",
      "A full kitchen with compact appliances and open shelving",
      "A sleeping loft reached by a steel stair",
      "A walk-in shower in a compact full bath",
      "A studio with large windows and built-in storage",
    ]),
    sustainableFeatures: [
      "Spray-foam or continuous exterior insulation",
      "Ductless mini-split heat pump",
      "Low-E, double-pane windows",
      "Solar-ready roof and wiring",
      "Reflective metal roof to cut summer heat gain",
      "Heat-pump or tankless water heater",
      "Low-flow faucets, shower and toilet",
      "LED lighting throughout",
    ],
    lifestyleCards: [
      {
        title: "Lower running costs",
        text: "A small, well-insulated space costs little to cool in summer, heat in winter and keep up year after year.",
      },
      {
        title: "Family close, privacy kept",
        text: "A parent, adult child or guest gets their own door, kitchen and bath a few steps from the main house.",
      },
      {
        title: "Space that earns its keep",
        text: "An office, studio or, where allowed, a rental that makes use of the back yard you already own.",
      },
    ],
  };

  return [kitchenPage, bathroomPage, additionPage, wholeHomePage, outdoorPage, tinyHomePage];
}

const builders: Localized<(facts: SiteFacts) => unknown> = {
  en: englishIdeaPages,
  es: spanishIdeaPages,
};

/** The six idea pages in the facts' edition; both editions answer to the same schema here. */
export const ideaPagesFor = perFacts((facts): readonly IdeaPage[] =>
  ideaPageSet.parse(builders[facts.locale](facts)),
);

/**
 * Why these facts' prices would contradict an idea page, or null: a typical project's budget
 * starts at or above its service's starting price and is a range that rises. The owner's prices
 * are checked against it when saved (services/collection.ts).
 */
export function ideaBudgetProblem(facts: SiteFacts): string | null {
  for (const page of ideaPagesFor(facts)) {
    const { investment } = page.stats;
    const { startingAmount, startingPrice } = facts.services[page.serviceSlug];
    const budget = readPriceIfValid(investment);
    if (!budget || budget.min < startingAmount || (budget.max ?? Infinity) <= startingAmount)
      return `The idea page "${page.title}" quotes a typical project at ${investment}; a starting price of ${startingPrice} would contradict it.`;
  }
  return null;
}

/** Accepts any string so a dynamic route can pass its param and render notFound() on undefined. */
export function getIdeaPage(facts: SiteFacts, slug: string): IdeaPage | undefined {
  return ideaPagesFor(facts).find((page) => page.slug === slug);
}

/** The `?category=` value on /ideas: "Full Home" becomes "full-home". */
export const categoryParam = (category: IdeaCategory) =>
  category.toLowerCase().replace(/\s+/g, "-");

/** The /ideas cards for a `?category=` value (unknown or missing: every card) and its filter. */
export function ideasListing(facts: SiteFacts, requested: string | string[] | undefined) {
  const { locale } = facts;
  const labels = ideaPageLabelsIn[locale];
  const listing = categoryListing({
    path: localePath(locale, "/ideas"),
    requested,
    allLabel: ideasIndexIn[locale].allLabel,
    categories: ideaCategories.map((category) => ({
      label: labels.category(category),
      param: categoryParam(category),
    })),
    items: ideaPagesFor(facts),
    categoryOf: (idea) => categoryParam(idea.category),
    noun: labels.listNoun,
  });
  if (locale === "en") return listing;
  // The shared listing words its announcement in English; the Spanish list says its own.
  const active = listing.links.slice(1).find((link) => link.current);
  return { ...listing, status: spanishListStatus(listing.visible.length, active?.label) };
}
