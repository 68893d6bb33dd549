import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { EditionSuggestion } from "@/components/layout/edition-suggestion";
import { FirstVisit } from "@/components/layout/first-visit";
import { Footer } from "@/components/layout/footer";
import { CallBar } from "@/components/layout/call-bar";
import { Header } from "@/components/layout/header";
import { SkipLink } from "@/components/layout/skip-link";
import { siteFacts } from "@/business/public";
import { siteUrl } from "@/lib/seo/site-url";
import type { SiteFacts } from "@/business/site-facts";
import { feedAlternates } from "@/lib/seo/metadata";
import { htmlLang, type Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site/navigation";
import "@/components/layout/globals.css";

/** What every public page's head starts from; pages add their own title and description. */
export const siteMetadata = ({ business }: SiteFacts): Metadata => ({
  metadataBase: new URL(siteUrl),
  title: { default: business.name, template: `%s | ${business.name}` },
  applicationName: business.name,
  manifest: "/manifest.webmanifest",
  formatDetection: { telephone: false },
  alternates: { types: feedAlternates(business.name) },
});

export const siteViewport: Viewport = {
  themeColor: "#1e3a5f",
  width: "device-width",
  initialScale: 1,
  // The page reaches under a notch or the home bar; the call bar and the body keep their content
  // out of those areas with env(safe-area-inset-*).
  viewportFit: "cover",
};

/**
 * The public site's document: the same header, main landmark and footer around every page and
 * the 404. The owner's admin has a document of its own, so this is not the app's root layout.
 */
export async function SiteDocument({
  children,
  locale = "en",
}: {
  children: ReactNode;
  locale?: Locale;
}) {
  const { business, claimText } = await siteFacts(locale);
  const nav = navigationFor(locale);
  return (
    <html lang={htmlLang[locale]}>
      <body className="flex min-h-screen flex-col bg-white px-[env(safe-area-inset-left)_env(safe-area-inset-right)] font-sans text-slate-800 antialiased">
        <SkipLink label={nav.skipLink} />
        <Header business={business} nav={nav} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer business={business} claimText={claimText} locale={locale} nav={nav} />
        <CallBar phone={business.phone} nav={nav} />
        <FirstVisit />
        <EditionSuggestion
          to={nav.otherEdition.hrefLang}
          lang={nav.otherEdition.lang}
          {...navigationFor(nav.otherEdition.hrefLang).suggestion}
        />
      </body>
    </html>
  );
}
