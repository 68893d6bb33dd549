"use client";

import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import type { CarouselLabels } from "@/reviews/review-words";

export const CAROUSEL_INTERVAL_MS = 6000;

/** A label with the slide's number and the count filled in. */
const numbered = (label: string, n: number, total: number) =>
  label.replace("{n}", String(n)).replace("{total}", String(total));

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Rotates the reviews every 6 s. Auto-advance stops while hovered or focused, when the visitor
 * pauses it, and entirely under prefers-reduced-motion (WCAG 2.2.2). The slides are rendered on
 * the server (review-slide.tsx); this part only decides which one shows.
 */
export function ReviewsCarousel({
  slides,
  labels,
  icons,
}: {
  slides: readonly ReactNode[];
  /** In the page's language (reviews/review-words.ts). */
  labels: CarouselLabels;
  /** Drawn on the server, like the slides, so the icon set stays out of the page's script. */
  icons: { play: ReactNode; pause: ReactNode };
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
  const running = !paused && !hovered && !focused && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % slides.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [running, slides.length]);

  return (
    <section
      aria-roledescription={labels.carouselRole}
      aria-label={labels.name}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="mx-auto max-w-3xl"
    >
      <div aria-live={running ? "off" : "polite"} className="grid">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={numbered(labels.slide, i + 1, slides.length)}
            hidden={i !== index}
            className="col-start-1 row-start-1 rounded-2xl bg-white p-8 text-slate-800 shadow-lg"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? labels.play : labels.pause}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20"
        >
          {paused ? icons.play : icons.pause}
        </button>
        <div className="flex gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={numbered(labels.pick, i + 1, slides.length)}
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
