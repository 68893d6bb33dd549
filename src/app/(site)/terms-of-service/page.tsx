import { LegalDocument } from "@/components/sections/legal-document";
import { termsOfService } from "@/content/legal";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: termsOfService.title,
  description: termsOfService.metaDescription,
  path: "/terms-of-service",
});

export default function TermsOfServicePage() {
  return <LegalDocument page={termsOfService} />;
}
