import { LegalDocumentPage, legalPageMetadata } from "@/legal/components/legal-page";

export const generateMetadata = () => legalPageMetadata("es", "terms-of-service");

export default function TermsOfServicePage() {
  return <LegalDocumentPage locale="es" slug="terms-of-service" />;
}
