import { EditionSwitch } from "@/components/layout/edition-switch";
import { editionHome } from "@/lib/i18n/edition-home";

/** The home page's switch (the other pages' is drawn by the catch-all beside this). */
export default function SpanishHomeEditionSwitch() {
  return <EditionSwitch from="es" path={editionHome.es} />;
}
