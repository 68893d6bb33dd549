import { Phone } from "@/components/ui/icons";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import type { Business } from "@/business/site-facts";
import { servicePageLabels as labels, type ServicePage } from "@/services/copy";

/** The service's hero; a phone-first service (tiny homes) offers the call first. */
export function ServiceHero({ page, phone }: { page: ServicePage; phone: Business["phone"] }) {
  const tel = `tel:${phone.e164}`;
  return (
    <PageHero
      eyebrow={page.hero.eyebrow}
      heading={page.hero.heading}
      intro={page.hero.intro}
      imageId={page.hero.imageId}
    >
      {page.phoneFirst ? (
        <>
          <ButtonLink href={tel}>
            <Phone aria-hidden="true" className="size-5" /> Call {phone.display}
          </ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            {labels.estimateCtaSecondary}
          </ButtonLink>
        </>
      ) : (
        <>
          <ButtonLink href="/contact">{labels.estimateCta}</ButtonLink>
          <ButtonLink href={tel} variant="secondary">
            <Phone aria-hidden="true" className="size-5" /> Call {phone.display}
          </ButtonLink>
        </>
      )}
    </PageHero>
  );
}
