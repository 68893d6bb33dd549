import type { Locale } from "@/lib/i18n/locale";
import { energyPageIn } from "@/tools/tool-pages";
import { EnergyEstimator } from "./energy-estimator";
import { ToolPage } from "./tool-page";

/** /tools/energy-savings-estimator in an edition. */
export function EnergyEstimatorPage({ locale }: { locale: Locale }) {
  return <ToolPage locale={locale} page={energyPageIn[locale]} Calculator={EnergyEstimator} />;
}
