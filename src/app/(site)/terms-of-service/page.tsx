import { LegalDocumentPage, legalPageMetadata } from "@/legal/components/legal-page";

export const generateMetadata = () => legalPageMetadata("en", "terms-of-service");

export default function TermsOfServicePage() {
  return <LegalDocumentPage locale="en" slug="terms-of-service" />;
}
