import type { ReactNode } from "react";
import type { CarouselLabels } from "@/reviews/review-words";
import { CarouselRotation } from "./carousel-rotation";

/** A label with the slide's number and the count filled in. */
const numbered = (label: string, n: number, total: number) =>
  label.replace("{n}", String(n)).replace("{total}", String(total));

/**
 * The reviews, one at a time, drawn here on the server as they first show: review 1, the others
 * hidden, rotating. CarouselRotation turns it in the browser; the page carries no copy of this
 * markup in its script. Without script, the first review shows.
 */
export function ReviewsCarousel({
  id,
  slides,
  labels,
  icons,
}: {
  /** The carousel's element id, which CarouselRotation finds it by. */
  id: string;
  slides: readonly ReactNode[];
  /** In the page's language (reviews/review-words.ts). */
  labels: CarouselLabels;
  icons: { play: ReactNode; pause: ReactNode };
}) {
  return (
    <section
      id={id}
      aria-roledescription={labels.carouselRole}
      aria-label={labels.name}
      className="mx-auto max-w-3xl"
    >
      <div aria-live={slides.length > 1 ? "off" : "polite"} className="grid">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={numbered(labels.slide, i + 1, slides.length)}
            hidden={i !== 0}
            className="carousel-slide"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          data-rotation-toggle=""
          aria-label={labels.pause}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20"
        >
          {/* The icon of what the button does: pause while it turns, play once paused. */}
          <span className="contents">{icons.pause}</span>
          <span className="contents" hidden>
            {icons.play}
          </span>
        </button>
        <div className="flex gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              data-rotation-pick=""
              aria-label={numbered(labels.pick, i + 1, slides.length)}
              aria-current={i === 0 ? "true" : undefined}
              className="carousel-dot"
            />
          ))}
        </div>
      </div>
      <CarouselRotation id={id} play={labels.play} pause={labels.pause} />
    </section>
  );
}
