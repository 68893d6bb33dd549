"use client";

import { useEffect } from "react";

/**
 * In a sampled view, once the page is live: the measuring code, a chunk of its own fetched only
 * then (report-vitals.ts). Every other view loads nothing more than this.
 */
export function SpeedReporter({ rate }: { rate: number }) {
  useEffect(() => {
    if (Math.random() < rate) void import("./report-vitals").then((code) => code.reportVitals());
  }, [rate]);
  return null;
}
