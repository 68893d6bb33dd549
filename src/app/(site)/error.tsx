"use client";

import { useEffect } from "react";
import { StatusMessage } from "@/components/sections/status-message";

/** Rendered inside the normal header and footer, so the phone and home link stay in reach. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    document.title = "Something went wrong";
  }, []);
  return (
    <StatusMessage
      status="Error"
      heading="Unexpected Application Error!"
      text={`Something went wrong on our side${error.digest ? ` (reference ${error.digest})` : ""}. Please try again, or call us directly.`}
    >
      <button
        type="button"
        onClick={reset}
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-700"
      >
        Try again
      </button>
      {/* A plain anchor keeps this boundary, which every page loads, free of extra client code. */}
      <a
        href="/"
        className="inline-flex min-h-11 items-center justify-center rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
      >
        Return to Home
      </a>
    </StatusMessage>
  );
}
