import type { Metadata } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { LOCALE_HEADER, isLocale, type Locale } from "@/lib/i18n/locale";
import { siteFacts } from "@/site/facts";
import { brandedTitle } from "@/lib/seo/metadata";
import { NotFoundMessage } from "@/components/sections/not-found-message";
import { notFoundPage } from "@/site/not-found";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";

/** The proxy names the edition of the address asked for; anything else is English. */
async function askedEdition(): Promise<Locale> {
  const named = (await headers()).get(LOCALE_HEADER);
  return isLocale(named) ? named : "en";
}

// Next.js adds the one robots tag (noindex) to every 404 itself.
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const locale = await askedEdition();
  const facts = await siteFacts(locale);
  return {
    ...siteMetadata(facts),
    title: { absolute: brandedTitle(notFoundPage[locale].title, facts.business.name) },
  };
}
export const viewport = siteViewport;

/**
 * An address no route matches (and the proxy's answer for an unknown page address): outside
 * every layout, so it brings the site's document. As the app's global 404 it is not part of
 * every page's payload, as a root not-found boundary would be (with its own copy of the styles).
 * Rendered per view, not kept: any address can be asked for, and each would take a place in the
 * page cache.
 */
export default async function GlobalNotFound() {
  await connection();
  const locale = await askedEdition();
  return (
    <SiteDocument locale={locale}>
      <NotFoundMessage locale={locale} />
    </SiteDocument>
  );
}
