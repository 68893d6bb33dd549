"use client";

import { Copy } from "@/components/ui/icons";
import { showToast } from "./tool-toaster";
import { useHydrated } from "./use-query-state";

type CopyResultsButtonProps = {
  label: string;
  copied: string;
  failed: string;
  /** Built on click, so the copy always matches the fields at that moment. */
  summary: () => string;
};

export function CopyResultsButton({ label, copied, failed, summary }: CopyResultsButtonProps) {
  // The clipboard needs JavaScript: without it the button would do nothing, so it stays disabled.
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(summary());
    } catch {
      await showToast("error", failed);
      return;
    }
    await showToast("success", copied);
  };
  return (
    <button
      type="button"
      onClick={copy}
      disabled={!hydrated}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 text-base font-semibold text-brand-800 ring-1 ring-brand-700/30 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <Copy aria-hidden="true" className="size-5" /> {label}
    </button>
  );
}
