import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import type { CityTemplate } from "@/cities/city-template";
import type { SiteFacts } from "@/business";
import { localePath } from "@/lib/i18n/locale";
import { ServiceCards } from "@/services/ui";

type CityServicesProps = { city: string; template: CityTemplate; facts: SiteFacts };

export function CityServices({ city, template: t, facts }: CityServicesProps) {
  const { locale } = facts;
  return (
    <Section heading={t.servicesHeading(city)} intro={t.servicesIntro(city)}>
      <ServiceCards context={city} facts={facts} />
      <div className="mt-10">
        <ButtonLink href={localePath(locale, "/contact")} variant="dark">
          {t.scheduleCta(city)}
        </ButtonLink>
      </div>
    </Section>
  );
}
