"use client";

import { useEffect } from "react";

/**
 * The two things the native popover leaves to script: `aria-expanded` on the toggle as an
 * attribute (only once it can be kept true, so before hydration the browser's own state stands),
 * and closing the panel when a link in it is chosen, since a link to a section of the same page
 * loads no new page and would leave the panel open over the section. Renders nothing.
 */
export function MobileMenuSync({ panelId, toggleId }: { panelId: string; toggleId: string }) {
  useEffect(() => {
    const panel = document.getElementById(panelId);
    const toggle = document.getElementById(toggleId);
    if (!panel || !toggle) return;
    const syncExpanded = () =>
      toggle.setAttribute("aria-expanded", String(panel.matches(":popover-open")));
    const closeOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) panel.hidePopover();
    };
    syncExpanded();
    panel.addEventListener("toggle", syncExpanded);
    panel.addEventListener("click", closeOnLink);
    return () => {
      panel.removeEventListener("toggle", syncExpanded);
      panel.removeEventListener("click", closeOnLink);
      toggle.removeAttribute("aria-expanded");
    };
  }, [panelId, toggleId]);
  return null;
}
