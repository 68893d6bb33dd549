import { ButtonLink } from "@/components/ui/button-link";
import { Section } from "@/components/ui/section";
import type { CityTemplate } from "@/cities/city-template";
import { ServiceCards } from "@/services/components/service-cards";

export function CityServices({ city, template: t }: { city: string; template: CityTemplate }) {
  return (
    <Section heading={t.servicesHeading(city)} intro={t.servicesIntro(city)}>
      <ServiceCards context={city} />
      <div className="mt-10">
        <ButtonLink href="/contact" variant="dark">
          {t.scheduleCta(city)}
        </ButtonLink>
      </div>
    </Section>
  );
}
