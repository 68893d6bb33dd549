import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { EditionOffer } from "@/components/layout/edition-offer";
import { EditionSwitch } from "@/components/layout/edition-switch";
import { FirstVisit } from "@/components/layout/first-visit";
import { FieldSpeed } from "@/field-speed/ui";
import { Footer } from "@/components/layout/footer";
import { CallBar } from "@/components/layout/call-bar";
import { Header } from "@/components/layout/header";
import { SkipLink } from "@/components/layout/skip-link";
import { siteFacts } from "@/site/server";
import { siteUrl } from "@/lib/seo/site-url";
import type { SiteFacts } from "@/business";
import { feedAlternates } from "@/lib/seo/metadata";
import { editionHome } from "@/lib/i18n/edition-home";
import { htmlLang, type Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";
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
  editionSwitch = <EditionSwitch from={locale} path={editionHome[locale]} />,
}: {
  children: ReactNode;
  locale?: Locale;
  /** The page's own switch (the layout's `@edition` slot); a 404 offers the other edition's home. */
  editionSwitch?: ReactNode;
}) {
  const { business, claimText } = await siteFacts(locale);
  const nav = navigationFor(locale);
  return (
    <html lang={htmlLang[locale]}>
      <body className="flex min-h-screen flex-col bg-white px-[env(safe-area-inset-left)_env(safe-area-inset-right)] font-sans text-slate-800 antialiased">
        <SkipLink label={nav.skipLink} />
        <EditionOffer
          to={nav.otherEdition.hrefLang}
          lang={nav.otherEdition.lang}
          {...navigationFor(nav.otherEdition.hrefLang).suggestion}
        />
        <Header business={business} nav={nav} editionSwitch={editionSwitch} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer business={business} claimText={claimText} locale={locale} nav={nav} />
        <CallBar phone={business.phone} nav={nav} />
        <FirstVisit />
        <FieldSpeed />
      </body>
    </html>
  );
}

type EditionLayoutProps = {
  children: ReactNode;
  /** The header's language switch for this page, from the `@edition` slot beside the layout. */
  edition: ReactNode;
};

/** The layout of an edition's pages: its document around the page, with the page's own switch. */
export const editionLayout = (locale: Locale) =>
  function EditionLayout({ children, edition }: EditionLayoutProps) {
    return (
      <SiteDocument locale={locale} editionSwitch={edition}>
        {children}
      </SiteDocument>
    );
  };
