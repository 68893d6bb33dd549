import { EnergyEstimator } from "@/tools/components/energy-estimator";
import { ToolPage } from "@/tools/components/tool-page";
import { ButtonLink } from "@/components/ui/button-link";
import { energyPage as page } from "@/tools/tool-pages";
import { getTool } from "@/tools/tools";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

const tool = getTool(page.slug);

export const generateMetadata = async () =>
  buildMetadata(await siteFacts(), {
    title: tool.metaTitle,
    description: tool.metaDescription,
    path: tool.path,
    ogKind: "tool",
  });

export default function EnergySavingsEstimatorPage() {
  return (
    <ToolPage tool={tool} category="UtilitiesApplication" page={page}>
      <EnergyEstimator copy={page.calculator}>
        <ButtonLink href="/contact">{page.contactLink.label}</ButtonLink>
      </EnergyEstimator>
    </ToolPage>
  );
}
