"use client";

import { useEffect } from "react";
import { StatusMessage } from "@/components/sections/status-message";
import { Button, ButtonLink } from "@/components/ui/button-link";
import { editionHome } from "@/lib/i18n/edition-home";
import type { Locale } from "@/lib/i18n/locale";
import type { ErrorWords } from "@/site";

type ErrorMessageProps = {
  locale: Locale;
  /** The edition's words, imported by its boundary alone (the other edition's stay out). */
  words: ErrorWords;
  error: Error & { digest?: string };
  reset: () => void;
};

/** An error boundary's body, inside the normal header and footer: the phone and home stay in reach. */
export function ErrorMessage({ locale, words, error, reset }: ErrorMessageProps) {
  useEffect(() => {
    // The business name as the server wrote it into this document's head from the owner's facts.
    const name = document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content;
    document.title = name ? `${words.title} | ${name}` : words.title;
  }, [words.title]);
  return (
    <StatusMessage status={words.status} heading={words.heading} text={words.text(error.digest)}>
      <Button onClick={reset}>{words.retry}</Button>
      {/* A plain anchor keeps this boundary, which every page loads, free of extra client code. */}
      <ButtonLink href={editionHome[locale]} variant="secondary">
        {words.homeLabel}
      </ButtonLink>
    </StatusMessage>
  );
}
