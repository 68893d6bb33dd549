import type { SpanishServicePage } from "./context";

/** The Spanish side of the outdoor living page (copy.ts): the same parts, facts and timeline. */
export const outdoorLivingEs: SpanishServicePage = (context) => {
  const { facts, from, time, visit, faqInvite } = context;
  const { claimText } = facts;
  const t = time("outdoor-living");
  return {
    slug: "outdoor-living",
    metaTitle: "Patios y cocinas exteriores en Dallas",
    metaDescription: `Patios techados, pérgolas, cocinas exteriores y terrazas para el calor de Dallas. Desde ${from("outdoor-living")}, y mejoras que pueden ahorrar del 20 al 40% en energía.`,
    hero: {
      eyebrow: "Espacios al aire libre · Dallas, TX",
      heading: "Espacios al aire libre pensados para el verano de Dallas",
      intro:
        "Un patio techado con ventilador de techo, una cocina exterior con su línea de gas bien instalada y una terraza con buen drenaje: así se logra un patio trasero que usted usa de marzo a noviembre. Diseñamos pensando en el sol de Texas, el granizo y las tormentas de primavera, y unimos todo a su casa como se debe.",
      imageId: "service-outdoor",
    },
    why: {
      heading: "Hecho para el clima de Texas, no para la foto del catálogo",
      intro:
        "Aquí las obras exteriores fallan siempre de las mismas maneras: techos que gotean justo donde se unen a la casa, losas que se agrietan sobre la tierra arcillosa y patios donde en julio no hay quien aguante sentarse.",
      points: [
        {
          title: "Sombra donde pega el sol",
          text: "Colocamos los techos y las pérgolas donde de verdad cae el sol de la tarde, casi siempre del lado oeste y del lado sur, y agregamos ventiladores y cortinas de malla donde usted se va a sentar.",
        },
        {
          title: "Techos bien unidos a la casa",
          text: "Los techos de patio que van pegados a la casa llevan tapajuntas integrados al techo existente y una estructura calculada para aguantar viento y granizo, con permiso donde su ciudad lo exige.",
        },
        {
          title: "Drenaje en tierra arcillosa",
          text: "Las losas, los adoquines y las terrazas se nivelan para que el agua se aleje de la cimentación y no corra hacia ella, porque el agua encharcada sobre la arcilla es lo que hace que una cimentación empiece a moverse.",
        },
        {
          title: "Instalaciones hechas con seguridad",
          text: `Las líneas de gas, los circuitos exteriores, los contactos con protección GFCI y la iluminación se instalan con permiso y pasan inspección, y todo el proyecto está cubierto por nuestra ${claimText.workmanshipWarranty}.`,
        },
      ],
    },
    features: {
      heading: "Las obras al aire libre que construimos",
      items: [
        {
          title: "Patios techados",
          text: "Techos sólidos que combinan con su casa, con ventiladores de techo, iluminación y plafón de madera machihembrada con acabado entintado.",
        },
        {
          title: "Pérgolas y estructuras de sombra",
          text: "Pérgolas de cedro o de aluminio y techos de lamas ajustables, para tener sombra parcial donde un techo sólido dejaría la casa a oscuras.",
        },
        {
          title: "Cocinas exteriores",
          text: "Islas para asador con acabado de piedra o de estuco, con encimera, fregadero, refrigerador para exteriores y una línea de gas instalada con permiso.",
        },
        {
          title: "Terrazas y pisos exteriores",
          text: "Terrazas de material compuesto que no sueltan astillas, concreto teñido o estampado, adoquín y laja.",
        },
        {
          title: "Chimeneas, fogateros e iluminación",
          text: "Chimeneas exteriores, fogateros e iluminación de jardín de bajo voltaje para las noches frescas de la primavera y el otoño.",
        },
        {
          title: "Mejoras ecológicas",
          text: "Sombra para las ventanas que reciben el sol directo, techos de patio listos para paneles solares, puertas exteriores eficientes y riego inteligente. Según la casa, las mejoras ecológicas pueden reducir el gasto de energía del 20 al 40%.",
        },
      ],
    },
    process: {
      heading: "Cómo se lleva a cabo un proyecto al aire libre",
      intro:
        "El trabajo exterior depende del clima y de las inspecciones que se hacen antes de colar el concreto, así que planeamos el orden de la obra para que los días de lluvia no se vayan acumulando.",
      steps: [
        {
          title: "Visita al terreno y diseño",
          text: "Revisamos por dónde da el sol, el drenaje, la forma del techo y por dónde pasan el gas, la luz y el agua; luego diseñamos el espacio y le damos un presupuesto desglosado renglón por renglón.",
          duration: t.design,
          phase: "design",
        },
        {
          title: "Permisos y aprobación de la HOA",
          text: "Los techos de patio, las líneas de gas y la instalación eléctrica casi siempre necesitan permiso de la ciudad, y muchas asociaciones de propietarios (HOA) tienen que aprobar los planos primero. Nosotros preparamos y presentamos las dos solicitudes; la aprobación en sí es decisión de la ciudad y de la HOA.",
          duration: t.permits,
          phase: "permits",
        },
        {
          title: "Preparación del terreno y cimentación",
          text: "Excavación, nivelación del terreno para el drenaje, zapatas y losa o estructura de la terraza, todo inspeccionado antes de colar el concreto.",
          duration: "de 1 a 2 semanas",
          phase: "construction",
        },
        {
          title: "Estructura y techo",
          text: "Postes, vigas y estructura del techo, tapajuntas integrados al techo existente y el material del techo, igual al de la casa.",
          duration: "de 2 a 3 semanas",
          phase: "construction",
        },
        {
          title: "Instalaciones y acabados",
          text: "Gas y electricidad, iluminación y ventiladores, la cocina exterior, la piedra, el entintado de la madera y la pintura.",
          duration: "de 1 a 3 semanas",
          phase: "construction",
        },
        {
          title: "Inspección y recorrido final",
          text: "La ciudad da su aprobación, terminamos la lista de pendientes y recorremos el espacio con usted para explicarle cómo cuidar la piedra, la madera y los electrodomésticos.",
          duration: "de 1 a 2 días",
          phase: "construction",
        },
      ],
    },
    timelineNote: `La obra toma ${t.construction}: una pérgola está en el extremo más corto, y un patio techado con cocina exterior, en el más largo. Antes van el diseño y las aprobaciones de la ciudad y de la HOA, que toman ${t.beforeConstruction}, así que calcule ${t.total} en total. El colado del concreto y el trabajo de techo esperan a que no llueva, por lo que la temporada de tormentas de primavera puede sumar algunos días.`,
    resources: {
      faqText: faqInvite,
      resourcesText:
        "¿Quiere saber qué mejoras ecológicas valen la pena en una casa de Dallas? En nuestros recursos encontrará una guía sobre remodelación ecológica, reembolsos y financiamiento en Dallas.",
    },
    closing: {
      heading: "Disfrute su patio trasero todo el verano",
      text: `Agende una consulta gratuita ${visit}. Veremos por dónde da el sol, cómo escurre el agua en su patio y por dónde pasan las instalaciones, y le daremos un presupuesto por escrito.`,
    },
    phoneFirst: false,
  };
};
