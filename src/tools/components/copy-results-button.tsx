"use client";

import { Button } from "@/components/ui/button-link";
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
    <Button variant="secondary" onClick={copy} disabled={!hydrated}>
      <Copy aria-hidden="true" className="size-5" /> {label}
    </Button>
  );
}
