"use client";

import { Pause, Play, Star } from "@/components/ui/icons";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Review } from "@/content/reviews";

export const CAROUSEL_INTERVAL_MS = 6000;

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Rotates reviews every 6 s. Auto-advance stops while hovered or focused, when the visitor
 * pauses it, and entirely under prefers-reduced-motion (WCAG 2.2.2).
 */
export function ReviewsCarousel({
  reviews,
  sampleLabel,
}: {
  reviews: readonly Review[];
  /** Shown on a sample review (home.ts). */
  sampleLabel: string;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
  const running = !paused && !hovered && !focused && !reducedMotion && reviews.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % reviews.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [running, reviews.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Client reviews"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="mx-auto max-w-3xl"
    >
      <div aria-live={running ? "off" : "polite"} className="grid">
        {reviews.map((review, i) => (
          <div
            key={review.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`Review ${i + 1} of ${reviews.length}`}
            hidden={i !== index}
            className="col-start-1 row-start-1 rounded-2xl bg-white p-8 text-slate-800 shadow-lg"
          >
            <figure>
              <p
                role="img"
                className="flex gap-1 text-amber-500"
                aria-label={`Rated ${review.rating} out of 5`}
              >
                {Array.from({ length: review.rating }, (_, star) => (
                  <Star key={star} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </p>
              <blockquote className="mt-4 text-lg leading-relaxed">“{review.text}”</blockquote>
              <figcaption className="mt-6 text-sm">
                {review.sample && (
                  <span className="mb-2 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    {sampleLabel}
                  </span>
                )}
                <span className="font-semibold text-slate-900">{review.name}</span>
                <span className="text-slate-600">
                  {" "}
                  · {review.location}, TX · {review.project}
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? "Play review rotation" : "Pause review rotation"}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-5" />
          ) : (
            <Pause aria-hidden="true" className="size-5" />
          )}
        </button>
        <div className="flex gap-1">
          {reviews.map((review, i) => (
            <button
              key={review.name}
              type="button"
              aria-label={`Review ${i + 1}`}
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block size-3 rounded-full transition-colors ${i === index ? "bg-white" : "bg-white/40 group-hover:bg-white/70"}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
