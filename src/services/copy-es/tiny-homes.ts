import type { SpanishServicePage } from "./context";

/** The Spanish side of the tiny homes page (copy.ts): the same parts, facts and timeline. */
export const tinyHomesEs: SpanishServicePage = (context) => {
  const { facts, time, faqInvite } = context;
  const { business, claimText } = facts;
  const t = time("tiny-homes");
  return {
    slug: "tiny-homes",
    metaTitle: "Casas pequeñas y casitas de patio en Dallas",
    metaDescription:
      "Casas pequeñas y casitas de patio en Dallas, hechas según el código: de 200 a 500 pies cuadrados, con cocina completa y aislamiento para el verano texano.",
    hero: {
      eyebrow: "Casas pequeñas (tiny homes) · Dallas, TX",
      heading: "Casas pequeñas y casitas de patio, construidas según el código",
      intro:
        "Una casa de huéspedes para cuando vienen sus papás, un estudio detrás de la casa o una casa compacta sobre ruedas: construimos casas de 200 a 500 pies cuadrados con cocina completa, aislamiento de verdad y sistemas con la capacidad adecuada para un verano de Texas. Llámenos para platicar sobre su terreno y sus planes.",
      imageId: "service-tiny-home",
    },
    why: {
      heading: "Casas pequeñas, construidas como casas de verdad",
      intro:
        "Una casa pequeña (tiny home) tiene todos los sistemas de una casa completa, en una fracción del espacio. Por eso la planeación, el aislamiento y la ventilación importan más, no menos.",
      points: [
        {
          title: "Primero revisamos la zonificación",
          text: "Que una vivienda adicional (ADU) en el patio trasero pueda usarse como casa de huéspedes, oficina o para rentar depende de la zonificación de su ciudad y de las reglas de su HOA, si la hay. Lo revisamos antes de que usted pague por el diseño.",
        },
        {
          title: "Una envolvente para el calor de Texas",
          text: "El aislamiento de espuma en aerosol o de paneles rígidos, las ventanas de baja emisividad y un minisplit sin ductos del tamaño correcto evitan que un espacio pequeño se sobrecaliente en agosto o se llene de condensación con la humedad de la primavera.",
        },
        {
          title: "Cimentaciones y remolques bien calculados",
          text: "Las casitas de patio se apoyan en cimentaciones diseñadas por un ingeniero para la tierra arcillosa del norte de Texas; las casas sobre ruedas se construyen sobre remolques con capacidad para el peso de la casa terminada.",
        },
        {
          title: "Todo lo de una casa de tamaño normal",
          text: `Cocina completa, regadera de verdad, espacio para lavadora y secadora, y lugar para guardar las cosas aprovechando cada pulgada, todo cubierto por nuestra ${claimText.workmanshipWarranty}.`,
        },
      ],
    },
    features: {
      heading: "Lo que llevan nuestras casas pequeñas",
      items: [
        {
          title: "Planos de 200 a 500 pies cuadrados",
          text: "Planos de un solo nivel o con tapanco (loft) para dormir, distribuidos según cuántas personas van a vivir ahí y por cuánto tiempo.",
        },
        {
          title: "Cocina completa",
          text: "Electrodomésticos de tamaño departamento o de tamaño estándar, espacio de encimera de verdad y una campana extractora con salida al exterior.",
        },
        {
          title: "Baño completo",
          text: "Regadera de acceso directo, inodoro de tamaño normal y un extractor con ducto que mantiene seco un espacio pequeño.",
        },
        {
          title: "Conexión a los servicios",
          text: "En las viviendas de patio, el agua, el drenaje y la luz se traen desde la casa principal con permiso; en las casas sobre ruedas, conexiones estándar como las de una casa rodante (RV).",
        },
        {
          title: "Envolvente de bajo consumo",
          text: "Aislamiento, sellado de fugas de aire, ventanas de baja emisividad y un minisplit sin ductos para calentar y enfriar en silencio y con eficiencia.",
        },
        {
          title: "Lugar para guardar y tapancos",
          text: "Escaleras con cajones, camas empotradas, repisas y gabinetes en las paredes, y tapancos con la altura suficiente para sentarse cómodamente.",
        },
      ],
    },
    process: {
      heading: "Cómo construimos una casa pequeña",
      intro:
        "Casi todas las preguntas sobre una casa pequeña tienen que ver con el terreno y las reglas, no con la construcción. Esas las respondemos primero, antes de que usted gaste dinero en el diseño.",
      steps: [
        {
          title: "Llamada y revisión del terreno",
          text: "Platicamos de sus planes por teléfono y luego revisamos su terreno: el acceso para la maquinaria, las distancias mínimas a los linderos, las instalaciones de servicios y dónde se puede ubicar la vivienda.",
          duration: "de 1 a 2 semanas",
          phase: "design",
        },
        {
          title: "Diseño e ingeniería",
          text: "Plano de distribución, acabados y planos estructurales de la cimentación o del remolque, con un presupuesto desglosado que usted aprueba antes de empezar la obra.",
          duration: "de 3 a 5 semanas",
          phase: "design",
        },
        {
          title: "Permisos y trámites",
          text: "Para las viviendas de patio, la revisión de planos y los permisos con su ciudad; para las casas sobre ruedas, los trámites del título y el registro.",
          duration: t.permits,
          phase: "permits",
        },
        {
          title: "Cimentación o remolque, y estructura",
          text: "Una cimentación diseñada por un ingeniero o un remolque con capacidad para el peso de la casa terminada; después, la estructura, el techo, las ventanas y las puertas.",
          duration: "de 3 a 5 semanas",
          phase: "construction",
        },
        {
          title: "Instalaciones y aislamiento",
          text: "Plomería, electricidad, el minisplit y el aislamiento, todo inspeccionado por la ciudad antes de cerrar las paredes.",
          duration: "de 3 a 5 semanas",
          phase: "construction",
        },
        {
          title: "Acabados y mudanza",
          text: "Gabinetes, loseta, pisos y electrodomésticos, conexión a los servicios, inspección final y un recorrido final antes de que usted se mude.",
          duration: "de 4 a 6 semanas",
          phase: "construction",
        },
      ],
    },
    timelineNote: `Construir una casa pequeña toma ${t.construction}, desde la cimentación o el remolque hasta el día de la mudanza. Antes van la revisión del terreno y el diseño (${t.design}) y los permisos (${t.permits}), así que la mayoría de los proyectos de casas pequeñas toman ${t.total} en total. Las viviendas de patio que necesitan líneas nuevas de drenaje y de electricidad desde la casa principal quedan hacia el extremo largo, y los tiempos de revisión de permisos varían según la ciudad.`,
    resources: {
      faqText: faqInvite,
      resourcesText:
        "¿Le interesa la eficiencia energética? En nuestros recursos encontrará una guía sobre construcción ecológica en Dallas, desde el aislamiento hasta los reembolsos y el financiamiento.",
    },
    closing: {
      heading: "Platíquenos de su casa pequeña",
      text: `Llámenos: en una llamada inicial de ${business.consultation.discoveryCallMinutes} minutos hablamos de su terreno y sus planes, de lo que cuesta una obra como la suya y, si tiene sentido, agendamos una visita al terreno.`,
    },
    phoneFirst: true,
  };
};
