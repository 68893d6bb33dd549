"use client";

import { ErrorMessageOnDemand } from "@/components/sections/error-message-on-demand";
import { englishErrorPage } from "@/site/error-words";

type Props = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage(props: Props) {
  return <ErrorMessageOnDemand locale="en" words={englishErrorPage} {...props} />;
}
