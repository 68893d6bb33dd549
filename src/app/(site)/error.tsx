"use client";

import { useEffect } from "react";
import { StatusMessage } from "@/components/sections/status-message";
import { Button, ButtonLink } from "@/components/ui/button-link";
import { errorPage } from "@/site/not-found";

/** Rendered inside the normal header and footer, so the phone and home link stay in reach. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    // The business name as the server wrote it into this document's head from the owner's facts.
    const name = document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content;
    document.title = name ? `${errorPage.title} | ${name}` : errorPage.title;
  }, []);
  return (
    <StatusMessage
      status="Error"
      heading={errorPage.heading}
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
