import type { BlogCategory, BlogCopy } from "./blog-copy-schema";

/*
 * The Spanish edition of the blog's fixed words (blogCopy in blog.ts). The articles themselves
 * are written in the admin; their Spanish side is what the Spanish pages show.
 */

/** The topics as the Spanish pages name them; the admin's values and the filter's stay English. */
export const blogCategoryNamesEs: Readonly<Record<BlogCategory, string>> = {
  "Cost Guides": "Guías de costos",
  "Contractor Tips": "Consejos sobre contratistas",
  "Design Ideas": "Ideas de diseño",
  "Sustainable Living": "Vida sustentable",
};

export const blogCopyEs: BlogCopy = {
  heading: "Recursos y guías de remodelación",
  metaTitle: "Guías para remodelar su casa en Dallas",
  metaDescription:
    "Guías para propietarios de Dallas que planean remodelar: costos de una cocina, cómo verificar a un contratista, ideas para baños pequeños y mejoras ecológicas.",
  intro:
    "Respuestas directas antes de gastar un solo dólar: cuánto cuesta remodelar en Dallas, cómo verificar a un contratista e ideas para que su presupuesto rinda más. Escritas por nuestro equipo para propietarios de Dallas y de las ciudades cercanas.",
  featuredHeading: "Guías destacadas",
  categoriesHeading: "Explore por tema",
  allHeading: "Todos los artículos",
  allLabel: "Todos los artículos",
  filterLabel: "Filtrar los artículos por tema",
  crumb: "Recursos",
  backLabel: "Volver a Recursos",
  relatedHeading: "Artículos relacionados",
  indexCtaHeading: "¿Está planeando una remodelación?",
  indexCtaText:
    "Cuéntenos lo que tiene en mente y le programamos una llamada gratuita para hablar de opciones, costos y tiempos.",
  ctaHeading: "¿Quiere platicar sobre su proyecto?",
  ctaText:
    "Llámenos con sus preguntas o conozca más de cerca cómo trabajamos. Los presupuestos son gratuitos, por escrito y desglosados.",
  byline: (companyName) => `Por el equipo editorial de ${companyName}`,
  updatedLabel: "Actualizado el",
  sectionLink: "Enlace a la sección",
  listNoun: ["artículo", "artículos"],
  feedDescription: (companyName) =>
    `Guías de remodelación de ${companyName} para propietarios del área de Dallas.`,
  previewDraft:
    "Vista previa de un borrador sin publicar: solo las personas que iniciaron sesión pueden verlo.",
  previewPublished: "Vista previa: esta es la versión publicada, tal como la ven los visitantes.",
  exitPreview: "Salir de la vista previa",
};

/** What a screen reader hears when the filtered list changes. */
export const spanishListStatus = (count: number, category: string | undefined) =>
  `${count === 1 ? "Se muestra 1 artículo" : `Se muestran ${count} artículos`}${category ? ` de ${category}` : ""}`;

/** Above an article the Spanish edition shows in English until its Spanish side is written. */
export const englishOnlyNote =
  "Este artículo todavía no está disponible en español. Mientras tanto, se lo mostramos en inglés.";
