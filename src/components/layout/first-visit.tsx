"use client";

import { useEffect } from "react";
import { FIRST_VISIT_SENT as SENT } from "./first-visit-key";

/**
 * Tells the server this browser's first page, once: a page served from a CDN's copy cannot set
 * the first-visit cookie that says where a lead came from (api/first-visit). A browser whose
 * first page came from the server already has the cookie, which the call then leaves alone.
 * Renders nothing.
 */
export function FirstVisit() {
  useEffect(() => {
    try {
      if (localStorage.getItem(SENT)) return;
      localStorage.setItem(SENT, "1");
    } catch {
      // Storage turned off: the server's own answers still set the cookie.
      return;
    }
    const visit = { page: location.pathname + location.search, referrer: document.referrer };
    // Lost on a failed network, like any first page that never arrived.
    fetch("/api/first-visit", { method: "POST", body: JSON.stringify(visit) }).catch(() => {});
  }, []);
  return null;
}
