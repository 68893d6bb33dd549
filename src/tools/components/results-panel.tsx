import type { ReactNode } from "react";
import { CopyResultsButton } from "./copy-results-button";
import { ToolToaster } from "./tool-toaster";

type ResultsPanelProps = {
  id: string;
  heading: string;
  /** The figures; announced politely to screen readers as they change. */
  figures: ReactNode;
  disclaimer: string;
  /** Labels of the "Copy results" button and its toasts, and the plain-text summary it copies. */
  copy: { label: string; copied: string; failed: string; summary: () => string };
  /** The link to /contact, rendered on the server. */
  children: ReactNode;
};

/** The results of a planning tool: figures, disclaimer, "Copy results" and the contact link. */
export function ResultsPanel({
  id,
  heading,
  figures,
  disclaimer,
  copy,
  children,
}: ResultsPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg sm:p-8 lg:sticky lg:top-24"
      >
        <h3 id={headingId} className="text-xl font-semibold">
          {heading}
        </h3>
        <div aria-live="polite" className="mt-4">
          {figures}
        </div>
        <p className="mt-6 text-sm text-slate-200">{disclaimer}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <CopyResultsButton {...copy} />
          {children}
        </div>
      </section>
      {/* Outside the results region, so the toasts' own live region is not nested in it. */}
      <ToolToaster />
    </>
  );
}

/** One labelled figure of the results list. */
export function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-t border-white/20 py-3">
      <dt className="text-slate-200">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
