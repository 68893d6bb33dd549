"use client";

import { useEffect } from "react";
import { FIRST_VISIT_SENT as SENT } from "./first-visit-key";

/**
 * Tells the server this browser's first page, once: pages set no cookie (every visitor gets the
 * same kept page, from the server or a CDN), so this call sets the first-visit cookie that says
 * where a lead came from (api/first-visit). A browser that has the cookie keeps it.
 * Renders nothing.
 */
export function FirstVisit() {
  useEffect(() => {
    try {
      if (localStorage.getItem(SENT)) return;
      localStorage.setItem(SENT, "1");
    } catch {
      // Storage turned off: sent on each page, and the server keeps the first cookie it set.
    }
    const visit = { page: location.pathname + location.search, referrer: document.referrer };
    // Kept alive past a click to the next page; lost on a failed network, like any first page
    // that never arrived (the form's post then says what it can).
    fetch("/api/first-visit", {
      method: "POST",
      body: JSON.stringify(visit),
      keepalive: true,
    }).catch(() => {});
  }, []);
  return null;
}
