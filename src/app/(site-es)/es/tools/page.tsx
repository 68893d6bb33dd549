import { ToolsIndexPage } from "@/tools/components/tools-index-page";
import { toolsIndexMetadata } from "@/tools/tool-metadata";

export const generateMetadata = () => toolsIndexMetadata("es");

export default function ToolsPage() {
  return <ToolsIndexPage locale="es" />;
}
