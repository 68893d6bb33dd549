import { LegalDocument } from "@/components/sections/legal-document";
import { privacyPolicy } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.metaDescription,
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return <LegalDocument page={privacyPolicy} />;
}
