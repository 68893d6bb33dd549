import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import type { CityTemplate } from "@/cities/city-template";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { ServiceCards } from "@/services/components/service-cards";

type CityServicesProps = { city: string; template: CityTemplate; locale: Locale };

export function CityServices({ city, template: t, locale }: CityServicesProps) {
  return (
    <Section heading={t.servicesHeading(city)} intro={t.servicesIntro(city)}>
      <ServiceCards context={city} locale={locale} />
      <div className="mt-10">
        <ButtonLink href={localePath(locale, "/contact")} variant="dark">
          {t.scheduleCta(city)}
        </ButtonLink>
      </div>
    </Section>
  );
}
