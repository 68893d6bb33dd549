import { FinancingCalculatorPage } from "@/tools/components/financing-calculator-page";
import { toolMetadata } from "@/tools/tool-metadata";

export const generateMetadata = () => toolMetadata("financing-calculator", "en");

export default function FinancingCalculator() {
  return <FinancingCalculatorPage locale="en" />;
}
