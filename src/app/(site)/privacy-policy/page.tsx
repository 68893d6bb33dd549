import { LegalDocumentPage, legalPageMetadata } from "@/legal/components/legal-page";

export const generateMetadata = () => legalPageMetadata("en", "privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage locale="en" slug="privacy-policy" />;
}
