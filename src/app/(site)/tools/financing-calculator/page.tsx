import { FinancingCalculator } from "@/tools/components/financing-calculator";
import { ToolPage } from "@/tools/components/tool-page";
import { ButtonLink } from "@/components/ui/button-link";
import { financingPageFor } from "@/tools/tool-pages";
import { toolMetadata } from "@/tools/tool-metadata";
import { getTool } from "@/tools/tools";
import { siteFacts } from "@/business/public";

const tool = getTool("financing-calculator");

export const generateMetadata = toolMetadata(tool);

export default async function FinancingCalculatorPage() {
  const page = financingPageFor(await siteFacts());
  return (
    <ToolPage tool={tool} category="FinanceApplication" page={page}>
      <FinancingCalculator copy={page.calculator}>
        <ButtonLink href="/contact">{page.contactLink.label}</ButtonLink>
      </FinancingCalculator>
    </ToolPage>
  );
}
