import { LegalDocument } from "@/legal/components/legal-document";
import { termsOfServiceFor } from "@/legal/legal";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

export async function generateMetadata() {
  const facts = await siteFacts();
  const termsOfService = termsOfServiceFor(facts);
  return buildMetadata(facts, {
    title: termsOfService.title,
    description: termsOfService.metaDescription,
    path: "/terms-of-service",
  });
}

export default async function TermsOfServicePage() {
  return <LegalDocument page={termsOfServiceFor(await siteFacts())} />;
}
