import type { Metadata } from "next";
import { Phone } from "lucide-react";
import { StatusMessage } from "@/components/sections/status-message";
import { ButtonLink } from "@/components/ui/button-link";
import { SiteDocument, siteMetadata, siteViewport } from "@/components/layout/site-document";
import { business } from "@/config/business";

// Next.js adds the one robots tag (noindex) to every 404 itself.
export const metadata: Metadata = { ...siteMetadata, title: "Page not found" };
export const viewport = siteViewport;

export default function NotFound() {
  return (
    <SiteDocument>
      <StatusMessage
        status="404"
        heading="Oops! Page not found"
        text="The page you are looking for has moved or never existed."
      >
        <ButtonLink href="/">Return to Home</ButtonLink>
        <ButtonLink href={`tel:${business.phone.e164}`} variant="secondary">
          <Phone aria-hidden="true" className="size-5" /> Call {business.phone.display}
        </ButtonLink>
      </StatusMessage>
    </SiteDocument>
  );
}
