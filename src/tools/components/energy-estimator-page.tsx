import { ButtonLink } from "@/components/ui/button-link";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { energyPageIn } from "@/tools/tool-pages";
import { getTool } from "@/tools/tools";
import { EnergyEstimator } from "./energy-estimator";
import { ToolPage } from "./tool-page";

/** /tools/energy-savings-estimator in an edition. */
export function EnergyEstimatorPage({ locale }: { locale: Locale }) {
  const page = energyPageIn[locale];
  return (
    <ToolPage
      locale={locale}
      tool={getTool(page.slug, locale)}
      category="UtilitiesApplication"
      page={page}
    >
      <EnergyEstimator copy={page.calculator} locale={locale}>
        <ButtonLink href={localePath(locale, "/contact")}>{page.contactLink.label}</ButtonLink>
      </EnergyEstimator>
    </ToolPage>
  );
}
