"use client";

import type { CSSProperties } from "react";

/*
 * Styled inline, not with the site's stylesheet: every page's payload carries this boundary, and
 * importing the stylesheet here put a third copy of it (36 KB) into each one.
 */
const button: CSSProperties = {
  display: "inline-block",
  minHeight: 44,
  padding: "10px 20px",
  borderRadius: 6,
  fontWeight: 600,
  fontSize: 16,
  lineHeight: "24px",
};

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
      <body
        style={{
          margin: 0,
          minHeight: "100vh",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          padding: 24,
          background: "#fff",
          color: "#1e293b",
          fontFamily: "system-ui, sans-serif",
        }}
      >
        <main style={{ maxWidth: 576, textAlign: "center" }}>
          <title>Something went wrong</title>
          <h1 style={{ fontSize: 30, fontWeight: 700, margin: 0 }}>
            Unexpected Application Error!
          </h1>
          <p style={{ marginTop: 16 }}>
            {error.digest ? `Reference ${error.digest}. ` : ""}Please try again, or return to the
            home page.
          </p>
          <div style={{ marginTop: 24, display: "flex", justifyContent: "center", gap: 12 }}>
            <button
              type="button"
              onClick={reset}
              style={{ ...button, border: 0, background: "#c2410c", color: "#fff" }}
            >
              Try again
            </button>
            {/* A plain anchor: the router may be the thing that failed. */}
            <a href="/" style={{ ...button, color: "#1e3a8a", textDecoration: "underline" }}>
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
