import { Section } from "@/components/ui/section";
import { Pause, Play } from "@/components/ui/icons";
import { type Review, reviewWords } from "@/reviews";
import { ReviewSlide, ReviewsCarousel } from "@/reviews/ui";
import type { HomeContent } from "@/site/home";
import type { Locale } from "@/lib/i18n/locale";

type HomeReviewsProps = {
  copy: HomeContent["reviews"];
  reviews: readonly Review[];
  locale: Locale;
};

/** With every review hidden in the admin (or none yet in this edition), the section goes too. */
export function HomeReviews({ copy, reviews, locale }: HomeReviewsProps) {
  if (reviews.length === 0) return null;
  const samples = reviews.filter((review) => review.sample).length;
  const heading =
    samples === 0
      ? copy.heading
      : samples === reviews.length
        ? copy.samplesHeading
        : copy.someSamplesHeading;
  return (
    <Section id="reviews" heading={heading} intro={copy.intro} tone="brand">
      <ReviewsCarousel
        id="reviews-carousel"
        labels={reviewWords[locale].carousel}
        icons={{
          play: <Play aria-hidden="true" className="size-5" />,
          pause: <Pause aria-hidden="true" className="size-5" />,
        }}
        slides={reviews.map((review) => (
          <ReviewSlide
            key={review.name}
            review={review}
            sampleLabel={copy.sampleLabel}
            locale={locale}
          />
        ))}
      />
    </Section>
  );
}
