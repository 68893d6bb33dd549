import type { Metadata } from "next";
import type { SiteFacts } from "@/business";
import { LegalDocument } from "@/legal/components/legal-document";
import { privacyPolicyFor, termsOfServiceFor, type LegalPage } from "@/legal/legal";
import { buildMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locale";
import { siteFacts } from "@/site/server";

type LegalSlug = LegalPage["slug"];

const builders: Record<LegalSlug, (facts: SiteFacts) => LegalPage> = {
  "privacy-policy": privacyPolicyFor,
  "terms-of-service": termsOfServiceFor,
};

export async function legalPageMetadata(locale: Locale, slug: LegalSlug): Promise<Metadata> {
  const facts = await siteFacts(locale);
  const page = builders[slug](facts);
  return buildMetadata(facts, {
    title: page.title,
    description: page.metaDescription,
    path: `/${page.slug}`,
  });
}

/** /privacy-policy or /terms-of-service in an edition; the Spanish says the English governs. */
export async function LegalDocumentPage({ locale, slug }: { locale: Locale; slug: LegalSlug }) {
  return <LegalDocument page={builders[slug](await siteFacts(locale))} locale={locale} />;
}
