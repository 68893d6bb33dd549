"use client";

import { useEffect } from "react";

export const CAROUSEL_INTERVAL_MS = 6000;

/**
 * Turns the server-drawn carousel (reviews-carousel.tsx) every 6 s. It stops while hovered or
 * focused, when the visitor pauses it, and entirely under prefers-reduced-motion (WCAG 2.2.2);
 * while it stands still, a change of review is announced. Renders nothing.
 */
export function CarouselRotation({ id, play, pause }: { id: string; play: string; pause: string }) {
  useEffect(() => {
    const carousel = document.getElementById(id);
    const toggle = carousel?.querySelector<HTMLElement>("[data-rotation-toggle]");
    if (!carousel || !toggle) return;
    const slides = [...carousel.querySelectorAll<HTMLElement>('[role="group"]')];
    const dots = [...carousel.querySelectorAll<HTMLElement>("[data-rotation-pick]")];
    const [pauseIcon, playIcon] = [...toggle.children] as HTMLElement[];
    const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
    let index = 0;
    let paused = false;
    let hovered = false;
    let focused = false;
    let timer: number | undefined;

    const show = (next: number) => {
      index = next;
      slides.forEach((slide, i) => (slide.hidden = i !== index));
      dots.forEach((dot, i) =>
        i === index
          ? dot.setAttribute("aria-current", "true")
          : dot.removeAttribute("aria-current"),
      );
    };
    const sync = () => {
      const running =
        !paused && !hovered && !focused && !reducedMotion.matches && slides.length > 1;
      slides[0]?.parentElement?.setAttribute("aria-live", running ? "off" : "polite");
      toggle.setAttribute("aria-label", paused ? play : pause);
      if (pauseIcon && playIcon) [pauseIcon.hidden, playIcon.hidden] = [paused, !paused];
      clearInterval(timer);
      if (running)
        timer = window.setInterval(() => show((index + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    };
    const stop = new AbortController();
    const on = (target: EventTarget, type: string, listener: (event: Event) => void) =>
      target.addEventListener(type, listener, { signal: stop.signal });
    on(carousel, "mouseenter", () => ((hovered = true), sync()));
    on(carousel, "mouseleave", () => ((hovered = false), sync()));
    on(carousel, "focusin", () => ((focused = true), sync()));
    on(carousel, "focusout", (event) => {
      focused = carousel.contains((event as FocusEvent).relatedTarget as Node | null);
      sync();
    });
    on(carousel, "click", (event) => {
      const button = (event.target as Element).closest("button");
      const dot = dots.indexOf(button as HTMLElement);
      if (dot >= 0) show(dot);
      else if (button === toggle) {
        paused = !paused;
        sync();
      }
    });
    on(reducedMotion, "change", sync);
    sync();
    return () => {
      clearInterval(timer);
      stop.abort();
    };
  }, [id, play, pause]);
  return null;
}
