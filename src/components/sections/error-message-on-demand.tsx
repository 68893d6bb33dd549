"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { ErrorMessage as Message } from "./error-message";

/*
 * Every page loads its error boundary's script, and almost no view shows it: the message (its
 * layout, buttons and the title it sets) is fetched only once a page has failed. Should that
 * fetch fail too, the error goes on to the root boundary (app/global-error.tsx), which needs
 * nothing more.
 */
const ErrorMessage = lazy(() =>
  import("./error-message").then((module) => ({ default: module.ErrorMessage })),
);

/** An error boundary's body, fetched when it is needed (error-message.tsx). */
export function ErrorMessageOnDemand(props: ComponentProps<typeof Message>) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage {...props} />
    </Suspense>
  );
}
