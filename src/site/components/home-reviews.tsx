import { Section } from "@/components/ui/section";
import { ReviewSlide } from "@/reviews/components/review-slide";
import { ReviewsCarousel } from "@/reviews/components/reviews-carousel";
import type { Review } from "@/reviews/reviews";
import type { HomeContent } from "@/site/home";

/** With every review hidden in the admin, the section goes too. */
export function HomeReviews({
  copy,
  reviews,
}: {
  copy: HomeContent["reviews"];
  reviews: readonly Review[];
}) {
  if (reviews.length === 0) return null;
  return (
    <Section id="reviews" heading={copy.heading} intro={copy.intro} tone="brand">
      <ReviewsCarousel
        slides={reviews.map((review) => (
          <ReviewSlide key={review.name} review={review} sampleLabel={copy.sampleLabel} />
        ))}
      />
    </Section>
  );
}
