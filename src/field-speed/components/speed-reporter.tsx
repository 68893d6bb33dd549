"use client";

import { useEffect } from "react";
import type { Metric } from "../metrics";

/**
 * In a sampled view, once the page is live: the Core Web Vitals library (its own small chunk,
 * fetched only then) follows the view's largest paint, slowest response to a tap and layout
 * shift, and the page sends them once, when it is hidden or left (api/vitals). Nothing else is
 * sent: the page's path, for its kind, and three numbers.
 */
export function SpeedReporter({ rate }: { rate: number }) {
  useEffect(() => {
    if (!(Math.random() < rate)) return;
    const values: Partial<Record<Metric, number>> = {};
    let sent = false;
    let watching = true;
    const send = () => {
      if (sent || Object.keys(values).length === 0) return;
      sent = true;
      navigator.sendBeacon("/api/vitals", JSON.stringify({ path: location.pathname, ...values }));
    };
    // A page left by a link is still "visible" as it goes: pagehide says so.
    const sendWhenHidden = () => {
      if (document.visibilityState === "hidden") send();
    };
    void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
      if (!watching) return;
      const keep = (metric: Metric) => (report: { value: number }) => {
        values[metric] = report.value;
      };
      // Every change, so the figures are current whenever the page is hidden.
      onLCP(keep("lcp"), { reportAllChanges: true });
      onINP(keep("inp"), { reportAllChanges: true });
      onCLS(keep("cls"), { reportAllChanges: true });
      // After the library's own listeners, which settle the last figures as the page is hidden.
      addEventListener("visibilitychange", sendWhenHidden);
      addEventListener("pagehide", send);
    });
    return () => {
      watching = false;
      removeEventListener("visibilitychange", sendWhenHidden);
      removeEventListener("pagehide", send);
    };
  }, [rate]);
  return null;
}
