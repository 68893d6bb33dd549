import type { ImageId, UploadedIllustration } from "./image-ids";

/**
 * The Spanish side of the registry's own illustrations (images.ts holds the English): the hero,
 * the services' and the ideas' pictures, read aloud by screen readers on the Spanish pages. The
 * projects' and the articles' pictures are uploaded as photos, so their Spanish lives in
 * illustration-alts-es.ts. Typed by id, so a new registry illustration without its Spanish fails
 * the type check.
 */
export const spanishRegistryAlts: Readonly<Record<Exclude<ImageId, UploadedIllustration>, string>> =
  {
    "hero-home":
      "Ilustración de una casa estilo rancho de ladrillo rojo y un piso, con techo a cuatro aguas, contraventanas azul marino, cochera y un encino al frente",
    "service-kitchen":
      "Ilustración de una cocina con gabinetes inferiores verde salvia, una isla de nogal con tres bancos y lámparas colgantes de latón",
    "service-bathroom":
      "Ilustración de un baño con mueble de lavabo doble de roble, lavabos de sobreponer, espejo ancho y regadera de acceso directo con vidrio y salida tipo lluvia",
    "service-addition":
      "Ilustración de una casa estilo rancho de ladrillo con la estructura de madera de un segundo piso nuevo levantándose encima",
    "service-whole-home":
      "Ilustración de una casa de dos pisos de ladrillo pintado de blanco, con molduras oscuras, puerta principal color terracota y cochera",
    "service-outdoor":
      "Ilustración de un jardín trasero con patio techado, una pérgola de madera con series de luces, un sillón de exterior y un asador",
    "service-tiny-home":
      "Ilustración de una casa pequeña estilo cabaña, con porche al frente y techo verde, en un terreno cercado",
    "idea-kitchen-1":
      "Ilustración de una cocina abierta con gabinetes inferiores y una isla azul marino, bancos terracota, gabinetes superiores blancos y campana",
    "idea-kitchen-2":
      "Ilustración de un acercamiento a una encimera con salpicadero de azulejo blanco tipo subway, llave de cuello de ganso, tabla de picar y repisa abierta",
    "idea-kitchen-3":
      "Ilustración de tres lámparas colgantes de latón en forma de cúpula, encendidas sobre una isla de cocina, con una pared azul marino al fondo",
    "idea-kitchen-4":
      "Ilustración de muestras para cocina: placa de cuarzo, piso de roble, azulejo tipo subway, puerta shaker azul marino, muestras de pintura y jaladeras de latón",
    "idea-kitchen-5":
      "Ilustración de una cocina verde salvia de noche, con las lámparas colgantes y las luces bajo los gabinetes encendidas y la luna en la ventana",
    "idea-bathroom-1":
      "Ilustración de un baño con mueble de lavabo doble azul marino, dos espejos redondos de latón y regadera de acceso directo con vidrio",
    "idea-bathroom-2":
      "Ilustración de un acercamiento a una regadera de acceso directo con salida tipo lluvia, nicho de azulejo azul marino, regadera de mano y banca de madera",
    "idea-bathroom-3":
      "Ilustración de un mueble de lavabo verde salvia con lavabo de sobreponer, espejo redondo de latón y apliques de pared encendidos",
    "idea-bathroom-4":
      "Ilustración de una tina independiente para remojo bajo una ventana con cortinas transparentes y una llave de latón que sale del piso",
    "idea-bathroom-5":
      "Ilustración de muestras para baño: placa de mármol, nogal, azulejo verde salvia, puerta de mueble de lavabo verde, muestras de pintura y accesorios negros",
    "idea-addition-1":
      "Ilustración de una casa estilo rancho de ladrillo con la estructura de madera de un ala lateral nueva en construcción",
    "idea-addition-2":
      "Ilustración de una casa estilo rancho de ladrillo con una ampliación de segundo piso ya terminada, con revestimiento color crema",
    "idea-addition-3":
      "Ilustración de un acercamiento a la estructura de una pared nueva, con cabezal de ventana, una escalera, un caballete y forro de triplay",
    "idea-addition-4":
      "Ilustración de una casa de ladrillo color arena con el ala nueva de la suite principal ya terminada, con revestimiento blanco, y un patio pequeño",
    "idea-addition-5":
      "Ilustración de un plano arquitectónico con la ampliación nueva resaltada junto a los cuartos existentes",
    "idea-whole-home-1":
      "Ilustración de una casa de dos pisos de ladrillo rojo con contraventanas azul marino, entrada techada y cochera",
    "idea-whole-home-2":
      "Ilustración de una casa de dos pisos de ladrillo al anochecer, con las ventanas encendidas con luz cálida bajo un cielo estrellado",
    "idea-whole-home-3":
      "Ilustración de una sala abierta con chimenea de ladrillo pintado, un sillón azul marino y la cocina al fondo",
    "idea-whole-home-4":
      "Ilustración de una puerta principal azul marino con vidrios laterales, un tragaluz en arco, faroles y plantas en maceta sobre un muro de ladrillo",
    "idea-whole-home-5":
      "Ilustración de una escalera renovada con pasamanos y barrotes negros, peraltes blancos y pisos de madera",
    "idea-outdoor-1":
      "Ilustración de una pérgola con series de luces sobre una mesa de comedor exterior con sillas, en un patio de adoquines",
    "idea-outdoor-2":
      "Ilustración de un patio trasero de noche con series de luces encendidas bajo una pérgola, un sillón y un asador",
    "idea-outdoor-3":
      "Ilustración de una cocina exterior con base de piedra, asador empotrado de acero inoxidable y un refrigerador bajo series de luces",
    "idea-outdoor-4":
      "Ilustración de una fogata con sillas Adirondack en un patio de piedra al atardecer, bajo series de luces",
    "idea-outdoor-5":
      "Ilustración de un patio techado con ventilador de techo, un sillón seccional azul marino y vista al pasto del jardín trasero",
    "idea-tiny-home-1":
      "Ilustración de una casa pequeña estilo cabaña con porche al frente y barandal, en un jardín cercado",
    "idea-tiny-home-2":
      "Ilustración de una casa pequeña moderna con techo de una sola agua, revestimiento verde salvia, una ventana grande y una terraza pequeña",
    "idea-tiny-home-3":
      "Ilustración del interior de una casa pequeña con tapanco para dormir, escalera, cocineta y un sillón junto a una ventana grande",
    "idea-tiny-home-4":
      "Ilustración de una casa pequeña con revestimiento de madera, de noche, con las ventanas y la luz del porche encendidas bajo las estrellas",
    "idea-tiny-home-5":
      "Ilustración de una casa pequeña en el patio de atrás, detrás de la casa principal de ladrillo, con un camino de piedras que cruza el pasto",
  };
