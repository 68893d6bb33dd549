"use client";

import { ErrorMessage } from "@/components/sections/error-message";
import { spanishErrorPage } from "@/site/error-words-es";

type Props = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage(props: Props) {
  return <ErrorMessage locale="es" words={spanishErrorPage} {...props} />;
}
