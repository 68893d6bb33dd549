import { Section } from "@/components/ui/section";
import { priceText, sizeText, type Business } from "@/business";
import { PackageCards } from "@/services/components/package-cards";
import { servicePageLabels, type ServicePage } from "@/services/copy";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { navigationFor } from "@/site";
import { telHref } from "@/lib/routing/phone-number";

type ServicePackagesProps = {
  page: ServicePage;
  serviceTitle: string;
  phone: Business["phone"];
  locale: Locale;
};

/**
 * The three packages, each price and size as the edition prints it ("$25,000–$40,000", "de 200
 * a 300 pies cuadrados" in Spanish); on a phone-first service each card's button calls instead.
 */
export function ServicePackages({ page, serviceTitle, phone, locale }: ServicePackagesProps) {
  const labels = servicePageLabels[locale];
  return (
    <Section
      heading={labels.packagesHeading(serviceTitle)}
      intro={labels.packagesIntro}
      tone="sand"
    >
      <PackageCards
        packages={page.packages.map((pkg) => ({
          ...pkg,
          price: priceText(pkg.price, locale),
          ...(pkg.size ? { size: sizeText(pkg.size, locale) } : {}),
        }))}
        ctaHref={page.phoneFirst ? telHref(phone.e164) : localePath(locale, "/contact")}
        ctaLabel={
          page.phoneFirst ? `${navigationFor(locale).call} ${phone.display}` : labels.packageCta
        }
        labels={labels}
      />
    </Section>
  );
}
