import { z } from "zod";
import { serviceSlugs, type ServiceSlug } from "./facts";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { spanishSpan } from "@/lib/i18n/spanish-spans";
import { textRule } from "@/lib/cms/text-rule";

/*
 * Each service's packages and their prices: the owner's to edit (the admin's `services`
 * collection), checked by these rules, seeded from `defaultServicePackages`. The package cards,
 * the structured data and every "from" or "starts at about" on the site (FAQ, idea pages, meta
 * descriptions, articles) read them; a service's starting price is its cheapest package's.
 */

const priceFormat = /^(\$\d+[KM]-\$\d+[KM]\+?|From \$\d{1,3}(,\d{3})+)$/;

/**
 * A price as the page prints it ("$25K-$40K", "$80K-$150K+", "From $75,000"), read into dollars.
 * Everything that needs the numbers (the structured data's offers, the starting price, the
 * admin's checks) reads the printed string, so no second set of numbers can disagree with it.
 * An open end ("+", "From") has no maximum. Anything else throws rather than guess.
 */
export type PriceRange = { min: number; max?: number };

const multipliers = { K: 1_000, M: 1_000_000 } as const;

function parseAmount(text: string, display: string): number {
  const match = /^\$(\d{1,3}(?:,\d{3})+|\d+)([KM])?$/.exec(text);
  const digits = match?.[1];
  if (!match || digits === undefined) throw new Error(`Unreadable price "${display}"`);
  const unit = match[2] as keyof typeof multipliers | undefined;
  return Number(digits.replaceAll(",", "")) * (unit ? multipliers[unit] : 1);
}

/** The one place a range price is split: "$80K-$150K+" → "$80K", "$150K", open. */
function rangeParts(display: string): { low: string; high: string; open: boolean } | undefined {
  const range = /^(\S+?)-(\S+?)(\+)?$/.exec(display);
  if (!range?.[1] || !range[2]) return undefined;
  return { low: range[1], high: range[2], open: range[3] !== undefined };
}

export function readPrice(display: string): PriceRange {
  const from = /^From (\S+)$/.exec(display);
  if (from?.[1]) return { min: parseAmount(from[1], display) };
  const range = rangeParts(display);
  if (!range) throw new Error(`Unreadable price "${display}"`);
  const min = parseAmount(range.low, display);
  const max = parseAmount(range.high, display);
  if (max < min) throw new Error(`Price "${display}" ends below its start`);
  return range.open ? { min } : { min, max };
}

/**
 * A range price's two ends as printed, the open end keeping its "+" ("$80K-$150K+" → "$80K" and
 * "$150K+"); undefined for a price that is not a range ("From $75,000").
 */
export function priceEnds(display: string): { low: string; high: string } | undefined {
  const range = rangeParts(display);
  return range && { low: range.low, high: `${range.high}${range.open ? "+" : ""}` };
}

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/**
 * A price as each edition prints it: the English as the owner typed it ("$25K-$40K"), the
 * Spanish in full, as Spanish-language price tags in Texas write it ("$25,000–$40,000",
 * "$80,000–$150,000 o más", "Desde $75,000").
 */
export function priceText(display: string, locale: Locale): string {
  if (locale === "en") return display;
  if (display.startsWith("From")) return `Desde ${dollars(readPrice(display).min)}`;
  // An open range ("$80K-$150K+") reads without its maximum: the figure is read off the bare range.
  const { min, max = min } = readPrice(display.replace(/\+$/, ""));
  return `${dollars(min)}–${dollars(max)}${display.endsWith("+") ? " o más" : ""}`;
}

/**
 * A package's size as the edition prints it: the field keeps the form the admin checks
 * ("200-300 pies cuadrados"); a Spanish page says the range, "de 200 a 300 pies cuadrados".
 */
export const sizeText = (size: string, locale: Locale): string =>
  locale === "en" ? size : spanishSpan(size);

/** The same, or undefined for a price that cannot be read. */
export function readPriceIfValid(display: string): PriceRange | undefined {
  try {
    return readPrice(display);
  } catch {
    return undefined;
  }
}

export const packageRules = {
  name: textRule("The package name", 3, 40),
  price: z
    .string("The price is required.")
    .trim()
    .regex(
      priceFormat,
      'Write the price as a range, e.g. "$25K-$40K" (add "+" for no upper limit: "$80K-$150K+"), or as "From $75,000".',
    )
    .refine(
      (price) => readPriceIfValid(price) !== undefined,
      "The range's first figure is lower than its second.",
    ),
  size: z
    .string()
    .trim()
    .regex(
      /^(\d+-\d+ (sq ft|pies cuadrados))?$/,
      'Write the size like "200-300 sq ft" (in Spanish "200-300 pies cuadrados"), or leave it empty.',
    ),
  description: textRule("The description", 40, 300),
  feature: textRule("A feature", 3, 90),
  features: z.array(z.unknown()).min(3, "List 3 to 6 features.").max(6, "List 3 to 6 features."),
};

const packageShape = z.object({
  name: packageRules.name,
  price: packageRules.price,
  size: packageRules.size.optional(),
  description: packageRules.description,
  features: z.array(packageRules.feature).min(3).max(6),
  popular: z.boolean(),
});

export type ServicePackage = z.infer<typeof packageShape> & {
  /**
   * Set on the Spanish edition's packages, whose `name` is Spanish: the English name, by which
   * an article or FAQ answer quotes the price in both editions
   * ({{price:kitchen-remodeling:essential-refresh}}).
   */
  englishName?: string;
};

/** The rules for the set, apart from each package's own. */
const packageSet = <T extends { name: string; popular: boolean }>(item: z.ZodType<T>) =>
  z
    .array(item)
    .length(3, "A service has three packages: the page shows them side by side.")
    .refine(
      (packages) => packages.filter((p) => p.popular).length <= 1,
      "Mark at most one package as Most Popular.",
    )
    .refine((packages) => {
      // A name left empty is reported by its own field.
      const names = packages.map((p) => p.name.trim().toLowerCase()).filter(Boolean);
      return new Set(names).size === names.length;
    }, "Give each package its own name.");

/** What the admin checks on the list of packages; each field checks its own value. */
export const packageSetRule = packageSet(
  z.object({ name: z.string().catch(""), popular: z.boolean().catch(false) }),
);

export const servicePackagesRule = packageSet(packageShape);

export type ServicePackages = Readonly<Record<ServiceSlug, readonly ServicePackage[]>>;

const thousands = (amount: number) =>
  amount >= 1_000_000 ? `$${amount / 1_000_000}M` : `$${Math.round(amount / 1_000)}K`;

const startingPriceText: Localized<(amount: number) => string> = { en: thousands, es: dollars };

/** What pages say about a service's packages: the cards, and the starting price. */
export function serviceOffer(packages: readonly ServicePackage[], locale: Locale = "en") {
  const startingAmount = Math.min(...packages.map((p) => readPrice(p.price).min));
  return {
    packages,
    /** The low end of the cheapest package, in dollars. */
    startingAmount,
    /** "$20K" ("$20,000"): the starting price as every page quotes it ("from", "start at about"). */
    startingPrice: startingPriceText[locale](startingAmount),
  } as const;
}

export type ServiceOffer = ReturnType<typeof serviceOffer>;

/** The packages a fresh install starts with, from the spec's price tiers. */
export const defaultServicePackages: ServicePackages = {
  "kitchen-remodeling": [
    {
      name: "Essential Refresh",
      price: "$25K-$40K",
      description:
        "For a layout that works but looks tired: keep the footprint and replace the surfaces, fixtures and lighting.",
      features: [
        "New cabinets in the existing layout",
        "Quartz or granite countertops and tile backsplash",
        "New sink, faucet and disposal",
        "LED recessed and under-cabinet lighting",
        "Appliance installation and required permits",
      ],
      popular: false,
    },
    {
      name: "Complete Transformation",
      price: "$45K-$75K",
      description:
        "For kitchens that need a new layout: a wall opened, an island added and the wiring and plumbing brought up to date.",
      features: [
        "Layout redesign with an island or peninsula",
        "Semi-custom cabinets to the ceiling",
        "Quartz countertops and full-height backsplash",
        "New circuits, lighting plan and relocated plumbing",
        "New flooring through the kitchen and adjoining areas",
      ],
      popular: true,
    },
    {
      name: "Luxury Dream Kitchen",
      price: "$80K-$150K+",
      description:
        "For a kitchen designed around how you cook and entertain, with custom work throughout and structural changes where the plan calls for them.",
      features: [
        "Custom cabinetry with panel-ready appliances",
        "Quartzite or natural stone slabs with a waterfall island",
        "Professional range with ducted hood and pot filler",
        "Walk-in or butler's pantry and beverage station",
        "Load-bearing wall removal with an engineered beam",
      ],
      popular: false,
    },
  ],
  "bathroom-remodeling": [
    {
      name: "Spa Essentials",
      price: "$15K-$25K",
      description:
        "For a hall or secondary bath: the same layout with everything new and properly waterproofed.",
      features: [
        "Tub-to-shower conversion or new tub and surround",
        "Waterproofed tile shower with a built-in niche",
        "New vanity, countertop, sink and faucet",
        "New toilet, lighting and exhaust fan vented outside",
        "Porcelain tile floor",
      ],
      popular: false,
    },
    {
      name: "Luxury Retreat",
      price: "$30K-$50K",
      description:
        "For a primary bath where you want more space, more light and a shower worth getting up for.",
      features: [
        "Walk-in shower with frameless glass and bench",
        "Double vanity with quartz countertop",
        "Freestanding tub where the room allows",
        "Heated tile floor",
        "Layout changes with relocated plumbing",
      ],
      popular: true,
    },
    {
      name: "Master Suite Spa",
      price: "$60K-$100K+",
      description:
        "For a full primary suite redesign, often borrowing space from a closet or an adjoining bedroom.",
      features: [
        "Reconfigured floor plan with walls moved",
        "Curbless shower with linear drain and multiple shower heads",
        "Custom vanities, makeup station and linen storage",
        "Natural stone or large-format porcelain throughout",
        "Walk-in closet rebuilt alongside the bath",
      ],
      popular: false,
    },
  ],
  "home-additions": [
    {
      name: "Single Room",
      price: "$40K-$80K",
      description:
        "A bedroom, office, den or sunroom added at ground level and matched to the rest of the house.",
      features: [
        "Engineered slab or pier-and-beam foundation",
        "Roof and exterior matched to the existing house",
        "Electrical, HVAC extension and insulation",
        "Drywall, flooring, trim and paint",
        "{{structuralWarranty}}",
      ],
      popular: false,
    },
    {
      name: "Master Suite",
      price: "$80K-$150K",
      description:
        "A primary bedroom, full bath and walk-in closet, planned as a quiet retreat at the back of the house.",
      features: [
        "Bedroom, bath and walk-in closet layout",
        "Walk-in shower, double vanity and waterproofed wet areas",
        "HVAC zone or mini-split sized for the new space",
        "Engineered foundation and roof tie-in",
        "{{structuralWarranty}}",
      ],
      popular: true,
    },
    {
      name: "Second Story",
      price: "$150K-$300K+",
      description:
        "Much more living space without giving up the yard, for lots where building out is not an option.",
      features: [
        "Engineering review and reinforcement of the existing structure",
        "New staircase worked into the existing floor plan",
        "Bedrooms and bathrooms upstairs",
        "Weather protection while the roof is open",
        "{{structuralWarranty}}",
      ],
      popular: false,
    },
  ],
  "whole-home-renovation": [
    {
      name: "Essential",
      price: "$150K-$250K",
      description:
        "Modernize a house whose layout already works: new kitchen and baths, new surfaces throughout and systems updated where needed.",
      features: [
        "Kitchen remodel in the existing layout",
        "Bathroom remodels with waterproofed showers",
        "New flooring, doors, trim and paint throughout",
        "Lighting and electrical panel updates",
        "Attic insulation and air sealing",
      ],
      popular: false,
    },
    {
      name: "Premium",
      price: "$300K-$500K",
      description:
        "Rework the floor plan and the systems behind it: open the main living areas and bring wiring, plumbing and HVAC up to date.",
      features: [
        "Open-concept layout with engineered beams",
        "Full kitchen redesign and every bathroom remodeled",
        "Rewiring, repiping and new HVAC with sealed ducts",
        "New windows and exterior doors",
        "Built-ins and upgraded finishes throughout",
      ],
      popular: true,
    },
    {
      name: "Luxury Estate",
      price: "$600K-$1M+",
      description:
        "A down-to-the-studs renovation for larger homes, often combined with an addition, an exterior remodel and outdoor living.",
      features: [
        "Down-to-the-studs interior renovation",
        "Addition or second-story expansion",
        "Custom cabinetry and millwork throughout",
        "Exterior remodel of facade, roofline and entry",
        "Outdoor living space planned with the house",
      ],
      popular: false,
    },
  ],
  "outdoor-living": [
    {
      name: "Essentials",
      price: "$20K-$40K",
      description:
        "A shaded, usable patio: the starting point for most Dallas backyards that get too hot to use by June.",
      features: [
        "New or extended concrete or paver patio",
        "Cedar pergola or attached patio cover",
        "Ceiling fan and lighting",
        "GFCI-protected outdoor outlets",
        "Grading that drains away from the house",
      ],
      popular: false,
    },
    {
      name: "Complete",
      price: "$50K-$100K",
      description:
        "A covered outdoor room with a kitchen, built to be used most of the year rather than a few mild weekends.",
      features: [
        "Covered patio tied into the existing roofline",
        "Outdoor kitchen with grill, sink and refrigerator",
        "Permitted gas line",
        "Stone or stained concrete flooring",
        "Fans, lighting and TV-ready wiring",
      ],
      popular: true,
    },
    {
      name: "Luxury Resort",
      price: "$125K-$250K+",
      description:
        "A whole-backyard plan: living, cooking and gathering spaces designed together, with room to grow into.",
      features: [
        "Outdoor living room with fireplace",
        "Full outdoor kitchen with bar seating",
        "Cabana or pool house",
        "Landscape lighting and outdoor audio",
        "Eco upgrades such as solar-ready roofs and smart irrigation",
      ],
      popular: false,
    },
  ],
  "tiny-homes": [
    {
      name: "Essential Tiny",
      price: "From $75,000",
      size: "200-300 sq ft",
      description:
        "A compact studio or guest house with everything needed to live in it full time.",
      features: [
        "Open studio layout with optional sleeping loft",
        "Kitchen with full-size refrigerator",
        "Full bathroom with walk-in shower",
        "Ductless mini-split heating and cooling",
        "Engineered foundation and utility hookups",
      ],
      popular: false,
    },
    {
      name: "Luxury Compact",
      price: "From $125,000",
      size: "300-500 sq ft",
      description:
        "A one-bedroom home with a separate bedroom, a full kitchen and a covered porch.",
      features: [
        "Separate bedroom and living area",
        "Full kitchen with quartz countertops",
        "Tile shower and washer-dryer space",
        "Covered porch",
        "Upgraded finishes and built-in storage",
      ],
      popular: true,
    },
    {
      name: "Mobile Freedom",
      price: "From $95,000",
      size: "200-400 sq ft",
      description: "A tiny home on a trailer for owners who want the option to move it.",
      features: [
        "Built on a trailer rated for the finished weight",
        "Lightweight materials to keep towing weight down",
        "RV-style hookups for water, sewer and power",
        "Sleeping loft and built-in storage",
        "Full kitchen and bathroom",
      ],
      popular: false,
    },
  ],
};

export const serviceOffers = (packages: ServicePackages, locale: Locale = "en") =>
  Object.fromEntries(
    serviceSlugs.map((slug) => [slug, serviceOffer(packages[slug], locale)]),
  ) as Record<ServiceSlug, ServiceOffer>;
