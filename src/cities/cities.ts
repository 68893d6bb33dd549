import {
  cityPath,
  citySlugs,
  perFacts,
  timelineText,
  type CitySlug,
  type SiteFacts,
} from "@/business";
import type { Localized } from "@/lib/i18n/locale";
import { spanishCityPages } from "./cities-es";
import { cityPageSet, type CityPage } from "./city-page-schema";

export { cityPageSchema, type CityPage } from "./city-page-schema";

/**
 * What differs between the seven city pages (/service-area/<city>-remodeling-contractor). The
 * badge, H1, buttons, trust badges, service cards and consultation note come from the shared
 * template; everything here is local to one city so the pages are not doorway pages: real
 * neighborhoods, the housing stock of each era, the city's permit office and a representative
 * project. Nothing here names a client or a measured result.
 */
const kitchenTime = timelineText("kitchen-remodeling");
const bathroomTime = timelineText("bathroom-remodeling");
const additionTime = timelineText("home-additions");
const wholeHomeTime = timelineText("whole-home-renovation");
const outdoorTime = timelineText("outdoor-living");

/** The closing section says the same four promises everywhere, addressed to the city and its permit office. */
const closingBullets = ({ business, claimText }: SiteFacts, city: string, permitOffice: string) => [
  `Free in-home consultation at your ${city} home and a written, itemized estimate valid for ${business.estimates.validDays} days`,
  `We pull the permits and schedule every inspection with ${permitOffice}`,
  `${claimText.workmanshipWarranty} on every project, plus a ${claimText.structuralWarranty}`,
  `Registered and insured, with ${claimText.years} of experience and a ${claimText.rating}`,
];

const pagesFor = (facts: SiteFacts) => {
  const { claimText } = facts;
  return [
    {
      slug: "plano",
      city: "Plano",
      county: "Collin County",
      heroIntro:
        "Most of Plano went up between the mid-1970s and 2000, so the house we usually walk into is a brick two-story with a builder-grade kitchen, a garden tub nobody uses and a slab that has spent decades riding the clay. We remodel those homes from Dallas North Estates to Willow Bend, with a written scope before demolition and permits through the City of Plano.",
      neighborhoods: {
        heading: "Plano neighborhoods we work in",
        intro:
          "Plano was built in waves that moved west and north from the old downtown, and each wave left a recognizable house with its own list of things to fix.",
        items: [
          {
            name: "Downtown Plano and Haggard Park",
            note: "The oldest streets in the city, with early-1900s frame houses and small postwar homes near the DART station. Owners want modern kitchens and baths without losing original trim, windows and porches, and pier-and-beam floors often need leveling first.",
          },
          {
            name: "Dallas North Estates",
            note: "A large 1970s subdivision between Independence Parkway and Alma Drive, south of 15th Street. Single-story and two-story brick homes with closed-off rooms; the usual project removes the wall between a galley kitchen and the den and replaces an original electrical panel.",
          },
          {
            name: "Los Rios",
            note: "East Plano homes from the 1980s along Los Rios Boulevard, near the former Los Rios golf course the city bought for parkland. Larger lots and many original primary baths with cultured-marble vanities and fiberglass tubs, so bathroom remodels and covered patios lead the list.",
          },
          {
            name: "Willow Bend",
            note: "West Plano custom and semi-custom homes from the 1990s and 2000s near Park Boulevard and the Dallas North Tollway. Big houses with formal rooms families no longer use; owners convert the formal living and dining rooms, rework large kitchens and add outdoor kitchens.",
          },
          {
            name: "Legacy area",
            note: "Northwest Plano near Legacy Drive, built from the late 1990s into the 2000s, plus newer townhomes around Legacy West. The structure is still young, so work is mostly finish-level – kitchens, baths and primary suites – with HOA review for anything outside.",
          },
        ],
      },
      housingStock: {
        heading: "How Plano homes were built",
        paragraphs: [
          "Plano turned from a small farm town into a large suburb in about twenty-five years. The dominant house is a brick-veneer, wood-framed one- or two-story on a concrete slab with a rear garage off the alley: eight-foot ceilings and a formal living room in the 1970s homes, two-story family rooms and a formal dining room in the 1990s ones.",
          "Each era brings its own repair list. Homes from the 1970s and early 1980s often have electrical panels at capacity, undersized ductwork and single-pane aluminum windows. Late-1980s and 1990s homes tend to have builder-grade oak or thermofoil cabinets, cultured-marble vanity tops, drop-in garden tubs and shower pans that have leaked slowly for years. Polybutylene supply pipe, widely used from the late 1970s to the mid-1990s, is worth finding before any kitchen or bath project.",
          "The Blackland Prairie clay under Plano swells when wet and shrinks in drought, so sticking doors, cracks at drywall corners and brick separating at window heads are common. We check for active movement before moving walls or setting tile, and when a foundation needs repair we get a structural engineer's plan first so the remodel is not undone by the next dry summer.",
        ],
      },
      permits: {
        heading: "Permits and inspections in Plano",
        text: "Residential permits and inspections in Plano go through the City of Plano's Building Inspections department. Structural changes such as removing a load-bearing wall, new or altered electrical circuits, plumbing work including moving a drain or replacing a water heater, and HVAC changes all need a permit, as do additions, patio covers and outdoor kitchens with gas or power. Many Plano subdivisions also have an HOA that reviews exterior changes. We pull the permits, schedule each inspection, meet the inspector on site, and prepare and submit the HOA application.",
      },
      localProject: {
        heading: "A typical Plano project",
        title: "Opening a 1970s kitchen to the den",
        neighborhood: "Dallas North Estates",
        text: `A typical kitchen project in Dallas North Estates starts with a closed U-shaped kitchen, a soffit full of ductwork and a wall between the kitchen and the den. We confirm whether the wall carries roof load, reroute the duct through the attic and, where needed, install an engineered beam so the wall can come out. The original panel rarely has room for a modern kitchen, so a service upgrade and new dedicated circuits go in under an electrical permit. The finished room usually has an island or peninsula with seating, shaker cabinets to the ceiling, quartz counters, recessed LED lighting and one floor running through kitchen and den. Expect ${kitchenTime.construction} of work once materials are on site.`,
        serviceSlug: "kitchen-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Plano",
        "the City of Plano's Building Inspections department",
      ),
      faqs: [
        {
          question: "Is my 1990s Plano home worth remodeling, or should we move?",
          answer:
            "When the location, the school zone and the lot still work for your family, remodeling usually wins. A 1990s Plano two-story generally has sound framing; what has aged is the finishes, the fixtures and a layout built around formal rooms. Converting the dining room, redoing the kitchen and rebuilding the primary bath can cost less than the commissions, closing costs and moving expenses of trading up nearby, and our written estimate lets you compare the real numbers.",
        },
        {
          question: "Can you replace polybutylene pipe while we remodel?",
          answer:
            "Yes, and a remodel is the cheapest time to do it. Gray polybutylene supply line was common in Plano homes built from the late 1970s through the mid-1990s and is prone to failing at its fittings. With the kitchen or bath walls already open, our plumber can repipe those rooms in PEX back to the manifold or main, and quote the rest of the house as a separate line item so you can decide whether to finish the job now.",
        },
      ],
    },
    {
      slug: "allen",
      city: "Allen",
      county: "Collin County",
      heroIntro:
        "Allen was a town of under 20,000 people in 1990, so most of its houses are 1990s and 2000s builds in master-planned neighborhoods, with HOAs, architectural committees and builder-grade finishes that are now twenty to thirty years old. We remodel them in Twin Creeks, StarCreek, Montgomery Farm and across the city, and handle both the City of Allen permit and the HOA application.",
      neighborhoods: {
        heading: "Allen neighborhoods we work in",
        intro:
          "Allen's housing is younger than its neighbors' and mostly sits inside master-planned communities, which shapes both what owners remodel and what approvals a project needs.",
        items: [
          {
            name: "Twin Creeks",
            note: "Allen's largest master-planned community, west of US 75 around Twin Creeks Golf Club, built in phases from 1993. Brick two-stories, many on golf-course lots; owners replace first-generation kitchens, rebuild primary baths and add covered patios and outdoor kitchens facing the course.",
          },
          {
            name: "StarCreek",
            note: "A 2000s master-planned neighborhood whose modification committee reviews exterior changes down to the stone used on retaining walls. Kitchens and game-room conversions are common inside; patio covers, windows and anything else visible from the street go to the committee first.",
          },
          {
            name: "Montgomery Farm",
            note: "A conservation-minded community begun in the mid-2000s on a former family horse farm along Bethany Drive, west of US 75, with energy-efficiency standards for its homes. Owners ask for remodels that keep that standard: high-efficiency HVAC, better attic insulation and water-saving fixtures.",
          },
          {
            name: "Central Allen near Main Street",
            note: "The original town center east of US 75, where the older houses are 1970s and 1980s ranches and two-stories, many outside any HOA. These are the Allen homes most likely to need a full kitchen gut, new windows or a whole-home update.",
          },
        ],
      },
      housingStock: {
        heading: "How Allen homes were built",
        paragraphs: [
          "Because Allen's growth came late, the typical house here is a brick two-story from the mid-1990s to the late 2000s, wood-framed on a post-tensioned slab, with a vaulted family room, a formal dining room, a game room upstairs and builder-grade finishes throughout: flat-panel oak or maple cabinets, laminate or early granite counters and fiberglass tub-shower units in the secondary baths.",
          "There are fewer hidden problems than in older cities, but the Collin County clay still moves these slabs. We see cracked tile following a slab crack, gaps at crown molding and out-of-square doors in homes that have never had foundation work. Original air-conditioning systems and water heaters from the 2000s are reaching the end of their service life just as owners start remodeling, so we often plan the equipment and duct changes into the same project.",
          "The other constant is the HOA. Master-planned communities record deed restrictions that control exterior materials, colors, patio covers, fences and sometimes window styles. Interior remodels rarely need HOA approval; anything that changes the outside of the house almost always does, and the review runs on the committee's calendar, not ours.",
        ],
      },
      permits: {
        heading: "Permits and inspections in Allen",
        text: "In Allen, residential permits, plan review and inspections are handled by the City of Allen's Building Services division, also referred to as Building Inspections. Structural work, additions, new electrical circuits, plumbing changes, water heater and HVAC replacements, patio covers and outdoor kitchens with gas or power all need a permit, and contractors must register with the city before they can pull one. In master-planned neighborhoods the HOA's architectural or modification committee must also approve exterior work. We register, pull the permits, schedule inspections, and prepare and submit the HOA application with drawings and samples so both reviews move in parallel.",
      },
      localProject: {
        heading: "A typical Allen project",
        title: "Covered patio and outdoor kitchen on a golf-course lot",
        neighborhood: "Twin Creeks",
        text: `A typical outdoor living project in Twin Creeks replaces a small slab patio with a covered patio tied into the roofline of the house, matched in brick and shingles so the HOA sees one consistent elevation. We submit drawings and samples to the architectural committee, then pull the building, electrical and gas permits with the city. The cover is engineered for wind, drained into the gutters and set over a new slab doweled into the old one, and an outdoor kitchen with a grill, refrigerator and stone counter goes beneath it. A ceiling fan, recessed lights and an infrared heater stretch the season at both ends. Construction takes ${outdoorTime.construction} once the HOA and the city approve, and ${outdoorTime.total} in all.`,
        serviceSlug: "outdoor-living",
      },
      closingBullets: closingBullets(
        facts,
        "Allen",
        "the City of Allen's Building Services division",
      ),
      faqs: [
        {
          question: "Does my Allen HOA have to approve my remodel?",
          answer:
            "Interior work such as a kitchen or bathroom usually needs only the city permit. Anything that changes the exterior – a patio cover, a room addition, new windows, a different brick or paint color, an outdoor kitchen – normally needs written approval from your HOA's architectural or modification committee first. Review can take several weeks, so we submit the application with drawings, a site plan and material samples as soon as the design is set, and we do not start exterior work until the approval letter is in hand.",
        },
        {
          question: "My Allen house is only twenty years old. Why does it need work already?",
          answer:
            "Builder-grade finishes and equipment were chosen for the day of sale, not for decades of family life. By now cabinet finishes are worn, garden tubs sit unused, shower pans and grout have started to fail and the original air-conditioning systems are near the end of their life. The structure is usually sound, which keeps an Allen remodel focused on layout, finishes and efficient equipment rather than repairs hidden behind the walls.",
        },
      ],
    },
    {
      slug: "richardson",
      city: "Richardson",
      county: "Dallas and Collin Counties",
      heroIntro:
        "Richardson was the first big postwar suburb north of Dallas, and its neighborhoods still show it: long, low brick ranches in Richardson Heights from the mid-1950s, 1960s homes in Estates North and custom mid-century houses on rolling, wooded lots in Canyon Creek and Prairie Creek. We remodel these homes for owners who want modern kitchens, baths and open plans without losing what makes a mid-century house worth keeping.",
      neighborhoods: {
        heading: "Richardson neighborhoods we work in",
        intro:
          "Many Richardson neighborhoods went up within a few years of each other, yet each has its own house type, lot and set of problems.",
        items: [
          {
            name: "Richardson Heights",
            note: "Richardson's first large subdivision, where building began in 1954. Modest single-story brick ranches with low-pitched roofs; owners open up the kitchen, turn a garage or carport into living space and replace cast-iron drains and original wiring while the walls are open.",
          },
          {
            name: "Canyon Creek",
            note: "Rolling lots, mature trees and a mix of ranch, contemporary and traditional homes from the 1960s and 1970s, with an active HOA. Additions and full renovations are common here, and sloped lots often bring drainage and foundation work into the scope.",
          },
          {
            name: "Prairie Creek",
            note: "Modest custom homes from around the 1960s on large, wooded lots. Many have been torn down for new houses; owners who keep the original usually want a primary suite addition or an expanded kitchen that respects the neighborhood's scale.",
          },
          {
            name: "Estates North",
            note: "Platted in the early 1960s, a few years after the Heights. Brick ranches with a formal living room, a den with a fireplace and a galley kitchen between them – the classic candidate for an open-plan kitchen remodel.",
          },
          {
            name: "Cottonwood Heights",
            note: "Southwest Richardson beside Richardson Heights, near the West Spring Valley corridor the city has been redeveloping. Postwar single-story homes on modest lots, where bathroom remodels, electrical updates and kitchens reworked inside the existing footprint make the biggest difference.",
          },
        ],
      },
      housingStock: {
        heading: "How Richardson homes were built",
        paragraphs: [
          "Most of Richardson's single-family housing went up between the mid-1950s and the late 1970s, driven by Texas Instruments and the electronics companies that followed along Central Expressway. The houses are mostly single-story brick veneer over wood framing on slab foundations, with low-slope roofs, eight-foot ceilings and attics holding little insulation by today's standards.",
          "Behind the walls they have the problems of their age: cast-iron drain lines under the slab that have corroded and cracked, galvanized supply pipe narrowed by scale, ungrounded two-prong circuits and small electrical panels. Houses built between about 1965 and 1973 may have aluminum branch wiring. A bathroom remodel in a 1950s or 60s Richardson house almost always includes replacing the drain where it leaves the room, and we run a camera through the line before pricing so there are no surprises.",
          "Six decades on expansive clay means most of these slabs have moved, and many have been repaired at least once. Before removing a wall or setting a large tile floor we check the slab for level and look for earlier pier work. Low roof pitches also limit how much ceiling height we can borrow from the attic, so we often suggest clerestory windows or a modest vault instead of a dramatic one.",
        ],
      },
      permits: {
        heading: "Permits and inspections in Richardson",
        text: "The City of Richardson's Building Inspection division issues residential permits and performs the inspections. Structural changes, additions, garage conversions, new or altered electrical circuits, plumbing work including under-slab drain replacement and water heaters, and HVAC changeouts all require a permit. Canyon Creek and some other neighborhoods have an HOA with deed restrictions, while others have voluntary neighborhood associations with no approval role; we check which applies to your street and prepare and submit any HOA application. We pull the permits, schedule the required inspections and are on site when the inspector arrives.",
      },
      localProject: {
        heading: "A typical Richardson project",
        title: "Mid-century hall bath with new drains",
        neighborhood: "Richardson Heights",
        text: `A typical bathroom project in Richardson Heights starts with a small hall bath that still has its original colored tile, a cast-iron tub and galvanized supply lines. We strip the room to the studs, saw-cut the slab to replace the cast-iron drain with PVC, and run new PEX supply lines back to the main. The room gets a low-curb or curbless shower with a fully waterproofed tile assembly, a floating vanity that makes the floor feel larger, a quiet exhaust fan vented outdoors and a GFCI-protected circuit. Owners who want to keep the mid-century character choose square tile, simple chrome fixtures and one bold color. Most take ${bathroomTime.construction} once the tile is on site.`,
        serviceSlug: "bathroom-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Richardson",
        "the City of Richardson's Building Inspection division",
      ),
      faqs: [
        {
          question: "Can you open up a mid-century ranch without losing its character?",
          answer:
            "Yes. The walls worth removing in a Richardson ranch are usually the ones between the kitchen, the den and a little-used formal living room; the exterior, the low roofline and the big windows toward the yard are what give the house its character, and we leave those alone. We confirm which walls carry the roof, size a beam where one is needed, and choose flat-panel cabinets, simple tile and period-appropriate lighting so the new room looks like it belongs.",
        },
        {
          question:
            "My Richardson house may have aluminum wiring. What does that mean for a remodel?",
          answer:
            "Homes built roughly between 1965 and 1973 sometimes used solid aluminum for the branch circuits. It is not an emergency on its own, but its connections can loosen and overheat, so the electrician we work with checks it during the consultation. In the rooms we remodel we rewire in copper; for the rest of the house the options are approved copper-to-aluminum connectors at every device or a full rewire, and we price both so you can choose.",
        },
      ],
    },
    {
      slug: "garland",
      city: "Garland",
      county: "Dallas County",
      heroIntro:
        "Garland boomed after World War II as a factory suburb, and its housing still runs from 1950s and 60s brick ranches in south Garland to 1980s subdivisions and the late-1990s Firewheel community in the north. We remodel across that range, from original kitchens in Eastern Hills to primary suites in Firewheel, for owners who bought to stay.",
      neighborhoods: {
        heading: "Garland neighborhoods we work in",
        intro:
          "Garland is large and its neighborhoods differ more than most, so the right remodel depends on which part of town the house is in.",
        items: [
          {
            name: "Eastern Hills",
            note: "South Garland homes around the former Eastern Hills Country Club, which opened in the mid-1950s and closed in 2013. Larger brick ranches on generous lots; owners want open kitchens, rebuilt baths and new plumbing under the slab.",
          },
          {
            name: "Williams Estates",
            note: "Older single-story homes near Garland Road and Miller Road, part of the area hit hardest by the October 2019 tornado. Many owners repaired the storm damage quickly and now want the interior brought up to the same standard: kitchens, baths and efficient windows.",
          },
          {
            name: "Duck Creek",
            note: "The area along Duck Creek near the center of the city, which shares its name with one of the two railroad communities Garland grew from. Postwar ranches sit beside 1970s homes, some near the creek's floodplain, so drainage and grading get checked before we add square footage.",
          },
          {
            name: "Downtown Garland",
            note: "Around the historic square and the DART station, older frame and brick houses, some on pier-and-beam, sit beside new townhomes. Owners here take on whole-home renovations: new wiring and plumbing, leveled floors and reworked layouts.",
          },
          {
            name: "Firewheel",
            note: "A master-planned community in north Garland begun in the late 1990s near Firewheel Golf Park and Firewheel Town Center, mostly in Dallas County with a small part in Collin County. Two-story homes under HOA rules; the usual projects are kitchen updates, primary bath remodels and covered patios.",
          },
        ],
      },
      housingStock: {
        heading: "How Garland homes were built",
        paragraphs: [
          "Garland's population jumped in the 1950s and 60s as local plants hired, and much of south and central Garland was built then: single-story brick-veneer ranches with two or three bedrooms, one or two baths, slab foundations and attached garages, many since converted. Growth moved north in the 1970s and 80s with larger ranches and two-stories, and reached Firewheel in the late 1990s and 2000s.",
          "The 1950s and 60s houses are where most of our Garland work happens, and they follow a pattern: cast-iron drains under the slab, galvanized supply lines, original 60- or 100-amp electrical service, single-pane windows and ductwork in an attic with little insulation. Kitchens are small and closed, and the one full bathroom is often the original.",
          "Garland also sits in the path of North Texas hail and tornadoes. After the 2019 tornado and regular spring hailstorms, many owners have new roofs over original interiors, and a remodel is the right moment to add attic insulation, seal ductwork and replace windows, because the walls and ceilings are already open.",
        ],
      },
      permits: {
        heading: "Permits and inspections in Garland",
        text: "Residential permits in Garland are issued by the City of Garland's Building Inspection department, which also performs the inspections. You need a permit to add or alter structure, convert a garage, add a room, run new electrical circuits or change a panel, move or replace plumbing, replace a water heater or change out HVAC equipment. Firewheel and some newer subdivisions also require HOA architectural approval for exterior changes, and we prepare and submit that application. We pull every permit, request each inspection as a stage is ready and keep the inspection record with your project file.",
      },
      localProject: {
        heading: "A typical Garland project",
        title: "Whole-home update of a 1960s ranch",
        neighborhood: "Eastern Hills",
        text: `A typical whole-home project in Eastern Hills is a three-bedroom brick ranch that still has its original kitchen, two dated baths and a 1960s electrical service. We replace the cast-iron drains and galvanized supply lines, upgrade the service and rewire the house, then take down the wall between kitchen and dining room to make one open room. Both baths are rebuilt, the attic gets new ductwork and insulation, and new windows and flooring run through the house. Because the work touches every room, we usually phase it so one bathroom stays usable, or the owners move out for the heaviest weeks. Construction runs ${wholeHomeTime.construction} depending on scope, and ${wholeHomeTime.total} in all with design and permits.`,
        serviceSlug: "whole-home-renovation",
      },
      closingBullets: closingBullets(
        facts,
        "Garland",
        "the City of Garland's Building Inspection department",
      ),
      faqs: [
        {
          question:
            "Should I replace the under-slab plumbing in my 1960s Garland house even if nothing is leaking?",
          answer:
            "If you are remodeling a kitchen or bathroom, usually yes. Cast-iron drains of that age corrode from the inside, and by the time a backup or a slab leak shows up the new floor has to come back out. We run a camera through the main drain before pricing; if the line is scaled, cracked or bellied, replacing it while the room is open costs far less than tunneling under a finished floor later.",
        },
        {
          question: "Can you convert the garage in my Garland ranch into living space?",
          answer:
            "Often, yes. A garage conversion needs a building permit, and the new room has to meet code like any other: an insulated and raised floor, an egress window in a bedroom, proper heating and cooling and a finished wall where the door was. We check the zoning and any parking requirement for your lot before design, and match the new front wall to the existing brick so it does not read as a filled-in garage door.",
        },
      ],
    },
    {
      slug: "mesquite",
      city: "Mesquite",
      county: "Dallas County",
      heroIntro:
        "Mesquite went from a farm town of under 2,000 people in 1950 to a suburb of more than 55,000 by 1970 and kept building through the 1980s, so most homes here are brick ranches and modest two-stories from those decades. We help Mesquite owners update them room by room or all at once, with permits through the city's Building Inspection Division.",
      neighborhoods: {
        heading: "Mesquite neighborhoods we work in",
        intro:
          "Most Mesquite neighborhoods were built between the 1960s and 1980s, with a new ring of subdivisions now rising in the south of the city.",
        items: [
          {
            name: "Downtown Mesquite",
            note: "The original railroad town around the square and Front Street. Older frame houses and early postwar homes, some on pier-and-beam foundations, where whole-home renovations and added bathrooms are the common projects.",
          },
          {
            name: "Town East Estates",
            note: "North Mesquite homes near Town East Park and Town East Boulevard, mostly brick ranches from the city's 1960s and 70s growth. Owners replace original kitchens, add primary suites and upgrade HVAC in houses that are now fifty or more years old.",
          },
          {
            name: "Eastfield area",
            note: "Neighborhoods around the Dallas College Eastfield campus on Motley Drive, largely 1970s and 1980s brick ranches with two-car garages. Walk-in showers and accessibility upgrades for longtime owners are the usual requests.",
          },
          {
            name: "Lawson",
            note: "The southeastern edge of the city near Lawson Road, with homes on larger lots and acreage. Owners add rooms, build backyard guest houses and put up covered outdoor living areas, all of which need careful site work on open clay.",
          },
          {
            name: "Trinity Pointe",
            note: "The new residential corridor along I-20 in south Mesquite, where subdivisions such as Polo Ridge are still being built. New homes rarely need remodeling, but owners often add covered patios, outdoor kitchens or a backyard studio in the first few years.",
          },
        ],
      },
      housingStock: {
        heading: "How Mesquite homes were built",
        paragraphs: [
          "Mesquite's big building booms came in the 1960s and again in the 1980s. The result is neighborhood after neighborhood of single-story brick-veneer homes on slab foundations, typically three bedrooms and two baths with a living room, a den and a two-car garage, alongside a smaller number of 1980s two-stories. Many have had the same owner for decades, which means original finishes but often careful upkeep.",
          "The 1960s and 70s homes share a familiar set of needs: cast-iron drains under the slab that back up or leak, aging supply lines, older electrical panels and ducts running through hot attics with little insulation. The 1980s houses add their own items: early vinyl or aluminum windows that have lost their seals, oak kitchens with tile counters and fiberglass shower units that crack where the floor flexes.",
          "Mesquite sits on heavy Blackland clay. Slab movement shows up as diagonal cracks from door corners, stair-step cracks in the brick and doors that stick in August, and it changes how we plan: new tile goes over a crack-isolation membrane, long runs of countertop are supported to tolerate a little movement, and additions get engineered foundations tied to the existing slab.",
        ],
      },
      permits: {
        heading: "Permits and inspections in Mesquite",
        text: "In Mesquite, residential permits and inspections are handled by the city's Building Inspection Division. Mesquite requires every contractor, general contractors included, to hold a city professional license before applying for a permit, and every permitted job is inspected: foundation and framing for structural changes and additions, rough-in and final for plumbing, electrical and HVAC work. Newer subdivisions in south Mesquite have HOAs that approve exterior work; we prepare and submit those applications. We pull the permits, schedule each inspection and keep the inspection tags on site for you.",
      },
      localProject: {
        heading: "A typical Mesquite project",
        title: "Primary suite addition on a brick ranch",
        neighborhood: "Town East Estates",
        text: `A typical addition in Town East Estates puts a primary suite on the back of a single-story brick ranch, so the owners gain a larger bedroom, a walk-in closet and a real bathroom while keeping most of the yard. A structural engineer designs the new foundation for the clay and how it ties into the existing slab; we frame it, match the brick and roof pitch, and extend the ductwork or add a ductless system for the new rooms. The city inspects the foundation, framing, rough-ins and final, and the structural work carries our ${claimText.structuralWarranty}. Expect ${additionTime.construction} of construction once plans and permits are approved.`,
        serviceSlug: "home-additions",
      },
      closingBullets: closingBullets(
        facts,
        "Mesquite",
        "the City of Mesquite's Building Inspection Division",
      ),
      faqs: [
        {
          question: "Is it worth adding on to a Mesquite ranch instead of moving?",
          answer:
            "For many families it is. Mesquite lots are often deep enough for a rear addition, and adding a primary suite or a family room keeps you in the same street and school zone without the costs of selling and buying. The main questions are how much yard you are willing to give up, how the addition ties into the existing roof, and what the foundation engineer recommends for your soil, all of which we answer in a written estimate before you commit.",
        },
        {
          question: "What does Mesquite's contractor license requirement mean for my project?",
          answer:
            "The City of Mesquite only issues permits to contractors who hold a city professional license, or to homeowners doing work on their own homestead. A contractor without one cannot legally pull your permit, which usually means the work would go uninspected. Ask every contractor who bids on your project to show you their Mesquite license, ours included, before you sign; we list the permits your job needs in the estimate.",
        },
      ],
    },
    {
      slug: "carrollton",
      city: "Carrollton",
      county: "Dallas, Denton and Collin Counties",
      heroIntro:
        "Carrollton spans Dallas, Denton and Collin counties, and its homes span just as much: ranches near the old downtown square, 1980s neighborhoods such as Josey Ranch, and newer subdivisions to the north. We remodel across all of it, including the neighborhoods around Trinity Mills, which are changing fast as the station district fills in.",
      neighborhoods: {
        heading: "Carrollton neighborhoods we work in",
        intro:
          "Carrollton grew north in stages from its old downtown, and the age of a house here usually tracks how far it sits from the square.",
        items: [
          {
            name: "Downtown Carrollton",
            note: "The historic square and the streets around it, near the DART Green Line station. Small frame houses and 1950s to 70s ranches; owners take on whole-home renovations, pier-and-beam leveling and kitchens designed to fit small footprints.",
          },
          {
            name: "Trinity Mills",
            note: "Named for an 1850s mill community on Farmers Creek, now the area around the DART station at I-35E and the George Bush Turnpike, where the city is building a mixed-use district. Owners of the surrounding 1970s and 80s homes are redoing kitchens and baths to stay as townhomes and apartments rise nearby.",
          },
          {
            name: "Josey Ranch",
            note: "Developed from the mid-1980s on the former Josey ranch around Josey Ranch Lake, with custom homes, patio homes and townhomes. The typical house has a formal living room, a wet bar and a closed kitchen that owners want to open to the family room.",
          },
          {
            name: "High Country",
            note: "One of Carrollton's largest neighborhoods, with more than 900 homes off Hebron Parkway, Josey Lane and Rosemeade Parkway on the Denton County side of the city. Owners replace first-generation kitchens and baths and add covered patios along the Branch Hollow greenbelt.",
          },
        ],
      },
      housingStock: {
        heading: "How Carrollton homes were built",
        paragraphs: [
          "South Carrollton, closest to the old town and I-35E, was built first: 1960s and 1970s single-story brick ranches, small by today's standard, on slab foundations. North of there, 1980s subdivisions brought larger brick two-stories, patio homes and zero-lot-line houses, and the Denton County part of the city filled in through the 1990s and 2000s.",
          "The 1970s and 1980s homes are the heart of our Carrollton work. They tend to have compartmentalized plans with a formal living room, a dining room and a separate den with a brick fireplace; oak cabinets and tile counters; original single-pane or early double-pane windows; and electrical panels never sized for a modern kitchen. Patio and zero-lot-line homes add a wrinkle of their own: one side wall sits on or near the property line, which limits windows and additions on that side.",
          "Farmers Creek, Indian Creek and the Elm Fork of the Trinity all run through or beside Carrollton neighborhoods, so some lots back onto floodplain or greenbelt. Before we design an addition or pour a new patio slab we check the lot's drainage, easements and any floodplain limits, because those decide what can be built where.",
        ],
      },
      permits: {
        heading: "Permits and inspections in Carrollton",
        text: "Carrollton's Building Inspection department issues residential permits and performs the inspections. The city requires a permit to construct, enlarge, alter or repair a structure and to replace electrical, gas, mechanical or plumbing systems, which covers wall removals, room additions, garage conversions, water heaters, HVAC changeouts and patio covers; foundation repair must be permitted and engineered whatever it costs. Purely cosmetic work such as paint, flooring, cabinets and countertops needs no permit on its own, but most remodels include something that does. Many subdivisions also have deed restrictions or an HOA. We check both, prepare and submit any HOA application, then pull the permits and schedule the inspections.",
      },
      localProject: {
        heading: "A typical Carrollton project",
        title: "Opening a 1980s kitchen to the family room",
        neighborhood: "Josey Ranch",
        text: `A typical kitchen project in Josey Ranch reworks a 1980s kitchen closed off from the breakfast area and family room by a half wall, a run of upper cabinets and a wet bar. We take out the bar and the uppers, check whether the remaining wall carries load and rebuild the space around an island with seating that faces the family-room fireplace. Oak cabinets give way to painted or stained shaker doors, tile counters to quartz and the fluorescent box light to recessed LEDs on new circuits. Where a gas line is close, the old electric cooktop often becomes a gas range, which adds a gas permit and pressure test. Most take ${kitchenTime.construction} of construction.`,
        serviceSlug: "kitchen-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Carrollton",
        "the City of Carrollton's Building Inspection department",
      ),
      faqs: [
        {
          question:
            "My Carrollton home could be in Dallas, Denton or Collin County. Does that matter for a remodel?",
          answer:
            "Not for the permit: every address inside Carrollton's city limits is permitted and inspected by the City of Carrollton, whichever county it sits in. The county decides which appraisal district values your home – Dallas, Denton or Collin Central Appraisal District – and that matters after a large addition, because added square footage is reflected in the next appraisal. We give you the permit record and final inspection dates for your files.",
        },
        {
          question: "Can you add on to a patio home or zero-lot-line house in Carrollton?",
          answer:
            "Sometimes, within tighter limits. The wall on the zero-lot-line side usually cannot get new windows or doors and may need to keep its fire rating, the neighbor often holds a maintenance easement along it, and the HOA or deed restrictions may cap lot coverage. That still leaves room for a rear addition, a bump-out or a covered patio on the open side, and we confirm the setbacks and easements from your plat before drawing anything.",
        },
      ],
    },
    {
      slug: "irving",
      city: "Irving",
      county: "Dallas County",
      heroIntro:
        "Irving has two very different housing stocks: postwar neighborhoods in central and south Irving, built as the town grew from a few thousand people into a city during the 1950s, and Las Colinas and Valley Ranch, planned from the 1970s and 80s with condos, townhomes and deed-restricted villages. We remodel both, from a 1950s ranch near Irving Boulevard to a condo bath overlooking Lake Carolyn.",
      neighborhoods: {
        heading: "Irving neighborhoods we work in",
        intro:
          "Irving runs from the Heritage District's early-1900s streets to gated villages in Las Colinas, and each asks for a different kind of remodel.",
        items: [
          {
            name: "Heritage District",
            note: "The oldest part of Irving, around Main Street and the downtown rail line. Early-1900s frame houses and 1940s and 50s cottages, many on pier-and-beam; whole-home renovations here often start with releveling floors, replacing early wiring and adding a second bathroom.",
          },
          {
            name: "Plymouth Park",
            note: "The postwar area around Irving Boulevard and Story Road that grew up with the Plymouth Park shopping center in the mid-1950s. Single-story ranches with one or two small baths, where owners remodel kitchens and baths and replace cast-iron drains and galvanized supply lines.",
          },
          {
            name: "Las Colinas",
            note: "The 12,000-acre planned development begun in the early 1970s, with condos around Lake Carolyn and the Mandalay Canal, townhomes and single-family villages. Condo and townhome owners mostly remodel kitchens and bathrooms within rules set by their association and building management.",
          },
          {
            name: "Hackberry Creek",
            note: "A gated, deed-restricted village inside Las Colinas built around Hackberry Creek Country Club, with large custom homes and an architectural control committee that reviews exterior work. Owners redo kitchens and primary suites, add outdoor living areas and replace windows with committee-approved products.",
          },
          {
            name: "Valley Ranch",
            note: "A planned community in north Irving developed from the mid-1980s on Trinity River bottomland protected by levees, with canals and walking paths between its neighborhoods. Its single-family homes are now thirty to forty years old, and owners are updating kitchens, baths and aging HVAC systems.",
          },
        ],
      },
      housingStock: {
        heading: "How Irving homes were built",
        paragraphs: [
          "Irving grew from a small town into a city of tens of thousands during the 1950s, so central and south Irving are full of postwar houses: single-story ranches in brick or wood siding, some on pier-and-beam and many on early slabs, with small kitchens, one or two baths and single-car or detached garages.",
          "Those homes need what you would expect at seventy years old: cast-iron drains and clay sewer laterals, galvanized supply pipe, ungrounded circuits and undersized panels, uninsulated walls and, on pier-and-beam houses, floor framing that has sagged. North Irving tells a different story. Las Colinas and Valley Ranch were built mostly from the late 1970s through the 1990s, with brick and stucco two-stories, patio homes, townhomes and condominiums whose original cultured marble, almond fixtures, brass hardware and glass block are what owners want gone.",
          "Condo and townhome work has constraints of its own. Plumbing stacks and fire walls are shared, the floor being tiled is a neighbor's ceiling, and the association sets working hours, insurance requirements and rules for elevators and parking. We plan those projects around the building: waterproofing that protects the unit below, sound control under hard floors where the association requires it, and a schedule the management office has approved.",
        ],
      },
      permits: {
        heading: "Permits and inspections in Irving",
        text: "In Irving, the city's Inspections Department reviews plans, issues residential building permits and performs inspections, and general, electrical, plumbing and mechanical contractors must be registered with the city. Irving requires permits for remodels and additions, new wiring, plumbing and HVAC work, water heater replacements and garage conversions, and condo or townhome work must also satisfy the association's rules. In Hackberry Creek and the other Las Colinas villages, exterior changes go to the village's architectural committee. We are registered, pull the permits, schedule inspections, and prepare and submit the application your HOA or building management asks for.",
      },
      localProject: {
        heading: "A typical Irving project",
        title: "Las Colinas condo primary bath",
        neighborhood: "Las Colinas",
        text: `A typical Las Colinas condo project rebuilds the primary bathroom in a mid-rise from the 1980s or 90s: cultured-marble tub surround, almond fixtures and a cramped vanity. Before demolition we submit the scope, insurance certificate and schedule to the association, reserve the service elevator and protect the hallways. The tub becomes a walk-in shower over a bonded waterproof membrane that is flood-tested before any tile goes down, because a leak here reaches the neighbor below. Connections to the building's shared stacks are made under a plumbing permit, and the new exhaust fan uses the existing vent. Working inside the association's allowed hours puts these toward the longer end of the ${bathroomTime.construction} of construction a bathroom usually takes.`,
        serviceSlug: "bathroom-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Irving",
        "the City of Irving's Inspections Department",
      ),
      faqs: [
        {
          question: "What do I need from my Las Colinas condo association before a remodel?",
          answer:
            "Usually written approval of the scope, a certificate of insurance naming the association, the contractor's registration and a schedule within the building's permitted working hours; many associations also require sound-rated underlayment under hard flooring and a reservation for the service elevator. We assemble that package for you, submit it with the drawings and wait for approval before ordering materials, so nothing arrives before the building is ready for it.",
        },
        {
          question: "My central Irving house is on pier-and-beam. Is that a problem for a remodel?",
          answer:
            "Not at all; it can make plumbing changes easier, since drains run in the crawl space instead of under a slab. What it does need is a look underneath first: sagging joists, rotted sill plates, failed shims and poor crawl-space ventilation all show up as bouncy or sloping floors. We relevel and reinforce the framing before new tile or cabinets go in, so the finished rooms stay flat and the tile does not crack.",
        },
      ],
    },
  ] satisfies readonly CityPage[];
};

const pagesIn: Localized<(facts: SiteFacts) => readonly CityPage[]> = {
  en: pagesFor,
  es: spanishCityPages,
};

/** The seven city pages in the facts' edition, with the owner's facts in their copy. */
export const cityPagesFor = perFacts((facts): readonly CityPage[] =>
  cityPageSet.parse(pagesIn[facts.locale](facts)),
);

export function getCityPage(facts: SiteFacts, slug: CitySlug): CityPage {
  const page = cityPagesFor(facts).find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`Unknown city ${slug}`);
  return page;
}

/** The page at /service-area/<segment>, matched through cityPath so it never drifts from links. */
export const cityPageAt = (facts: SiteFacts, segment: string): CityPage | undefined =>
  cityPagesFor(facts).find((page) => cityPath(page.slug) === `/service-area/${segment}`);

/** Both editions build the same seven addresses: /service-area/<city>-remodeling-contractor. */
export const serviceAreaParams = () =>
  citySlugs.map((city) => ({ slug: cityPath(city).slice("/service-area/".length) }));
