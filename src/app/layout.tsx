import type { ReactNode } from "react";

/**
 * The public site ((site)/layout.tsx) and the owner's admin ((payload)/layout.tsx) each render
 * their own document; the 404 for any unknown address (global-not-found.tsx) renders the site's.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
