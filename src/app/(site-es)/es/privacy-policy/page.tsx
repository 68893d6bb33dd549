import { LegalDocumentPage, legalPageMetadata } from "@/legal/components/legal-page";

export const generateMetadata = () => legalPageMetadata("es", "privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage locale="es" slug="privacy-policy" />;
}
