import { Phone } from "@/components/ui/icons";
import { StatusMessage } from "@/components/sections/status-message";
import { ButtonLink } from "@/components/ui/button-link";
import { siteFacts } from "@/business/public";
import { notFoundPage } from "@/site/not-found";

/** The body of every 404: the message, the way home and the phone number. */
export async function NotFoundMessage() {
  const { business } = await siteFacts();
  return (
    <StatusMessage status="404" heading={notFoundPage.heading} text={notFoundPage.text}>
      <ButtonLink href="/">{notFoundPage.homeLabel}</ButtonLink>
      <ButtonLink href={`tel:${business.phone.e164}`} variant="secondary">
        <Phone aria-hidden="true" className="size-5" /> Call {business.phone.display}
      </ButtonLink>
    </StatusMessage>
  );
}
