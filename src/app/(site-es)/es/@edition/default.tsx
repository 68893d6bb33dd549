import { EditionSwitch } from "@/components/layout/edition-switch";

/** Where no page matches (a 404), the switch offers the other edition's home. */
export default function SpanishEditionHome() {
  return <EditionSwitch from="es" path="/es" />;
}
