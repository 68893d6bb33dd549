import type { SpanishServicePage } from "./context";

/**
 * The Spanish side of the bathroom remodeling page in `servicePagesFor` (copy.ts). Like the
 * English, it has no separate consultation step: the visit is part of design.
 */
export const bathroomRemodelingEs: SpanishServicePage = (context) => {
  const { facts, from, time, faqInvite, visit } = context;
  const { claimText } = facts;
  const bathroomTime = time("bathroom-remodeling");
  return {
    slug: "bathroom-remodeling",
    metaTitle: "Remodelación de baños y regaderas en Dallas",
    metaDescription: `Remodelamos baños en Dallas: de tina a regadera, regaderas impermeabilizadas y baños principales. Desde ${from("bathroom-remodeling")}; la obra suele tomar ${bathroomTime.construction}.`,
    hero: {
      eyebrow: "Remodelación de baños · Dallas, TX",
      heading: "Remodelación de baños en Dallas, a prueba de fugas y humedad",
      intro:
        "Desde el baño del pasillo con azulejo rosa en una casa estilo rancho de los años 50 en Richardson Heights hasta la tina grande que ya nadie usa en la suite principal de una casa de los años 90 en Plano, rehacemos los baños desde la estructura de las paredes: regaderas impermeabilizadas, extractores con salida al exterior y accesorios que le seguirá dando gusto haber escogido dentro de muchos años.",
      imageId: "service-bathroom",
    },
    why: {
      heading: "Por qué lo que no se ve es lo que más importa",
      intro:
        "Una regadera puede verse perfecta durante dos años mientras el agua se va colando detrás de la loseta. Nuestros baños empiezan por lo que va detrás de la pared y debajo del piso.",
      points: [
        {
          title: "Impermeabilización comprobada",
          text: "Las paredes y la base de la regadera llevan una membrana impermeabilizante continua, y antes de poner la loseta hacemos una prueba de inundación de la base, para que cualquier fuga aparezca ahora y no en el techo del cuarto de abajo.",
        },
        {
          title: "Ventilación para la humedad de Texas",
          text: "Los extractores se escogen según el tamaño del baño y sacan el aire por un ducto al exterior, no al ático, donde el aire húmedo termina convirtiéndose en moho sobre la madera del techo.",
        },
        {
          title: "Hablamos claro sobre la plomería bajo la losa",
          text: "La mayoría de las casas del área de Dallas están construidas sobre una losa de concreto, así que mover el desagüe de un inodoro o de una regadera significa cortar el concreto. Se lo cotizamos desde el principio para que sea una decisión suya, no una sorpresa.",
        },
        {
          title: "Pensado para los años que vienen",
          text: `Las regaderas sin escalón, los refuerzos en la pared para barras de apoyo, los inodoros de altura cómoda y las regaderas de mano caben en cualquier diseño, y el trabajo está cubierto por nuestra ${claimText.workmanshipWarranty}.`,
        },
      ],
    },
    features: {
      heading: "Lo que construimos en los baños de Dallas",
      items: [
        {
          title: "Regaderas de acceso directo y sin escalón",
          text: "Cambio de tina por regadera, vidrio sin marco, desagües lineales, nichos y bancas, con entradas sin escalón rebajadas en el piso donde la estructura lo permite.",
        },
        {
          title: "Tinas de remojo",
          text: "Tinas independientes sobre un piso reforzado, o una tina empotrada ya gastada que se cambia por una regadera más grande cuando en la casa ya nadie se baña en tina.",
        },
        {
          title: "Muebles de lavabo y espacio para guardar",
          text: "Muebles de lavabo dobles y flotantes, torres para blancos y botiquines empotrados entre los postes de la pared, para que no sobresalgan hacia el baño.",
        },
        {
          title: "Loseta y pisos con calefacción",
          text: "Loseta de porcelana y de piedra natural, paneles de gran formato en las paredes con menos juntas de boquilla, y calefacción eléctrica en el piso con su propio circuito.",
        },
        {
          title: "Iluminación y ventilación",
          text: "Luces del mueble de lavabo a la altura de la cara, una lámpara apta para áreas húmedas en la regadera y un extractor silencioso con sensor de humedad o temporizador, para que de verdad funcione el tiempo necesario.",
        },
        {
          title: "Mejoras de accesibilidad",
          text: "Puertas más anchas, barras de apoyo, regaderas para bañarse sentado y manijas de palanca, para seguir viviendo en su casa al paso de los años o para cuando uno de sus papás se venga a vivir con usted, planeadas para que se vean como parte del diseño.",
        },
      ],
    },
    process: {
      heading: "Cómo se hace una remodelación de baño, paso a paso",
      intro:
        "Un baño concentra plomería, electricidad, impermeabilización y loseta en unos cuantos pies cuadrados. Hacer cada cosa en el orden correcto, con inspecciones entre una etapa y otra, es lo que mantiene la obra a tiempo.",
      steps: [
        {
          title: "Consulta y diseño",
          text: "Medimos, revisamos si hay pisos reblandecidos o fugas antiguas y planeamos con usted la distribución, los accesorios y la loseta. Usted aprueba un presupuesto desglosado por escrito antes de que se pida cualquier cosa.",
          duration: bathroomTime.design,
          phase: "design",
        },
        {
          title: "Pedidos y permisos",
          text: "Pedimos el mueble de lavabo, la loseta y los accesorios, y tramitamos los permisos de plomería y electricidad cuando el trabajo los requiere, para que el equipo nunca se quede esperando una pieza que falta.",
          duration: bathroomTime.permits,
          phase: "permits",
        },
        {
          title: "Demolición e instalaciones preliminares (rough-in)",
          text: "Desmantelamos el baño hasta dejar la estructura a la vista, reparamos la madera podrida que encontremos e instalamos tuberías de suministro, desagües, cableado y el ducto del extractor nuevos. La ciudad inspecciona las instalaciones preliminares antes de que se cierren las paredes.",
          duration: "de 3 a 5 días",
          phase: "construction",
        },
        {
          title: "Impermeabilización y loseta",
          text: "Placas de cemento, una membrana impermeabilizante continua y una prueba de inundación de la base de la regadera; después, la loseta del piso y de las paredes, y la boquilla.",
          duration: "de 1 a 2 semanas",
          phase: "construction",
        },
        {
          title: "Accesorios, vidrio y acabados",
          text: "Se instalan el mueble de lavabo, la encimera, el inodoro, las molduras, la iluminación y la pintura. El vidrio de la regadera se mide cuando la loseta ya está terminada y se instala al último.",
          duration: "de 3 a 5 días",
          phase: "construction",
        },
        {
          title: "Recorrido final",
          text: "Probamos con usted cada accesorio, terminamos la lista de pendientes y le entregamos las instrucciones para cuidar la loseta, la boquilla y el vidrio, junto con su garantía.",
          duration: "1 día",
          phase: "construction",
        },
      ],
    },
    timelineNote: `La obra en su casa toma ${bathroomTime.construction}, según el tamaño del baño, la loseta y si se mueve la plomería. Antes van el diseño (${bathroomTime.design}) y los pedidos y permisos (${bathroomTime.permits}), así que calcule ${bathroomTime.total} en total. Si es su único baño completo, díganoslo desde el principio para organizar el calendario tomando eso en cuenta.`,
    resources: {
      faqText: faqInvite,
      resourcesText:
        "¿Su baño es pequeño? En nuestra sección de recursos encontrará ideas para remodelar un baño pequeño sin que se dispare el presupuesto, con fotos del antes y el después.",
    },
    closing: {
      heading: "¿Quiere un baño que funcione como debe?",
      text: `Agende una consulta gratuita ${visit} en su casa. Revisamos más allá de lo que salta a la vista, hablamos de la distribución y de cuánto quiere invertir, y le mandamos un presupuesto por escrito con el que nos comprometemos.`,
    },
    phoneFirst: false,
  };
};
