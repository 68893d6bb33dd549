import { ToolsIndexPage } from "@/tools/components/tools-index-page";
import { toolsIndexMetadata } from "@/tools/tool-metadata";

export const generateMetadata = () => toolsIndexMetadata("en");

export default function ToolsPage() {
  return <ToolsIndexPage locale="en" />;
}
