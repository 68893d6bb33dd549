import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ToolsPromo } from "@/tools/components/tools-promo";
import { toolsIndex } from "@/tools/tools";
import { buildMetadata } from "@/lib/seo/metadata";
import { siteFacts } from "@/business/public";

export const generateMetadata = async () =>
  buildMetadata(await siteFacts(), {
    title: toolsIndex.metaTitle,
    description: toolsIndex.metaDescription,
    path: "/tools",
    ogKind: "tool",
  });

export default function ToolsPage() {
  return (
    <>
      <Breadcrumbs trail={[{ name: "Tools", path: "/tools" }]} />
      <PageHero heading={toolsIndex.heading} intro={toolsIndex.intro} />
      <ToolsPromo />
      <CtaBand heading={toolsIndex.ctaHeading} text={toolsIndex.ctaText} />
    </>
  );
}
