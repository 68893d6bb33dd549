"use client";

import { ErrorMessageOnDemand } from "@/components/sections/error-message-on-demand";
import { spanishErrorPage } from "@/site/error-words-es";

type Props = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage(props: Props) {
  return <ErrorMessageOnDemand locale="es" words={spanishErrorPage} {...props} />;
}
