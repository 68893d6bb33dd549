import { Phone } from "@/components/ui/icons";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import type { Business } from "@/business";
import { servicePageLabels, type ServicePage } from "@/services/copy";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";
import { telHref } from "@/lib/routing/phone-number";

type ServiceHeroProps = { page: ServicePage; phone: Business["phone"]; locale: Locale };

/** The service's hero; a phone-first service (tiny homes) offers the call first. */
export function ServiceHero({ page, phone, locale }: ServiceHeroProps) {
  const tel = telHref(phone.e164);
  const labels = servicePageLabels[locale];
  const { call } = navigationFor(locale);
  const contact = localePath(locale, "/contact");
  return (
    <PageHero
      eyebrow={page.hero.eyebrow}
      heading={page.hero.heading}
      intro={page.hero.intro}
      imageId={page.hero.imageId}
      locale={locale}
    >
      {page.phoneFirst ? (
        <>
          <ButtonLink href={tel}>
            <Phone aria-hidden="true" className="size-5" /> {call} {phone.display}
          </ButtonLink>
          <ButtonLink href={contact} variant="secondary">
            {labels.estimateCtaSecondary}
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink href={contact}>{labels.estimateCta}</ButtonLink>
          <ButtonLink href={tel} variant="secondary">
            <Phone aria-hidden="true" className="size-5" /> {call} {phone.display}
          </ButtonLink>
        </>
      )}
    </PageHero>
  );
}
