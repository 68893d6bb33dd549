import type { Metadata } from "next";
import { Phone } from "@/components/ui/icons";
import { brandedTitle } from "@/lib/seo/metadata";
import { StatusMessage } from "@/components/sections/status-message";
import { ButtonLink } from "@/components/ui/button-link";
import { siteFacts } from "@/site/server";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { navigationFor, notFoundPage } from "@/site";
import { telHref } from "@/lib/routing/phone-number";

/** The body of every 404: the message, the way home and the phone number. */
export async function NotFoundMessage({ locale = "en" }: { locale?: Locale }) {
  const { business } = await siteFacts(locale);
  const words = notFoundPage[locale];
  return (
    <StatusMessage status="404" heading={words.heading} text={words.text}>
      <ButtonLink href={localePath(locale, "/")}>{words.homeLabel}</ButtonLink>
      <ButtonLink href={telHref(business.phone.e164)} variant="secondary">
        <Phone aria-hidden="true" className="size-5" /> {navigationFor(locale).call}{" "}
        {business.phone.display}
      </ButtonLink>
    </StatusMessage>
  );
}

/** The 404's title in the edition's words. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const { business } = await siteFacts(locale);
  return { title: { absolute: brandedTitle(notFoundPage[locale].title, business.name) } };
}
