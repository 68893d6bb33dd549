import { priceText, weeks, type SiteFacts, type WeekSpan } from "@/business";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { asResults } from "@/ideas/whole-home-results";

/**
 * The figures of the typical project each idea page describes: its construction time, its cost
 * and its size. Typed once for both editions, so the English and the Spanish pages can never
 * quote different numbers; each edition only words them.
 */

/** A typical project's figures as an edition prints them; its timeline is construction alone. */
export type TypicalProject = {
  construction: WeekSpan;
  investment: string;
  size: string;
  sizeLabel: string;
};

/** Square feet of a room (or of what an addition adds), or how much the home's value rises. */
type Measure = "typicalArea" | "addedArea" | "valueIncrease";
type Size = { measure: Measure; min: number; max: number };

type Figures = {
  construction: WeekSpan;
  /** As the English prints it ("$45K-$65K"); the Spanish reads the numbers from it. */
  investment: string;
  size: Size;
};

type SizeWords = {
  label: Record<Measure, string>;
  area: (min: number, max: number) => string;
  increase: (min: number, max: number) => string;
};

const sizeWords: Localized<SizeWords> = {
  en: {
    label: {
      typicalArea: "Typical size",
      addedArea: "Added space",
      valueIncrease: "Home value increase",
    },
    area: (min, max) => `${min}-${max} sq ft`,
    increase: (min, max) => `+${min}-${max}%`,
  },
  es: {
    label: {
      typicalArea: "Tamaño típico",
      addedArea: "Espacio agregado",
      valueIncrease: "Aumento del valor de la casa",
    },
    // A range as Spanish says it, as the packages write a size: "de 200 a 300 pies cuadrados".
    area: (min, max) => `de ${grouped(min)} a ${grouped(max)} pies cuadrados`,
    increase: (min, max) => `de ${min} a ${max}%`,
  },
};

const grouped = (count: number) => count.toLocaleString("en-US");

const sizeText = ({ measure, min, max }: Size, locale: Locale) => {
  const words = sizeWords[locale];
  return measure === "valueIncrease" ? words.increase(min, max) : words.area(min, max);
};

const area = (min: number, max: number): Size => ({ measure: "typicalArea", min, max });

function figures({ services, business }: SiteFacts) {
  const { homeValueMin, homeValueMax } = business.wholeHomeResults;
  return {
    kitchen: { construction: weeks(6, 8), investment: "$45K-$65K", size: area(150, 300) },
    bathroom: { construction: weeks(4, 5), investment: "$25K-$35K", size: area(80, 150) },
    addition: {
      construction: weeks(12, 16),
      investment: "$125K-$175K",
      size: { measure: "addedArea", min: 500, max: 1200 },
    },
    wholeHome: {
      construction: weeks(16, 20),
      investment: "$200K-$300K",
      size: { measure: "valueIncrease", min: homeValueMin, max: homeValueMax },
    },
    // The low end is the outdoor service's starting price (its cheapest package), never typed
    // here. The Spanish facts print it in full ("$20,000"), which the Spanish price reads as well.
    outdoor: {
      construction: weeks(4, 8),
      investment: `${services["outdoor-living"].startingPrice}-$50K`,
      size: area(300, 800),
    },
    tinyHome: { construction: weeks(10, 14), investment: "$80K-$150K", size: area(200, 400) },
  } satisfies Record<string, Figures>;
}

type TypicalProjects = Readonly<Record<keyof ReturnType<typeof figures>, TypicalProject>>;

/** Each idea page's typical project, worded for the facts' edition. */
export function typicalProjects(facts: SiteFacts): TypicalProjects {
  const { locale } = facts;
  const worded = ({ construction, investment, size }: Figures): TypicalProject => ({
    construction,
    investment: priceText(investment, locale),
    size: sizeText(size, locale),
    // The value a home gains is a result figure: an example until the owner confirms it.
    sizeLabel:
      size.measure === "valueIncrease"
        ? asResults(
            facts.business.wholeHomeResults.confirmed,
            sizeWords[locale].label.valueIncrease,
            locale,
          )
        : sizeWords[locale].label[size.measure],
  });
  const all = figures(facts);
  return {
    kitchen: worded(all.kitchen),
    bathroom: worded(all.bathroom),
    addition: worded(all.addition),
    wholeHome: worded(all.wholeHome),
    outdoor: worded(all.outdoor),
    tinyHome: worded(all.tinyHome),
  };
}
