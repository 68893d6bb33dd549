"use client";

import { useEffect } from "react";

export const ANCHOR_OFFSET_PX = 80;
const HASH_SCROLL_DELAY_MS = 100;

/**
 * When the home page opens with a #section in its URL, scroll there once layout has settled,
 * leaving the same 80 px the in-page links leave (CSS scroll-margin-top) for the sticky header.
 */
export function HashScroller() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
      window.scrollTo({ top, behavior: "instant" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
