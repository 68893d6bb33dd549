import { FinancingCalculator } from "@/components/tools/financing-calculator";
import { ToolPage } from "@/components/tools/tool-page";
import { ButtonLink } from "@/components/ui/button-link";
import { financingPage as page } from "@/content/tool-pages";
import { getTool } from "@/content/tools";
import { buildMetadata } from "@/lib/seo/metadata";

const tool = getTool(page.slug);

export const metadata = buildMetadata({
  title: tool.metaTitle,
  description: tool.metaDescription,
  path: tool.path,
  ogKind: "tool",
});

export default function FinancingCalculatorPage() {
  return (
    <ToolPage tool={tool} category="FinanceApplication" page={page}>
      <FinancingCalculator copy={page.calculator}>
        <ButtonLink href="/contact">{page.contactLink.label}</ButtonLink>
      </FinancingCalculator>
    </ToolPage>
  );
}
