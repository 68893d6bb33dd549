"use client";

import { ErrorMessage } from "@/components/sections/error-message";

type Props = { error: Error & { digest?: string }; reset: () => void };

export default function ErrorPage(props: Props) {
  return <ErrorMessage locale="es" {...props} />;
}
