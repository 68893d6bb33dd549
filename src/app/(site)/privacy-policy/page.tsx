import { LegalDocument } from "@/legal/components/legal-document";
import { privacyPolicyFor } from "@/legal/legal";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

export async function generateMetadata() {
  const facts = await siteFacts();
  const privacyPolicy = privacyPolicyFor(facts);
  return buildMetadata(facts, {
    title: privacyPolicy.title,
    description: privacyPolicy.metaDescription,
    path: "/privacy-policy",
  });
}

export default async function PrivacyPolicyPage() {
  return <LegalDocument page={privacyPolicyFor(await siteFacts())} />;
}
