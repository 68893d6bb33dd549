"use client";

import "./globals.css";

/** Last resort when the root layout itself fails: a self-contained page with a way home. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en-US">
      <body className="flex min-h-screen items-center justify-center bg-white p-6 font-sans text-slate-800">
        <main className="max-w-xl text-center">
          <title>Something went wrong</title>
          <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
          <p className="mt-4">
            {error.digest ? `Reference ${error.digest}. ` : ""}Please try again, or return to the
            home page.
          </p>
          <div className="mt-6 flex justify-center gap-3">
            <button
              type="button"
              onClick={reset}
              className="rounded-md bg-orange-700 px-5 py-2.5 font-semibold text-white"
            >
              Try again
            </button>
            {/* A plain anchor: the router may be the thing that failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="rounded-md px-5 py-2.5 font-semibold text-blue-900 underline">
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
