import type { ServiceSlug } from "@/business";
import type { Service } from "@/services/service-schema";

/**
 * Each service as the Spanish edition writes it (catalog.ts): the same slug, icon and facts. The
 * title is the one name the footer, breadcrumbs, cards and city pages use for the service.
 */
export const spanishServiceWords: Readonly<
  Record<ServiceSlug, Pick<Service, "title" | "shortTitle" | "description" | "features">>
> = {
  "kitchen-remodeling": {
    title: "Remodelación de cocinas",
    shortTitle: "Cocinas",
    description:
      "Abra esa cocina angosta y cerrada de los años 70, cambie la formica gastada por cuarzo y estrene una distribución pensada para la manera en que su familia cocina de verdad.",
    features: [
      "Gabinetes a la medida y semipersonalizados",
      "Encimeras de cuarzo y granito",
      "Nueva distribución e iluminación",
      "Electricidad y plomería con permiso",
    ],
  },
  "bathroom-remodeling": {
    title: "Remodelación de baños",
    shortTitle: "Baños",
    description:
      "Cambie esa tina con regadera tan apretada por una regadera de acceso directo y sin escalón, bien impermeabilizada y con una ventilación que aguanta la humedad de Texas.",
    features: [
      "Regaderas de acceso directo y sin escalón",
      "Loseta sobre base impermeabilizada",
      "Lavabos dobles y más espacio para guardar",
      "Mejoras de accesibilidad",
    ],
  },
  "home-additions": {
    title: "Ampliaciones de casa",
    shortTitle: "Ampliaciones",
    description:
      "Agregue una suite principal, un segundo piso o un cuarto para sus papás, con una cimentación calculada para la arcilla del norte de Texas y bien integrada a la casa existente.",
    features: [
      "Suites principales y para familiares",
      "Ampliaciones de segundo piso",
      "Cimentación diseñada por ingeniero",
      "Garantía estructural {{structuralWarrantyTerm}}",
    ],
  },
  "whole-home-renovation": {
    title: "Renovación integral de la casa",
    shortTitle: "Toda la casa",
    description:
      "Ponga al día una casa estilo rancho o una de dos pisos de los años 90 en un solo proyecto coordinado: un plan, un calendario y un equipo desde la demolición hasta el recorrido final.",
    features: [
      "Espacios abiertos y nueva distribución",
      "Electricidad, plomería y HVAC al día",
      "Pisos y acabados en toda la casa",
      "Obra por etapas si se queda en casa",
    ],
  },
  "outdoor-living": {
    title: "Espacios al aire libre",
    shortTitle: "Aire libre",
    description:
      "Patios techados, cocinas exteriores y sombra que le permiten disfrutar el patio de su casa en Dallas de marzo a noviembre, no solo los fines de semana templados.",
    features: [
      "Patios techados y pérgolas",
      "Cocinas exteriores",
      "Terrazas y pisos exteriores",
      "Mejoras ecológicas que ahorran energía",
    ],
  },
  "tiny-homes": {
    title: "Casas pequeñas (tiny homes)",
    shortTitle: "Casas pequeñas",
    description:
      "Casitas de huéspedes, estudios y casas compactas en el patio, construidas según el código, con cocina completa, buen aislamiento y sistemas con la capacidad adecuada para el verano de Texas.",
    features: [
      "Planos de 200 a 500 pies cuadrados",
      "Cocina y baño completos",
      "Sobre cimentación o sobre remolque",
      "Envolvente de alta eficiencia energética",
    ],
  },
};
