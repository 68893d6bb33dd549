import { EnergyEstimator } from "@/tools/components/energy-estimator";
import { ToolPage } from "@/tools/components/tool-page";
import { ButtonLink } from "@/components/ui/button-link";
import { energyPage as page } from "@/tools/tool-pages";
import { toolMetadata } from "@/tools/tool-metadata";
import { getTool } from "@/tools/tools";

const tool = getTool(page.slug);

export const generateMetadata = toolMetadata(tool);

export default function EnergySavingsEstimatorPage() {
  return (
    <ToolPage tool={tool} category="UtilitiesApplication" page={page}>
      <EnergyEstimator copy={page.calculator}>
        <ButtonLink href="/contact">{page.contactLink.label}</ButtonLink>
      </EnergyEstimator>
    </ToolPage>
  );
}
