import type { Metadata } from "next";
import type { ReactNode } from "react";

/** The owner's pages are private: never indexed, never followed, never cached by a crawler. */
export const metadata: Metadata = {
  title: { default: "Lead inbox", template: "%s | Lead inbox" },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>;
}
