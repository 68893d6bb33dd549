import { describe, expect, it } from "vitest";
import { englishLeftovers, stringsIn } from "@/lib/i18n/english-leftovers";
import { reviewerName, reviewWords } from "./review-words";
import { sampleReviews } from "./reviews";
import { spanishReviewText } from "./reviews-es";

describe("the reviews' words in Spanish", () => {
  const { en, es } = reviewWords;

  it("label the carousel in Spanish, keeping the numbers the carousel fills in", () => {
    expect(stringsIn(es.carousel).map(({ at }) => at)).toEqual(
      stringsIn(en.carousel).map(({ at }) => at),
    );
    expect(englishLeftovers(es.carousel)).toEqual([]);
    for (const key of ["slide", "pick"] as const) {
      const placeholders = (label: string) => label.match(/\{\w+\}/g) ?? [];
      expect(placeholders(es.carousel[key]), key).toEqual(placeholders(en.carousel[key]));
    }
    for (const key of Object.keys(en.carousel) as (keyof typeof en.carousel)[])
      expect(es.carousel[key], key).not.toBe(en.carousel[key]);
  });

  it("read the stars out in Spanish", () => {
    expect(es.rating(5)).toBe("Calificación: 5 de 5 estrellas");
    expect(en.rating(4)).toBe("Rated 4 out of 5");
  });

  it("have a Spanish side for every sample review, in no English", () => {
    expect(spanishReviewText.map((review) => review.name)).toEqual(
      sampleReviews.map((review) => review.name),
    );
    expect(
      englishLeftovers(spanishReviewText.map(({ project, text }) => ({ project, text }))),
    ).toEqual([]);
  });

  it("join two homeowners' names with the edition's word", () => {
    expect(reviewerName("David and Lena P.", "es")).toBe("David y Lena P.");
    expect(reviewerName("Jim & Sue W.", "es")).toBe("Jim y Sue W.");
    expect(reviewerName("Marco and Irene T.", "es")).toBe("Marco e Irene T.");
    expect(reviewerName("Karen M.", "es")).toBe("Karen M.");
    expect(reviewerName("David and Lena P.", "en")).toBe("David and Lena P.");
    for (const { name } of sampleReviews)
      expect(englishLeftovers(reviewerName(name, "es")), name).toEqual([]);
  });
});
