import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { CopyResultsButton } from "./copy-results-button";
import { ToolToaster } from "./tool-toaster";
import { linkWithQuery } from "./use-query-state";

/**
 * A calculator's props: every word comes with `copy`, every figure is written the way `locale`
 * writes numbers, and `children` is the link to /contact, rendered on the server.
 */
export type CalculatorProps<Copy> = { copy: Copy; locale: Locale; children: ReactNode };

/** The words of a calculator's results panel, from its copy. */
type ResultsCopy = {
  resultsHeading: string;
  /** The "Copy results" button and its toasts. */
  copyButton: string;
  copied: string;
  copyFailed: string;
  /** Precedes the link to this estimate in the copied summary. */
  linkLabel: string;
  /** What screen readers call the toasts' region. */
  toasterLabel: string;
  words: { disclaimer: string };
};

type ResultsPanelProps = {
  /** The tool's fields, beside the results on wide screens and above them on a phone. */
  inputs: ReactNode;
  id: string;
  copy: ResultsCopy;
  /** The figures, announced politely to screen readers as they change: the main one large,
   * a line under it where the tool has one, then the others as a list. */
  headline: { label: string; value: string };
  note?: ReactNode;
  figures: readonly { term: string; value: string }[];
  /** The plain-text summary "Copy results" copies, before the link to this estimate. */
  summary: () => string;
  /** The query that opens the tool with these fields again. */
  query: string;
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
  copy,
  headline,
  note,
  figures,
  summary,
  query,
  children,
}: ResultsPanelProps) {
  const headingId = `${id}-heading`;
  const copyButton = {
    label: copy.copyButton,
    copied: copy.copied,
    failed: copy.copyFailed,
    summary: () => `${summary()}\n\n${copy.linkLabel} ${linkWithQuery(query)}`,
  };
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <div className="space-y-6">{inputs}</div>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg sm:p-8 lg:sticky lg:top-24"
      >
        <h3 id={headingId} className="text-xl font-semibold">
          {copy.resultsHeading}
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
        <p className="mt-6 text-sm text-slate-200">{copy.words.disclaimer}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <CopyResultsButton {...copyButton} />
          {children}
        </div>
      </section>
      {/* Outside the results region, so the toasts' own live region is not nested in it. */}
      <ToolToaster label={copy.toasterLabel} />
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
