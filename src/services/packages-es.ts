import type { ServiceSlug } from "@/business";

/**
 * The Spanish side of `defaultServicePackages` (packages.ts): each package's name, size,
 * description and features, same services, packages and order; prices stay shared. The names
 * keep the English ones' pattern across services: "Essential" is "Esencial", "Luxury" is "de
 * Lujo", a master suite is a "suite principal".
 */
export const spanishPackageText: Readonly<
  Record<
    ServiceSlug,
    readonly { name: string; size?: string; description: string; features: readonly string[] }[]
  >
> = {
  "kitchen-remodeling": [
    {
      name: "Renovación Esencial",
      description:
        "Para una cocina con una distribución que funciona, pero que ya se ve gastada: se conserva el mismo espacio y se cambian las superficies, los accesorios y la iluminación.",
      features: [
        "Gabinetes nuevos en la distribución actual",
        "Encimeras de cuarzo o granito y salpicadero (backsplash) de azulejo",
        "Fregadero, llave y triturador de desperdicios nuevos",
        "Iluminación LED empotrada y debajo de los gabinetes",
        "Instalación de electrodomésticos y los permisos necesarios",
      ],
    },
    {
      name: "Transformación Completa",
      description:
        "Para cocinas que necesitan una nueva distribución: se abre una pared, se agrega una isla y se ponen al día la instalación eléctrica y la plomería.",
      features: [
        "Rediseño de la distribución con isla o península",
        "Gabinetes semipersonalizados hasta el techo",
        "Encimeras de cuarzo y salpicadero de altura completa",
        "Circuitos nuevos, plan de iluminación y plomería reubicada",
        "Piso nuevo en la cocina y las áreas contiguas",
      ],
    },
    {
      name: "Cocina de Lujo",
      description:
        "Para una cocina diseñada según la manera en que usted cocina y recibe a sus invitados, con trabajo a la medida en todo el espacio y cambios estructurales donde el diseño lo requiera.",
      features: [
        "Gabinetes a la medida con electrodomésticos panelables",
        "Placas de cuarcita o piedra natural con isla estilo cascada",
        "Estufa profesional, campana extractora con ducto y llave para llenar ollas",
        "Despensa tipo cuarto o de servicio (butler's pantry) y estación de bebidas",
        "Retiro de un muro de carga con una viga calculada por un ingeniero",
      ],
    },
  ],
  "bathroom-remodeling": [
    {
      name: "Spa Esencial",
      description:
        "Para el baño del pasillo o un baño secundario: la misma distribución, con todo nuevo y bien impermeabilizado.",
      features: [
        "Cambio de tina por regadera, o tina nueva con recubrimiento en las paredes",
        "Regadera de azulejo impermeabilizada con nicho empotrado",
        "Mueble de lavabo (vanity), encimera, lavabo y llave nuevos",
        "Inodoro, iluminación y extractor nuevos, con salida de aire al exterior",
        "Piso de loseta de porcelana",
      ],
    },
    {
      name: "Refugio de Lujo",
      description:
        "Para el baño principal, si usted quiere más espacio, más luz y una regadera por la que valga la pena levantarse.",
      features: [
        "Regadera de acceso directo con vidrio sin marco y banca",
        "Mueble de lavabo doble con encimera de cuarzo",
        "Tina independiente donde el espacio lo permita",
        "Piso de loseta con calefacción",
        "Cambios de distribución con plomería reubicada",
      ],
    },
    {
      name: "Spa de Suite Principal",
      description:
        "Para rediseñar por completo la suite principal, muchas veces tomando espacio de un clóset o de una recámara contigua.",
      features: [
        "Nueva distribución del espacio, con paredes cambiadas de lugar",
        "Regadera sin escalón con desagüe lineal y varios cabezales de regadera",
        "Muebles de lavabo a la medida, tocador para maquillarse y espacio para blancos",
        "Piedra natural o porcelanato de formato grande en todo el baño",
        "Clóset vestidor reconstruido junto con el baño",
      ],
    },
  ],
  "home-additions": [
    {
      name: "Cuarto Adicional",
      description:
        "Un cuarto más en la planta baja (recámara, oficina, sala de estar o solárium), hecho para que combine con el resto de la casa.",
      features: [
        "Cimentación de losa o de pilotes y vigas, diseñada por un ingeniero",
        "Techo y exterior iguales a los de la casa actual",
        "Instalación eléctrica, extensión del HVAC y aislamiento",
        "Tablaroca, pisos, molduras y pintura",
        "Con {{structuralWarranty}}",
      ],
    },
    {
      name: "Suite Principal",
      description:
        "Una recámara principal, un baño completo y un clóset vestidor, pensados como un refugio tranquilo en la parte de atrás de la casa.",
      features: [
        "Distribución de recámara, baño y clóset vestidor",
        "Regadera de acceso directo, mueble de lavabo doble y zonas húmedas impermeabilizadas",
        "Zona de HVAC o minisplit con la capacidad adecuada para el nuevo espacio",
        "Cimentación diseñada por un ingeniero y techo nuevo unido al existente",
        "Con {{structuralWarranty}}",
      ],
    },
    {
      name: "Segundo Piso",
      description:
        "Mucho más espacio habitable sin sacrificar el patio, para terrenos donde no es posible construir hacia los lados.",
      features: [
        "Revisión de ingeniería y refuerzo de la estructura existente",
        "Escalera nueva integrada a la distribución actual",
        "Recámaras y baños en la planta alta",
        "Protección contra el mal tiempo mientras el techo está abierto",
        "Con {{structuralWarranty}}",
      ],
    },
  ],
  "whole-home-renovation": [
    {
      name: "Esencial",
      description:
        "Modernice una casa cuya distribución ya funciona: cocina y baños nuevos, superficies renovadas en todos los espacios y sistemas actualizados donde haga falta.",
      features: [
        "Remodelación de la cocina con la distribución actual",
        "Remodelación de baños con regaderas impermeabilizadas",
        "Pisos, puertas, molduras y pintura nuevos en toda la casa",
        "Actualización de la iluminación y del panel eléctrico",
        "Aislamiento del ático y sellado de fugas de aire",
      ],
    },
    {
      name: "Premium",
      description:
        "Rediseñe la distribución y los sistemas que hay detrás: abra las áreas principales de la casa y ponga al día la instalación eléctrica, la plomería, la calefacción y el aire acondicionado (HVAC).",
      features: [
        "Distribución abierta con vigas calculadas por un ingeniero",
        "Rediseño completo de la cocina y remodelación de todos los baños",
        "Instalación eléctrica y tubería nuevas, y HVAC nuevo con ductos sellados",
        "Ventanas y puertas exteriores nuevas",
        "Muebles empotrados y acabados de mayor calidad en toda la casa",
      ],
    },
    {
      name: "Residencia de Lujo",
      description:
        "Una renovación a fondo, hasta dejar la estructura a la vista, para casas más grandes; muchas veces va junto con una ampliación, una remodelación del exterior y espacios al aire libre.",
      features: [
        "Renovación interior hasta dejar la estructura a la vista",
        "Ampliación o construcción de un segundo piso",
        "Gabinetes y carpintería a la medida en toda la casa",
        "Remodelación de la fachada, la línea del techo y la entrada",
        "Espacio al aire libre diseñado junto con la casa",
      ],
    },
  ],
  "outdoor-living": [
    {
      name: "Esencial",
      description:
        "Un patio con sombra que sí se puede usar: el punto de partida para la mayoría de los patios traseros de Dallas, donde para junio ya hace demasiado calor para usarlos.",
      features: [
        "Patio nuevo o ampliado, de concreto o de adoquín",
        "Pérgola de cedro o techo para el patio unido a la casa",
        "Ventilador de techo e iluminación",
        "Tomacorrientes exteriores con protección GFCI",
        "Nivelación del terreno para que el agua escurra lejos de la casa",
      ],
    },
    {
      name: "Completo",
      description:
        "Una sala al aire libre, techada y con cocina, hecha para usarse la mayor parte del año y no solo unos cuantos fines de semana de clima agradable.",
      features: [
        "Patio techado unido al techo actual de la casa",
        "Cocina exterior con asador, fregadero y refrigerador",
        "Línea de gas instalada con el permiso correspondiente",
        "Piso de piedra o de concreto teñido",
        "Ventiladores, iluminación y cableado listo para televisión",
      ],
    },
    {
      name: "Resort de Lujo",
      description:
        "Un plan para todo el patio trasero: espacios para estar, cocinar y reunirse, diseñados en conjunto y con lugar para ir agregando más con el tiempo.",
      features: [
        "Sala al aire libre con chimenea",
        "Cocina exterior completa con barra para sentarse",
        "Cabaña o casita junto a la alberca",
        "Iluminación de jardín y sistema de audio exterior",
        "Mejoras ecológicas, como techos listos para paneles solares y riego inteligente",
      ],
    },
  ],
  "tiny-homes": [
    {
      name: "Casita Esencial",
      size: "200-300 pies cuadrados",
      description:
        "Un estudio compacto o una casita de huéspedes con todo lo necesario para vivir ahí de tiempo completo.",
      features: [
        "Estudio de planta abierta con tapanco (loft) opcional para dormir",
        "Cocina con refrigerador de tamaño estándar",
        "Baño completo con regadera de acceso directo",
        "Calefacción y aire acondicionado con minisplit sin ductos",
        "Cimentación diseñada por un ingeniero y conexión a los servicios públicos",
      ],
    },
    {
      name: "Casita de Lujo",
      size: "300-500 pies cuadrados",
      description:
        "Una casa de una recámara, con la recámara aparte, cocina completa y porche techado.",
      features: [
        "Recámara y sala separadas",
        "Cocina completa con encimeras de cuarzo",
        "Regadera de azulejo y espacio para lavadora y secadora",
        "Porche techado",
        "Acabados de mayor calidad y muebles de guardado empotrados",
      ],
    },
    {
      name: "Libertad sobre Ruedas",
      size: "200-400 pies cuadrados",
      description:
        "Una casa pequeña sobre remolque, para quienes quieren tener la opción de cambiarla de lugar.",
      features: [
        "Construida sobre un remolque con capacidad para el peso de la casa terminada",
        "Materiales ligeros para que pese menos al remolcarla",
        "Conexiones como las de una casa rodante (RV) para agua, drenaje y luz",
        "Tapanco para dormir y muebles de guardado empotrados",
        "Cocina y baño completos",
      ],
    },
  ],
};
