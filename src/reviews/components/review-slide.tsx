import { StarRow } from "@/components/ui/icons";
import type { Locale } from "@/lib/i18n/locale";
import type { Review } from "@/reviews/reviews";
import { reviewerName, reviewWords } from "@/reviews/review-words";

type ReviewSlideProps = { review: Review; sampleLabel: string; locale: Locale };

/** One review as the carousel shows it; rendered on the server. */
export function ReviewSlide({ review, sampleLabel, locale }: ReviewSlideProps) {
  return (
    <figure>
      <p
        role="img"
        className="text-amber-500"
        aria-label={reviewWords[locale].rating(review.rating)}
      >
        <StarRow count={review.rating} />
      </p>
      <blockquote className="mt-4 text-lg leading-relaxed">“{review.text}”</blockquote>
      <figcaption className="mt-6 text-sm">
        {review.sample && (
          <span className="mb-2 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {sampleLabel}
          </span>
        )}
        <span className="font-semibold text-slate-900">{reviewerName(review.name, locale)}</span>
        <span className="text-slate-600">
          {" "}
          · {review.location}, TX · {review.project}
        </span>
      </figcaption>
    </figure>
  );
}
