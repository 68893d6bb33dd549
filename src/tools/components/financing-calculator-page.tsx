import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";
import { financingPageFor } from "@/tools/tool-pages";
import { FinancingCalculator } from "./financing-calculator";
import { ToolPage } from "./tool-page";

/** /tools/financing-calculator in an edition. */
export async function FinancingCalculatorPage({ locale }: { locale: Locale }) {
  const page = financingPageFor(await siteFacts(locale));
  return <ToolPage locale={locale} page={page} Calculator={FinancingCalculator} />;
}
