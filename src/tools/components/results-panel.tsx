import type { ReactNode } from "react";
import { CopyResultsButton } from "./copy-results-button";
import { ToolToaster } from "./tool-toaster";

type ResultsPanelProps = {
  /** The tool's fields, beside the results on wide screens and above them on a phone. */
  inputs: ReactNode;
  id: string;
  heading: string;
  /** The figures, announced politely to screen readers as they change: the main one large,
   * a line under it where the tool has one, then the others as a list. */
  headline: { label: string; value: string };
  note?: ReactNode;
  figures: readonly { term: string; value: string }[];
  disclaimer: string;
  /** Labels of the "Copy results" button and its toasts, and the plain-text summary it copies. */
  copy: { label: string; copied: string; failed: string; summary: () => string };
  /** What screen readers call the toasts' region. */
  toasterLabel: string;
  /** The link to /contact, rendered on the server. */
  children: ReactNode;
};

/**
 * A planning tool: its fields, and its results with figures, disclaimer, "Copy results" and the
 * contact link.
 */
export function ResultsPanel({
  inputs,
  id,
  heading,
  headline,
  note,
  figures,
  disclaimer,
  copy,
  toasterLabel,
  children,
}: ResultsPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <div className="space-y-6">{inputs}</div>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg sm:p-8 lg:sticky lg:top-24"
      >
        <h3 id={headingId} className="text-xl font-semibold">
          {heading}
        </h3>
        <div aria-live="polite" className="mt-4">
          <p className="text-slate-200">{headline.label}</p>
          <p className="mt-1 text-4xl font-bold tabular-nums sm:text-5xl">{headline.value}</p>
          {note}
          <dl className="mt-6">
            {figures.map((figure) => (
              <Figure key={figure.term} {...figure} />
            ))}
          </dl>
        </div>
        <p className="mt-6 text-sm text-slate-200">{disclaimer}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <CopyResultsButton {...copy} />
          {children}
        </div>
      </section>
      {/* Outside the results region, so the toasts' own live region is not nested in it. */}
      <ToolToaster label={toasterLabel} />
    </div>
  );
}

/** One labelled figure of the results list. */
function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-white/20 py-3">
      <dt className="text-slate-200">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
