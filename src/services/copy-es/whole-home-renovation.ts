import type { SpanishServicePage } from "./context";

/** The Spanish side of the whole-home renovation page in `servicePagesFor` (copy.ts). */
export const wholeHomeRenovationEs: SpanishServicePage = (context) => {
  const { facts, from, time, visit, faqInvite } = context;
  const { claimText } = facts;
  const wholeHomeTime = time("whole-home-renovation");
  return {
    slug: "whole-home-renovation",
    metaTitle: "Renovación integral en Dallas: plan y costos",
    metaDescription: `Renovación integral en Dallas: un plan, un equipo y un calendario para cocina, baños, distribución y sistemas. Desde ${from("whole-home-renovation")}; la obra dura ${wholeHomeTime.construction}.`,
    hero: {
      eyebrow: "Renovación integral de la casa · Dallas, TX",
      heading: "Renovación integral de casas en Dallas: un plan, un equipo",
      intro:
        "Ya sea la casa estilo rancho de los años 60 en Lake Highlands con el cableado original y la cocina encerrada, o la casa de ladrillo de dos pisos de los años 80 en Richardson que nunca se ha puesto al día, renovamos toda la casa como un solo proyecto coordinado, no como cinco proyectos por separado.",
      imageId: "service-whole-home",
    },
    why: {
      heading: "Por qué renovar todo de una vez",
      intro:
        "Hacerlo como un solo proyecto significa que las paredes se abren una sola vez, que los permisos lo cubren todo y que los pisos, las molduras y los acabados combinan de un cuarto a otro.",
      points: [
        {
          title: "Un calendario y una sola persona de contacto",
          text: "Un solo gerente de proyecto lleva el calendario de todas las cuadrillas y es la persona a quien usted llama, desde la demolición hasta el recorrido final.",
        },
        {
          title: "Primero los sistemas, después los acabados",
          text: "Empezamos por revisar la instalación eléctrica, la plomería, el HVAC y la cimentación. En las casas más antiguas de Dallas eso puede significar tubería galvanizada, un panel eléctrico que se quedó chico o circuitos con cableado de aluminio, cosas que conviene resolver antes de poner cualquier acabado.",
        },
        {
          title: "Análisis antes de la demolición",
          text: "Las casas construidas antes de 1978 pueden tener pintura con plomo, y los techos viejos con textura de palomitas, la loseta de piso y el pegamento que la sostiene pueden contener asbesto. Los materiales sospechosos se mandan analizar antes de que alguien los toque.",
        },
        {
          title: "Por etapas si usted se queda en casa",
          text: `Si no puede mudarse, podemos hacer la obra por etapas para que una parte de la casa siga habitable, con paredes contra el polvo y un baño que funcione. Toma más tiempo, y le decimos cuánto. Todo queda cubierto por nuestra ${claimText.workmanshipWarranty}.`,
        },
      ],
    },
    features: {
      heading: "Lo que suele incluir una renovación integral",
      items: [
        {
          title: "Espacios abiertos y nueva distribución",
          text: "Quitar o ensanchar las paredes entre la cocina, el comedor y la sala, con vigas calculadas por un ingeniero donde la pared es de carga.",
        },
        {
          title: "Cocina y baños",
          text: "Los espacios que se llevan la mayor parte del presupuesto, diseñados juntos para que los gabinetes, la loseta y los accesorios se sientan parte de una misma casa.",
        },
        {
          title: "Electricidad, plomería y HVAC",
          text: "Un panel eléctrico de mayor capacidad, circuitos nuevos, tubería nueva y un sistema de HVAC del tamaño adecuado para la casa, con ductos sellados en el ático.",
        },
        {
          title: "Pisos, puertas y molduras",
          text: "Un mismo piso en todas las áreas principales y puertas interiores, molduras y pintura nuevas, para que ningún cuarto se quede con cara de casa vieja.",
        },
        {
          title: "Ventanas y aislamiento",
          text: "Ventanas de baja emisividad, más aislamiento en el ático y sellado de fugas de aire para frenar el calor que se mete en una casa de Dallas de junio a septiembre.",
        },
        {
          title: "Mejoras al exterior",
          text: "Revestimiento exterior, pintura, una entrada principal nueva, y canaletas y nivelación del terreno que alejan de la cimentación el agua que baja del techo.",
        },
      ],
    },
    process: {
      heading: "Cómo se organiza una renovación integral",
      intro:
        "En una renovación de este tamaño, el éxito o el fracaso se decide en la planeación. Cada cuarto queda definido antes de la demolición, para que las cuadrillas nunca estén paradas esperando una decisión.",
      steps: [
        {
          title: "Evaluación de toda la casa",
          text: "Recorremos la casa, el ático y la cimentación, mandamos analizar los materiales sospechosos y hacemos la lista de lo que necesitan los sistemas antes de empezar cualquier diseño.",
          duration: "de 1 a 2 semanas",
          phase: "design",
        },
        {
          title: "Diseño y selecciones",
          text: "Planos de distribución, diseño de la cocina y los baños, y una lista completa de acabados, con el presupuesto actualizado conforme usted va eligiendo.",
          duration: "de 4 a 8 semanas",
          phase: "design",
        },
        {
          title: "Permisos y pedidos",
          text: "Permisos de construcción, electricidad, plomería y HVAC, y los pedidos de gabinetes, ventanas y todo lo demás que tarda en llegar.",
          duration: wholeHomeTime.permits,
          phase: "permits",
        },
        {
          title: "Demolición y trabajo estructural",
          text: "Demolición interior, retiro controlado de materiales peligrosos donde los análisis lo indiquen, retiro de paredes, vigas y cualquier reparación de la cimentación que haya señalado la evaluación.",
          duration: "de 2 a 4 semanas",
          phase: "construction",
        },
        {
          title: "Instalaciones e inspecciones",
          text: "Cableado, plomería, ductos y aislamiento nuevos, y la ciudad inspecciona cada uno antes de que se cierren las paredes.",
          duration: "de 3 a 6 semanas",
          phase: "construction",
        },
        {
          title: "Acabados y recorrido final",
          text: "Tablaroca, gabinetes, loseta, pisos, molduras, pintura y accesorios, cuarto por cuarto; luego, la inspección final de la ciudad y el recorrido final por toda la casa con usted.",
          duration: "de 8 a 14 semanas",
          phase: "construction",
        },
      ],
    },
    timelineNote: `La obra de una renovación integral suele durar ${wholeHomeTime.construction}, según el tamaño de la casa, cuánto trabajo estructural necesite y si usted vive ahí durante la obra. Antes van la evaluación, el diseño y las selecciones (${wholeHomeTime.design}) y los permisos (${wholeHomeTime.permits}), así que calcule ${wholeHomeTime.total} en total, desde la evaluación hasta que estrene su casa.`,
    resources: {
      faqText: faqInvite,
      resourcesText:
        "¿Está planeando un proyecto de este tamaño? En nuestros recursos hablamos de costos, de cómo escoger contratista y de las mejoras de eficiencia energética que vale la pena hacer mientras las paredes están abiertas.",
    },
    closing: {
      heading: "Empiece con una evaluación honesta",
      text: `Agende un recorrido gratuito ${visit} por su casa. Le diremos qué necesita la casa, cuánto costaría hacerlo todo y qué se puede dejar para después.`,
    },
    phoneFirst: false,
  };
};
