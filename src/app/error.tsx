"use client";

import { useEffect } from "react";
import { StatusMessage } from "@/components/sections/status-message";
import { ButtonLink } from "@/components/ui/button-link";

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
      <ButtonLink href="/" variant="secondary">
        Return to Home
      </ButtonLink>
    </StatusMessage>
  );
}
