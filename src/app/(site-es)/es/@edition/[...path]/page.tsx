import { EditionSwitch, pathOf } from "@/components/layout/edition-switch";
import { editionHome } from "@/lib/i18n/edition-home";

type Props = { params: Promise<{ path: string[] }> };

/** The header's language switch, here because a slot is given the page's address and a layout is not. */
export default async function SpanishEditionSwitch({ params }: Props) {
  return <EditionSwitch from="es" path={pathOf(editionHome.es, (await params).path)} />;
}
