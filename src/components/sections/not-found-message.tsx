import { Phone } from "lucide-react";
import { StatusMessage } from "@/components/sections/status-message";
import { ButtonLink } from "@/components/ui/button-link";
import { business } from "@/config/business";

/** What every 404 says: an unknown address and an entry the owner hid or deleted alike. */
export function NotFoundMessage() {
  return (
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
  );
}
