import type { Metric, Rating } from "./metrics";
import type { Template } from "./templates";

/** The field-speed panel, in the admin's English. */
export const speedCopy = {
  heading: "How fast pages are for real visitors",
  intro:
    "From a share of real visits: the 75th percentile of each kind of page (three visits in four were this fast or faster), against Google's thresholds, with how many visits each figure rests on. Each figure is the top of a step (250 ms, 25 ms, 0.025), so it is at most what it says.",
  none: "No speed reports in this period.",
  kind: "Kind of page",
  metrics: {
    lcp: "Largest paint (LCP)",
    inp: "Response to taps (INP)",
    cls: "Layout shift (CLS)",
  } satisfies Record<Metric, string>,
  thresholds: "Good: LCP at most 2.5 s, INP at most 200 ms, CLS at most 0.1.",
  ratings: {
    good: "good",
    "needs-improvement": "needs improvement",
    poor: "poor",
  } satisfies Record<Rating, string>,
  templates: {
    home: "Home",
    service: "Service pages",
    city: "City pages",
    idea: "Ideas and projects",
    article: "Articles",
    tools: "Planning tools",
    contact: "Contact",
    other: "Other pages",
  } satisfies Record<Template, string>,
  chart: "Largest paint, 75th percentile (ms)",
  views: (count: number) => `${count} ${count === 1 ? "visit" : "visits"}`,
} as const;
