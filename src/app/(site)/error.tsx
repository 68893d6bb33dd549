"use client";

import { ErrorMessage } from "@/components/sections/error-message";
import { englishErrorPage } from "@/site/error-words";

type Props = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage(props: Props) {
  return <ErrorMessage locale="en" words={englishErrorPage} {...props} />;
}
