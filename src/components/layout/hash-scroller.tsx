"use client";

import { useEffect } from "react";

export const ANCHOR_OFFSET_PX = 80;
const HASH_SCROLL_DELAY_MS = 100;

const targetTop = (target: Element) =>
  target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Home-page anchors (spec: Navigation). A click on a link to one of this page's sections scrolls
 * smoothly so the section's top sits 80 px below the viewport top, and puts the hash in the URL.
 * A visit that arrives with a hash is scrolled there after 100 ms with the same offset, and
 * corrected once if the web font or late images then move the section (unless the visitor has
 * scrolled meanwhile).
 */
export function HashScroller() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (
        url.origin !== window.location.origin ||
        url.pathname !== window.location.pathname ||
        !url.hash
      )
        return;
      const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
      // Only page sections; other in-page links (the skip link) keep their native focus behaviour.
      if (target?.tagName !== "SECTION") return;
      event.preventDefault();
      window.history.pushState(null, "", url.hash);
      window.scrollTo({
        top: targetTop(target),
        behavior: prefersReducedMotion() ? "instant" : "smooth",
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    let settledAt: number | null = null;
    const align = () => {
      const target = document.getElementById(id);
      if (!target) return;
      if (settledAt !== null && Math.abs(window.scrollY - settledAt) > 1) return;
      window.scrollTo({ top: targetTop(target), behavior: "instant" });
      settledAt = window.scrollY;
    };
    const timer = window.setTimeout(() => {
      align();
      void document.fonts.ready.then(align);
    }, HASH_SCROLL_DELAY_MS);
    window.addEventListener("load", align, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", align);
    };
  }, []);
  return null;
}
