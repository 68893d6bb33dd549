import { PageShell } from "@/components/sections/page-shell";
import type { Locale } from "@/lib/i18n/locale";
import { toolsIndexIn } from "@/tools/tools";
import { ToolsPromo } from "./tools-promo";

/** /tools in an edition: the two tools and a call to turn their figures into an estimate. */
export function ToolsIndexPage({ locale }: { locale: Locale }) {
  const copy = toolsIndexIn[locale];
  return (
    <PageShell locale={locale} trail={[{ name: copy.crumb, path: "/tools" }]} copy={copy}>
      <ToolsPromo locale={locale} />
    </PageShell>
  );
}
