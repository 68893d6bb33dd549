import type { ProjectFraming, ProjectPageLabels } from "./project-labels-schema";

/** The Spanish side of `projectFraming` (projects.ts): how the Spanish pages name the projects. */
export const projectFramingEs: ProjectFraming = {
  heading: "Proyectos representativos",
  label: "Proyecto representativo",
  note: "Los proyectos representativos muestran el alcance, el calendario y el presupuesto típicos de las obras que hacemos; no describen la casa de ningún cliente en particular.",
  cardLink: "Ver el proyecto",
};

/** Lowercases a service's name where a sentence carries it ("Más sobre remodelación de cocinas"). */
const inSentence = (name: string) => name.charAt(0).toLocaleLowerCase("es") + name.slice(1);

/** The Spanish side of `projectPageLabels` (projects.ts). */
export const projectPageLabelsEs: ProjectPageLabels = {
  primaryCta: "Planee un proyecto como este",
  serviceLink: (service) => `Más sobre ${inSentence(service)}`,
  glanceHeading: "El proyecto de un vistazo",
  homeLabel: "Vivienda",
  timelineLabel: "Duración",
  budgetLabel: "Rango de presupuesto",
  timelineHeading: "Calendario de la obra",
  timelineTotal: (total) => `En total: ${total}`,
  pairsHeading: "Antes y después",
  beforeTag: "Antes",
  afterTag: "Después",
  compareLabel: "Compare el antes y el después: deslice para ver más de la foto del antes",
  compareValue: "Se ve el {percent}% de la foto del antes",
  galleryHeading: "Más fotos",
  illustratedPairsHeading: "Antes y después (ilustraciones)",
  illustratedGalleryHeading: "Más ilustraciones",
  ctaHeading: "¿Está planeando algo parecido?",
  ctaText:
    "Cuéntenos cómo es su casa y qué quiere lograr. Empezamos con una llamada gratuita y un presupuesto por escrito y desglosado.",
};
