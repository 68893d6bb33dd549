import { intlLocale, type Locale, type Localized } from "@/lib/i18n/locale";

/**
 * What the carousel says to assistive technology, per edition. The carousel runs in the browser,
 * so its words travel as plain strings: `{n}` and `{total}` are filled there.
 */
export type CarouselLabels = {
  /** The carousel's name, and the names of its role and of each slide's role. */
  name: string;
  carouselRole: string;
  slideRole: string;
  /** "Review {n} of {total}" */
  slide: string;
  /** The dot that shows review {n}. */
  pick: string;
  play: string;
  pause: string;
};

type ReviewWords = {
  /** The stars, read out. */
  rating: (stars: number) => string;
  carousel: CarouselLabels;
};

export const reviewWords: Localized<ReviewWords> = {
  en: {
    rating: (stars) => `Rated ${stars} out of 5`,
    carousel: {
      name: "Client reviews",
      carouselRole: "carousel",
      slideRole: "slide",
      slide: "Review {n} of {total}",
      pick: "Review {n}",
      play: "Play review rotation",
      pause: "Pause review rotation",
    },
  },
  es: {
    rating: (stars) => `Calificación: ${stars} de 5 estrellas`,
    carousel: {
      name: "Reseñas de clientes",
      carouselRole: "carrusel",
      slideRole: "diapositiva",
      slide: "Reseña {n} de {total}",
      pick: "Reseña {n}",
      play: "Reanudar el cambio automático de reseñas",
      pause: "Pausar el cambio automático de reseñas",
    },
  },
};

/**
 * A homeowner's name as the edition joins it: the admin keeps one name for both editions, and
 * "David and Lena P." reads "David y Lena P." on the Spanish page ("e" before an "i" sound).
 */
export function reviewerName(name: string, locale: Locale): string {
  const people = name.split(/\s+(?:and|&)\s+/);
  if (locale === "en" || people.length < 2) return name;
  return new Intl.ListFormat(intlLocale[locale], { type: "conjunction" }).format(people);
}
