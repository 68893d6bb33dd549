import { ButtonLink } from "@/components/ui/button-link";
import { siteFacts } from "@/business/public";
import { localePath, type Locale } from "@/lib/i18n/locale";
import { financingPageFor } from "@/tools/tool-pages";
import { getTool } from "@/tools/tools";
import { FinancingCalculator } from "./financing-calculator";
import { ToolPage } from "./tool-page";

/** /tools/financing-calculator in an edition. */
export async function FinancingCalculatorPage({ locale }: { locale: Locale }) {
  const page = financingPageFor(await siteFacts(locale));
  return (
    <ToolPage
      locale={locale}
      tool={getTool(page.slug, locale)}
      category="FinanceApplication"
      page={page}
    >
      <FinancingCalculator copy={page.calculator} locale={locale}>
        <ButtonLink href={localePath(locale, "/contact")}>{page.contactLink.label}</ButtonLink>
      </FinancingCalculator>
    </ToolPage>
  );
}
