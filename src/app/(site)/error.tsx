"use client";

import { useEffect } from "react";
import { StatusMessage } from "@/components/sections/status-message";
import { Button, ButtonLink } from "@/components/ui/button-link";

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
      <Button onClick={reset}>Try again</Button>
      {/* A plain anchor keeps this boundary, which every page loads, free of extra client code. */}
      <ButtonLink href="/" variant="secondary">
        Return to Home
      </ButtonLink>
    </StatusMessage>
  );
}
