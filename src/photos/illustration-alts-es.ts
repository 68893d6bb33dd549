import type { UploadedIllustration } from "./image-ids";

/**
 * The Spanish side of the descriptions of the illustrations the seeds upload as photos (the
 * projects' and the articles' pictures; images.ts holds the English), read aloud on the Spanish
 * pages. Typed by id, so a new project or article picture without its Spanish fails the type
 * check.
 */
export const spanishIllustrationAlts: Readonly<Record<UploadedIllustration, string>> = {
  "project-kitchen-before":
    "Ilustración de una cocina sin remodelar: gabinetes de roble oscuro con cajillo, perillas de latón, electrodomésticos color almendra y encimera llena de cosas",
  "project-kitchen-after":
    "Ilustración de la misma cocina después de la remodelación: gabinetes blancos, una isla azul marino con bancos de madera y lámparas colgantes azul marino",
  "project-kitchen-detail":
    "Ilustración de un acercamiento a la cocina remodelada: salpicadero de azulejo rosa palo, encimera de cuarzo blanco y jaladeras de latón",
  "project-bathroom-before":
    "Ilustración de un baño anticuado antes de la remodelación: tina con cortina rosa, azulejo color almendra, mueble de lavabo de roble y barra de luces de latón",
  "project-bathroom-after":
    "Ilustración del mismo baño ya remodelado: mueble de lavabo doble de nogal, espejos redondos con marco negro y regadera de acceso directo con vidrio",
  "project-bathroom-detail":
    "Ilustración de un acercamiento a la regadera remodelada: azulejo blanco tipo subway, regadera tipo lluvia de latón, nicho verde y banca de nogal",
  "project-addition-before":
    "Ilustración de una casa estilo rancho de ladrillo café, anticuada y con arbustos crecidos, antes de su ampliación",
  "project-addition-after":
    "Ilustración de la misma casa estilo rancho después de construirle a un lado un cuarto nuevo con revestimiento verde salvia",
  "project-addition-detail":
    "Ilustración de una obra nueva unida a una pared de ladrillo existente, con tapajuntas, membrana contra la humedad, estructura de madera y pilotes nuevos",
  "blog-kitchen-cost":
    "Ilustración de una calculadora y una etiqueta de precio frente a una encimera y gabinetes de cocina",
  "blog-shady-contractor":
    "Ilustración de un contrato en una tabla sujetapapeles, con una señal de advertencia roja junto a una casa",
  "blog-eco":
    "Ilustración de una casa con paneles solares en el techo bajo un sol brillante, junto a una hoja verde grande",
  "blog-small-bath-before":
    "Ilustración de un baño pequeño y anticuado con cortina rosa, azulejo color almendra, mueble de lavabo de roble y accesorios de latón",
  "blog-small-bath-after":
    "Ilustración del mismo baño pequeño ya renovado, con un panel de vidrio en la regadera, un mueble de lavabo flotante verde y un espejo redondo",
  "blog-best-contractor":
    "Ilustración de un apretón de manos junto a una lista de verificación completa y una casa",
};
