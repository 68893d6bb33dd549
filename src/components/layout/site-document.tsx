import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { SkipLink } from "@/components/layout/skip-link";
import { business } from "@/config/business";
import { feedAlternates } from "@/lib/seo/metadata";
import "@/app/globals.css";

/** What every public page's head starts from; pages add their own title and description. */
export const siteMetadata: Metadata = {
  metadataBase: new URL(business.siteUrl),
  title: { default: business.name, template: `%s | ${business.name}` },
  applicationName: business.name,
  manifest: "/manifest.webmanifest",
  formatDetection: { telephone: false },
  alternates: { types: feedAlternates },
};

export const siteViewport: Viewport = {
  themeColor: "#1e3a5f",
  width: "device-width",
  initialScale: 1,
};

/**
 * The public site's document: the same header, main landmark and footer around every page and
 * the 404. The owner's admin has a document of its own, so this is not the app's root layout.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-800 antialiased">
        <SkipLink />
        <Header />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
