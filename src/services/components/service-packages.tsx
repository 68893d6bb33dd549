import { Section } from "@/components/ui/section";
import type { Business } from "@/business/site-facts";
import { PackageCards } from "@/services/components/package-cards";
import { servicePageLabels as labels, type ServicePage } from "@/services/copy";

type ServicePackagesProps = { page: ServicePage; serviceTitle: string; phone: Business["phone"] };

/** The three packages; on a phone-first service each card's button calls instead. */
export function ServicePackages({ page, serviceTitle, phone }: ServicePackagesProps) {
  return (
    <Section
      heading={labels.packagesHeading(serviceTitle)}
      intro={labels.packagesIntro}
      tone="sand"
    >
      <PackageCards
        packages={page.packages}
        ctaHref={page.phoneFirst ? `tel:${phone.e164}` : "/contact"}
        ctaLabel={page.phoneFirst ? `Call ${phone.display}` : labels.packageCta}
      />
    </Section>
  );
}
