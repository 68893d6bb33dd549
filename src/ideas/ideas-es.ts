import { formatSpan, timelineText, type SiteFacts } from "@/business";
import { ideaGallery as gallery } from "@/ideas/idea-schema";
import { wholeHomeResultCards } from "@/ideas/whole-home-results";
import { typicalProjects, type TypicalProject } from "@/ideas/typical-projects";

/**
 * The six idea pages in Spanish: the English pages' (ideas.ts) content, page for page and item
 * for item, in the same order and parsed by the same schema. Every figure comes from the same
 * places as the English (typical-projects.ts, timelines.ts, the facts); only the words differ.
 * Slugs, categories and seasons are keys and stay as the English writes them.
 */
export function spanishIdeaPages(facts: SiteFacts) {
  const { business, claimText } = facts;
  // "30-45" minutes reads "30 a 45" in a Spanish sentence, as the FAQ answers say it.
  const minutes = business.consultation.inHomeMinutes.replace(/^(\d+)-(\d+)$/, "$1 a $2");
  const walkthrough = `Un recorrido final y una lista de pendientes, y después nuestra ${claimText.workmanshipWarranty}`;
  const consultation = `Una consulta de ${minutes} minutos en su casa y, después, un presupuesto por escrito y detallado, válido por ${business.estimates.validDays} días`;
  // A portal is promised only when the owner says they offer one.
  const updates = business.offersClientPortal
    ? {
        item: "Fotos diarias y mensajes directos con su gerente de proyecto en el portal para clientes",
        contact:
          "Un solo gerente de proyecto como su contacto, con fotos diarias y mensajes directos en el portal para clientes",
      }
    : {
        item: "Aviso de su gerente de proyecto antes de cada etapa: qué viene y cuándo",
        contact:
          "Un solo gerente de proyecto como su contacto, que le avisa antes de cada etapa qué viene y cuándo",
      };

  /** A typical project's figures (typical-projects.ts); its timeline is construction alone. */
  const stats = ({ construction, ...rest }: TypicalProject) => ({
    timeline: `${formatSpan(construction, "es")} de obra`,
    ...rest,
  });
  // "de 6 a 8 semanas": follows a verb ("tarda", "lleva"), never a preposition.
  const built = (typical: TypicalProject) => formatSpan(typical.construction, "es");

  const { kitchen, bathroom, addition, wholeHome, outdoor, tinyHome } = typicalProjects(facts);

  const bathroomTime = timelineText("bathroom-remodeling", "es");
  const additionTime = timelineText("home-additions", "es");
  const wholeHomeTime = timelineText("whole-home-renovation", "es");
  const tinyHomeTime = timelineText("tiny-homes", "es");

  const kitchenPage = {
    slug: "kitchen-inspiration",
    category: "Kitchen",
    serviceSlug: "kitchen-remodeling",
    title: "Ideas de diseño para una cocina moderna",
    metaTitle: "Ideas de diseño de cocinas modernas en Dallas",
    metaDescription: `Ideas para remodelar la cocina en Dallas: cuatro estilos, qué incluye un proyecto típico de ${kitchen.investment} y qué pasa en la obra, que tarda ${built(kitchen)}.`,
    card: {
      title: "Diseño de cocinas modernas",
      description: `Distribuciones abiertas, encimeras de cuarzo y guardado a la medida de su manera de cocinar, en cocinas ${kitchen.size}.`,
      budget: kitchen.investment,
      timeline: stats(kitchen).timeline,
      imageId: "idea-kitchen-1",
    },
    intro: `Un proyecto de cocina típico para nosotros es una cocina ${kitchen.size} en una casa de ladrillo de dos pisos de los años 70 u 80 en Richardson o Plano, o en una casa estilo rancho de los años 50 o 60 en Lake Highlands: se quita una pared, se rediseña la distribución según la manera en que cocina la familia y se cambian los gabinetes, las encimeras, la iluminación y el piso. La obra de un proyecto así suele tardar ${built(kitchen)} y cuesta ${kitchen.investment}. Use los estilos y las listas de abajo para decidir qué le gusta antes de que nos reunamos; la cifra final depende del tamaño de la cocina, de la línea de gabinetes que elija y de cuánta plomería e instalación eléctrica haya que mover.`,
    stats: stats(kitchen),
    styles: [
      {
        name: "Minimalista moderno",
        description:
          "Puertas lisas, jaladeras ocultas y encimeras despejadas. Este estilo solo funciona cuando cada cosa tiene su lugar, así que planeamos el guardado antes que los acabados.",
        features: [
          "Gabinetes de puerta lisa con jaladeras integradas",
          "Encimeras de cuarzo con canto recto y delgado",
          "Electrodomésticos panelables",
          "Tiras LED regulables debajo de los gabinetes",
        ],
      },
      {
        name: "Tradicional clásico",
        description:
          "Puertas estilo shaker o embutidas, molduras de corona y madera cálida, pintada o teñida, muy a tono con las casas tradicionales de Preston Hollow y Lakewood.",
        features: [
          "Gabinetes pintados, de puerta embutida o estilo shaker",
          "Moldura de corona hasta el techo",
          "Fregadero estilo granja, con el frente a la vista",
          "Encimeras de piedra natural o con aspecto de mármol",
        ],
      },
      {
        name: "Mezcla transicional",
        description:
          "Puertas shaker sencillas, una paleta neutra y uno o dos detalles cálidos. Pone al día una cocina de los años 90 o 2000 en Allen o Plano sin desentonar con el resto de la casa.",
        features: [
          "Gabinetes shaker en blanco o en gris cálido (greige)",
          "Isla en un color que contraste",
          "Cuarzo con una veta suave",
          "Jaladeras de latón cepillado o en negro mate",
        ],
      },
      {
        name: "Industrial chic",
        description:
          "Metal oscuro, repisas abiertas y superficies con aspecto de concreto. Le queda bien a los espacios abiertos, donde la cocina se ve desde la sala.",
        features: [
          "Repisas abiertas de acero o de nogal",
          "Encimeras de cuarzo o porcelanato con aspecto de concreto",
          "Llaves negras y lámparas colgantes de metal",
          "Salpicadero de azulejo con aspecto artesanal",
        ],
      },
    ],
    possibilities: [
      "Quitar la pared entre la cocina y la sala familiar, con una viga del tamaño adecuado si es un muro de carga",
      "Convertir una cocina cerrada de los años 70, de pasillo o en forma de U, en una cocina en L con isla",
      "Agregar una isla con asientos, un fregadero auxiliar o un refrigerador para bebidas",
      "Mover la estufa a una pared exterior para que la campana saque el aire hacia afuera",
      "Quitar los cajillos (soffits) sobre los gabinetes viejos y poner gabinetes hasta el techo",
      "Construir una despensa, de cuarto o de gabinete, con repisas extraíbles",
      "Armar una estación de café o de bebidas fuera del paso de quien cocina",
      "Combinar luces empotradas, colgantes y debajo de los gabinetes, cada una con su propio apagador",
    ],
    expectations: [
      consultation,
      "La distribución, los gabinetes, las encimeras y los accesorios se eligen antes de la demolición, para que ningún pedido detenga al equipo",
      "Un permiso de la ciudad para los cambios eléctricos y de plomería, con inspecciones antes de cerrar las paredes",
      "Ayuda para armar una cocina provisional en otro cuarto: refrigerador, microondas y un lugar para lavar los trastes",
      "Barreras de plástico contra el polvo y protección del piso entre la cocina y el resto de la casa",
      "Las encimeras se miden con plantilla cuando los gabinetes ya están puestos, y se instalan en cuanto se cortan las placas",
      updates.item,
      walkthrough,
    ],
    gallery: gallery("kitchen-inspiration", [
      "Una isla con asientos donde antes una pared separaba la cocina de la sala familiar",
      "Gabinetes shaker hasta el techo en lugar de los viejos cajillos",
      "Una estufa en una pared exterior, con una campana que saca el aire hacia afuera",
      "Repisas abiertas y una estación de café lejos de la zona donde se cocina",
      "Luces empotradas, colgantes y debajo de los gabinetes, con apagadores separados",
    ]),
  };

  const bathroomPage = {
    slug: "bathroom-inspiration",
    category: "Bathroom",
    serviceSlug: "bathroom-remodeling",
    title: "Ideas de diseño para un baño de lujo",
    metaTitle: "Ideas para un baño de lujo en Dallas",
    metaDescription:
      "Ideas de baños de lujo en Dallas: regaderas tipo spa, lavabos dobles y cuatro estilos, más la duración, el costo y los pasos de un baño principal típico.",
    card: {
      title: "Diseño de baños de lujo",
      description:
        "Regaderas de acceso directo, lavabos dobles e impermeabilización hecha para aguantar la humedad de Texas.",
      budget: bathroom.investment,
      timeline: stats(bathroom).timeline,
      imageId: "idea-bathroom-1",
    },
    intro: `El proyecto típico detrás de estas ideas es un baño principal ${bathroom.size} en una casa de los años 90 o 2000 en Plano, Allen o Carrollton: sale la tina grande que nadie usa, entra una regadera amplia de acceso directo, el lavabo sencillo se cambia por uno doble y el baño queda con una impermeabilización como debe ser y un extractor con salida al exterior. Un baño principal completo como este lleva ${built(bathroom)} de obra y cuesta ${bathroom.investment}, porque el azulejo y el vidrio a la medida toman su tiempo; una renovación más sencilla del baño del pasillo muchas veces tarda ${bathroomTime.construction}. Antes van el diseño, los pedidos y los permisos, que suman ${bathroomTime.beforeConstruction} más.`,
    stats: stats(bathroom),
    styles: [
      {
        name: "Refugio tipo spa",
        description:
          "Tonos de madera cálidos, azulejo con aspecto de piedra y una luz suave y regulable, para un baño que lo invite a bajar el ritmo al final del día.",
        features: [
          "Regadera de acceso directo, sin escalón, con cabezal tipo lluvia",
          "Tina independiente para remojarse",
          "Piso de loseta con calefacción",
          "Banca integrada en la regadera",
        ],
      },
      {
        name: "Minimalista moderno",
        description:
          "Azulejo de formato grande, mueble de lavabo flotante y vidrio sin marco: menos juntas de boquilla y menos que limpiar.",
        features: [
          "Mueble de lavabo flotante con cajones",
          "Porcelanato de formato grande",
          "Desagüe lineal en la regadera",
          "Panel fijo de vidrio sin marco",
        ],
      },
      {
        name: "Elegancia clásica",
        description:
          "Aspecto de mármol, espejos con marco y níquel pulido, muy a tono con las casas tradicionales de Preston Hollow y los Park Cities.",
        features: [
          "Mármol o porcelanato con aspecto de mármol",
          "Mueble de lavabo con aspecto de cómoda",
          "Llaves y accesorios de níquel pulido",
          "Lambrín o molduras tipo marco en las paredes",
        ],
      },
      {
        name: "Contemporáneo con carácter",
        description:
          "Azulejo con diseño, accesorios llamativos y lámparas que llaman la atención, para un baño con personalidad que aun así se ve limpio.",
        features: [
          "Azulejo decorativo con diseño o con aspecto artesanal",
          "Llaves en negro mate o en dorado cepillado",
          "Espejo con luz integrada por detrás",
          "Inodoro suspendido donde la estructura lo permita",
        ],
      },
    ],
    possibilities: [
      "Cambiar una tina grande que nadie usa por una regadera amplia de acceso directo",
      "Construir una regadera sin escalón ni bordillo, que le siga sirviendo con los años",
      "Cambiar un lavabo sencillo por un mueble de lavabo doble con cajones",
      "Darle al inodoro su propio espacio cerrado",
      "Agregar piso de loseta con calefacción y termostato programable",
      "Integrar un nicho y una banca en las paredes de la regadera",
      "Reforzar las paredes desde ahora para poder instalar barras de apoyo más adelante",
      "Poner un extractor del tamaño adecuado con salida al exterior, con temporizador o sensor de humedad",
    ],
    expectations: [
      consultation,
      "Las zonas húmedas se abren hasta dejar la estructura a la vista, para encontrar y reparar cualquier daño por fugas o madera podrida detrás del azulejo viejo",
      "Una membrana impermeable en las paredes y el piso de la regadera, probada con agua antes de colocar el azulejo",
      "Una inspección de plomería de la ciudad cuando se mueven los desagües o las tuberías de agua",
      "El azulejo ocupa la mayor parte del calendario, porque se coloca, se deja fraguar y se le pone la boquilla por etapas",
      "El vidrio de la regadera se mide cuando el azulejo ya está terminado, y luego se fabrica a la medida",
      "Si es su único baño, un plan acordado desde el principio para los días en que no se pueda usar",
      walkthrough,
    ],
    gallery: gallery("bathroom-inspiration", [
      "Una regadera de acceso directo, sin escalón, donde antes estaba una tina grande",
      "Un mueble de lavabo doble flotante con cajones profundos",
      "Un nicho y una banca integrados en la pared de azulejo de la regadera",
      "Una tina independiente bajo una ventana con vidrio opaco para mayor privacidad",
      "Piso de loseta con calefacción y un espacio cerrado para el inodoro",
    ]),
  };

  const additionPage = {
    slug: "addition-inspiration",
    category: "Addition",
    serviceSlug: "home-additions",
    title: "Ideas de diseño para ampliar su casa",
    metaTitle: "Ideas de ampliaciones para casas de Dallas",
    metaDescription:
      "Ideas para ampliar su casa en Dallas: suite principal, segundo piso, solárium o suite para familiares, con la duración, el costo y los pasos de una obra típica.",
    card: {
      title: "Ampliaciones de vivienda",
      description:
        "Suites principales, segundos pisos y suites para familiares sobre cimentaciones diseñadas para la arcilla del norte de Texas.",
      budget: addition.investment,
      timeline: stats(addition).timeline,
      imageId: "idea-addition-1",
    },
    intro: `Una ampliación típica le agrega ${addition.size} a una casa estilo rancho de los años 50 o 60 en Lake Highlands o Richardson, o a una casa de ladrillo de dos pisos de los años 70 u 80 en Garland o Mesquite: una suite principal en la parte de atrás de la casa, una sala familiar más grande o un segundo piso cuando el terreno no deja espacio para crecer hacia los lados. La obra suele tardar ${built(addition)} y el proyecto cuesta ${addition.investment}; antes van los planos, la ingeniería y el permiso de la ciudad, que suman ${additionTime.beforeConstruction}. La arcilla expansiva del norte de Texas se hincha cuando se moja y se encoge con la sequía, así que cada ampliación va sobre una cimentación diseñada por un ingeniero estructural y se une con cuidado a la casa existente. Toda ampliación lleva nuestra ${claimText.workmanshipWarranty} y nuestra ${claimText.structuralWarranty}.`,
    stats: stats(addition),
    styles: [
      {
        name: "Suite principal",
        description:
          "Una recámara, un baño y un clóset vestidor en la parte de atrás de la casa, lejos de los cuartos de los niños y de la calle.",
        features: [
          "Recámara con techo de catedral o techo escalonado",
          "Baño privado con regadera de acceso directo",
          "Clóset vestidor",
          "Su propia zona de calefacción y aire acondicionado",
        ],
      },
      {
        name: "Segundo piso",
        description:
          "Construya hacia arriba cuando el terreno no deja espacio para crecer hacia los lados. La cimentación y la estructura actuales cargan el piso nuevo, así que primero las revisa un ingeniero.",
        features: [
          "Revisión de la cimentación y la estructura por un ingeniero",
          "Una escalera ubicada para que la planta baja siga funcionando bien",
          "Recámaras, baño y cuarto de juegos en la planta alta",
          "Un techo que vaya con el estilo de la cuadra",
        ],
      },
      {
        name: "Solárium",
        description:
          "Un cuarto lleno de luz junto a la sala, aislado y climatizado, para que se pueda usar en agosto y no solo en abril.",
        features: [
          "Vidrio de baja emisividad para que entre menos calor",
          "Techo aislado, no una cubierta delgada de patio",
          "Minisplit o calefacción y aire acondicionado con ductos",
          "Piso que combine con el de la casa",
        ],
      },
      {
        name: "Suite para familiares",
        description:
          "Una recámara, un baño y una cocineta para uno de sus papás o un hijo adulto, con entrada privada y acceso sin escalones.",
        features: [
          "Entrada privada",
          "Entrada sin escalones y regadera de acceso directo",
          "Cocineta",
          "Aislamiento acústico respecto a la casa principal",
        ],
      },
    ],
    possibilities: [
      "Una suite principal en la planta baja, para que pueda seguir viviendo en su casa con los años",
      "Una sala familiar o una cocina más grande, ampliada hacia el patio de atrás",
      "Un segundo piso sobre una casa estilo rancho de una sola planta",
      "Una oficina en casa con su propia entrada desde afuera",
      "Una cochera convertida en espacio habitable y ampliada, donde la zonificación lo permita",
      "Una suite para familiares con cocineta y entrada privada",
      "Un solárium climatizado, con su propia calefacción y aire acondicionado",
      "Un cuarto extra o de juegos encima de la cochera",
    ],
    expectations: [
      "Una visita al terreno para revisar las distancias mínimas a los linderos, las servidumbres, el drenaje del terreno y el estado de la cimentación actual",
      "Planos arquitectónicos e ingeniería estructural terminados antes de solicitar el permiso",
      "Una cimentación diseñada para la arcilla expansiva, con un estudio de suelo cuando el ingeniero lo pida",
      "Inspecciones de la ciudad en la cimentación, la estructura, las instalaciones mecánicas preliminares, el aislamiento y al final",
      "La abertura hacia la casa existente queda sellada hasta que el espacio nuevo esté protegido del clima",
      "Ladrillo y tejas lo más parecidos posible a los actuales, con muestras antes de hacer el pedido",
      "Una revisión del HVAC: ampliar el sistema actual si tiene capacidad, o agregar una unidad aparte",
      `Nuestra ${claimText.workmanshipWarranty} más la ${claimText.structuralWarranty}`,
    ],
    gallery: gallery("addition-inspiration", [
      "Una suite principal agregada en la parte de atrás de una casa estilo rancho de una planta",
      "Un segundo piso con un techo que combina con el de la casa original",
      "Un solárium climatizado con vidrio de baja emisividad junto a la sala",
      "Una suite para familiares con su propia entrada sin escalones",
      "Ladrillo igualado donde la ampliación se une con la pared original",
    ]),
  };

  const wholeHomePage = {
    slug: "whole-home-inspiration",
    category: "Full Home",
    serviceSlug: "whole-home-renovation",
    title: "Ideas para renovar toda la casa",
    metaTitle: "Ideas para renovar toda su casa en Dallas",
    metaDescription:
      "Ideas para renovar toda la casa en Dallas: cuatro estilos, mejoras por dentro y por fuera, y la duración y el costo de una renovación integral típica.",
    card: {
      title: "Renovación integral",
      description:
        "Un solo plan y un solo equipo para poner al día la distribución, los sistemas y los acabados de toda la casa.",
      budget: wholeHome.investment,
      timeline: stats(wholeHome).timeline,
      imageId: "idea-whole-home-1",
    },
    intro: `Un proyecto típico de renovación integral toma una casa estilo rancho de los años 50 o 60 en Lake Highlands o Casa Linda, o una casa de dos pisos de los años 70 u 80 en Richardson, la abre hasta dejar la estructura a la vista y la pone al día de una sola vez: una distribución más abierta, cocina y baños nuevos, instalación eléctrica, plomería y HVAC actualizados, y acabados nuevos en toda la casa, por ${wholeHome.investment}. La obra de un proyecto así tarda ${built(wholeHome)}. Antes van la evaluación, el diseño, la selección de materiales y los permisos, que toman ${wholeHomeTime.beforeConstruction}, así que la mayoría de las renovaciones integrales duran ${wholeHomeTime.total} desde la primera reunión hasta la mudanza.`,
    stats: stats(wholeHome),
    styles: [
      {
        name: "Casa de campo moderna",
        description:
          "Revestimiento de tablas y listones, ventanas negras, roble blanco y gabinetes shaker. Le va muy bien a las casas estilo rancho de techos largos y bajos.",
        features: [
          "Exterior de tablas y listones o de ladrillo pintado",
          "Ventanas con marco negro",
          "Pisos de roble blanco",
          "Gabinetes shaker y fregadero estilo granja",
        ],
      },
      {
        name: "Contemporáneo",
        description:
          "Líneas limpias, ventanas grandes y espacios abiertos, con las vigas ocultas en el techo donde la estructura lo permite.",
        features: [
          "Cocina, comedor y sala abiertos",
          "Vigas al ras del techo en lugar de las paredes que se quitaron",
          "Puertas lisas y molduras mínimas",
          "Ventanas más grandes",
        ],
      },
      {
        name: "Tradicional",
        description:
          "Espacios bien definidos, carpintería detallada y proporciones clásicas, muy propios de las casas más antiguas de Lakewood, las M Streets y Kessler Park.",
        features: [
          "Moldura de corona y lambrín",
          "Un comedor formal que se conserva como un espacio propio",
          "Pisos de madera restaurados o nuevos",
          "Puertas de tableros y herrajes de época",
        ],
      },
      {
        name: "Transicional",
        description:
          "Proporciones tradicionales con acabados más sencillos y ligeros. Es práctico para el día a día y se ve bien en la mayoría de las casas de los suburbios de los años 90 y 2000.",
        features: [
          "Paleta neutra con detalles de madera cálida",
          "Gabinetes shaker y encimeras de cuarzo",
          "Iluminación actualizada en toda la casa",
          "Un mismo piso en toda la planta baja",
        ],
      },
    ],
    possibilities: [
      "Abrir la cocina, el comedor y la sala en un solo espacio conectado",
      "Agregar un baño o una suite principal más grande dentro del área que ya tiene la casa",
      "Cambiar un panel eléctrico y un cableado anticuados",
      "Cambiar las tuberías de drenaje de hierro fundido que pasan bajo la losa de una casa antigua",
      "Ajustar el tamaño del HVAC y de los ductos a la nueva distribución",
      "Aislar y sellar las fugas de aire mientras las paredes y el ático están abiertos",
      "Poner un mismo piso en toda la casa, sin transiciones",
      "Renovar el exterior con pintura, ventanas, puertas y una entrada nueva",
    ],
    expectations: [
      `La obra de un proyecto típico tarda ${built(wholeHome)}; con la evaluación, el diseño, la selección de materiales y los permisos, calcule ${wholeHomeTime.total} en total`,
      "El diseño y un alcance fijo se acuerdan antes de la demolición, para que el costo quede definido antes de tirar paredes",
      "Una decisión sobre dónde va a vivir: la mayoría de las familias se mudan durante las etapas más pesadas, y algunos proyectos se hacen por etapas para que usted pueda quedarse",
      "Un fondo para imprevistos, porque las casas antiguas esconden sorpresas, y cualquier cosa que encontremos se la mostramos antes de tocarla",
      "Una revisión de la cimentación en suelo de arcilla, con la evaluación de un especialista antes de los acabados si la casa se ha movido",
      "Permisos e inspecciones de construcción, electricidad, plomería e instalaciones mecánicas",
      updates.contact,
      walkthrough,
    ],
    gallery: gallery("whole-home-inspiration", [
      "Cocina, comedor y sala abiertos donde antes había tres cuartos",
      "El exterior de una casa estilo rancho, renovado con ladrillo pintado y ventanas de marco negro",
      "Un mismo acabado de piso en toda la planta baja",
      "Una suite principal creada dentro del área que ya tenía la casa",
      "Una entrada y una puerta nuevas en una fachada renovada",
    ]),
    interiorList: [
      "Cocina con distribución, gabinetes y encimeras nuevos",
      "Baños renovados en toda la casa",
      "Pisos nuevos en todos los cuartos",
      "Puertas interiores, molduras y pintura",
      "Plan de iluminación y cambio del panel eléctrico",
      "Cambio de las tuberías de agua y de drenaje",
      "Equipo de HVAC y ductos nuevos",
      "Aislamiento y sellado de fugas de aire",
    ],
    exteriorList: [
      "Ladrillo pintado o revestimiento nuevo",
      "Ventanas nuevas de bajo consumo de energía",
      "Puerta y entrada principal nuevas",
      "Techo resistente a impactos para la temporada de granizo",
      "Canaletas y nivelación del terreno para alejar el agua de la cimentación",
      "Andadores e iluminación de jardín",
      "Patio techado junto a la sala principal",
    ],
    roiCards: wholeHomeResultCards(facts.business.wholeHomeResults, "es"),
    resultsConfirmed: facts.business.wholeHomeResults.confirmed,
  };

  const outdoorPage = {
    slug: "outdoor-inspiration",
    category: "Outdoor",
    serviceSlug: "outdoor-living",
    title: "Ideas de diseño para espacios al aire libre",
    metaTitle: "Ideas para el patio de atrás en Dallas",
    metaDescription:
      "Ideas para el patio de atrás en Dallas: patios techados, cocinas exteriores y terrazas, su uso en cada estación y el costo de un proyecto típico.",
    card: {
      title: "Espacios al aire libre",
      description:
        "Patios techados, cocinas exteriores y terrazas que se disfrutan desde la primavera hasta muy entrado el otoño.",
      budget: outdoor.investment,
      timeline: stats(outdoor).timeline,
      imageId: "idea-outdoor-1",
    },
    intro: `Un proyecto típico al aire libre convierte ${outdoor.size} de concreto y pasto sin aprovechar, detrás de una casa del área de Dallas, en un espacio que de verdad se usa: un patio techado unido al techo de la casa, ventiladores de techo e iluminación, y muchas veces una cocina exterior o una fogata. La obra tarda ${built(outdoor)} y el proyecto cuesta ${outdoor.investment}, según si el espacio se techa, cuánto concreto se cuela y si hay que llevar gas y agua. Aquí la sombra y el drenaje importan más que en ningún otro lado: un techo sólido y persianas en el lado oeste hacen soportables las tardes de verano, y una losa con pendiente hacia afuera de la casa protege la cimentación en suelo de arcilla.`,
    stats: stats(outdoor),
    styles: [
      {
        name: "Terraza para reuniones",
        description:
          "Una terraza amplia y a nivel, con espacio para una mesa de comedor, sillones y una pared para la tele bajo techo, para recibir visitas en las tardes de verano.",
        features: [
          "Terraza de material compuesto que no suelta astillas",
          "Área techada con ventiladores de techo",
          "Pared para televisión y tomacorrientes aptos para exterior",
          "Bancas integradas y luces en los escalones",
        ],
      },
      {
        name: "Cocina exterior",
        description:
          "Un asador con espacio de encimera, un fregadero y un refrigerador, para que quien cocina se quede con los invitados en vez de estar entrando y saliendo de la casa.",
        features: [
          "Asador empotrado conectado a una línea de gas natural",
          "Encimeras de granito o de concreto",
          "Refrigerador apto para exterior",
          "Campana extractora cuando está bajo techo",
        ],
      },
      {
        name: "Patio para descansar",
        description:
          "Un patio con sombra, una fogata, asientos cómodos y una luz suave para las tardes tranquilas.",
        features: [
          "Concreto teñido o adoquín",
          "Fogata de gas o de leña",
          "Pérgola o techo de lamas ajustables para dar sombra",
          "Iluminación de jardín de bajo voltaje",
        ],
      },
      {
        name: "Rincón de jardín",
        description:
          "Andadores, plantas y un lugar tranquilo para sentarse, con plantas nativas de Texas, resistentes a la sequía, que aguantan el mes de agosto.",
        features: [
          "Plantas nativas y adaptadas al clima",
          "Riego por goteo con controlador inteligente",
          "Andadores de laja o de granito triturado",
          "Barriles para juntar el agua de lluvia",
        ],
      },
    ],
    possibilities: [
      "Un patio techado que continúa el techo de la casa",
      "Una pérgola o un techo de lamas para ajustar la sombra",
      "Una cocina exterior con asador, fregadero y refrigerador",
      "Una chimenea exterior de gas o de leña",
      "Ventiladores de techo, calentadores radiantes e iluminación apta para exterior",
      "Una losa nueva en lugar de la del patio, agrietada por el movimiento de la arcilla",
      "Una terraza de varios niveles sobre un patio con pendiente",
      "Un porche con malla mosquitera para las tardes de verano",
    ],
    expectations: [
      "Una revisión de las reglas de la HOA, las distancias mínimas a los linderos y las servidumbres antes del diseño",
      "Un permiso de la ciudad para estructuras techadas y para los trabajos eléctricos y de gas",
      "Las líneas de servicios subterráneas marcadas antes de que alguien excave",
      "Colados de concreto programados temprano por la mañana durante el calor del verano",
      "Tormentas de primavera que a veces retrasan unos días un colado o el trabajo en el techo",
      "Nivelación y drenaje planeados para que el agua se aleje de la casa",
      updates.item,
      walkthrough,
    ],
    gallery: gallery("outdoor-inspiration", [
      "Un patio techado unido al techo de la casa, con ventiladores de techo",
      "Una cocina exterior con asador, fregadero y encimeras de piedra",
      "Una fogata rodeada de asientos integrados",
      "Una terraza de material compuesto que baja en niveles por un patio con pendiente",
      "Plantas nativas y un andador de laja que lleva a una banca con sombra",
    ]),
    seasons: [
      {
        season: "Spring",
        title: "Construir antes del calor",
        text: "De marzo a mayo el clima es ideal para construir, pero también es temporada de tormentas y granizo, así que planeamos los días de colado y de techo según el pronóstico. Los diseños que se terminan en el invierno quedan listos para empezar en cuanto cambia el clima.",
      },
      {
        season: "Summer",
        title: "Primero, la sombra",
        text: "Los veranos de Dallas traen largas rachas de calor extremo. Un techo sólido, ventiladores de techo y persianas en el lado oeste hacen que el patio se pueda usar por la tarde; una pérgola sola no alcanza.",
      },
      {
        season: "Fall",
        title: "Los mejores meses para estar afuera",
        text: "Octubre y noviembre traen las tardes templadas para las que se hicieron los patios de Dallas. El clima estable y más seco también hace del otoño una buena época para construir, y así el espacio queda listo para la siguiente primavera.",
      },
      {
        season: "Winter",
        title: "Listo para una helada fuerte",
        text: "Los inviernos son casi siempre templados, pero sí llegan heladas fuertes. La plomería de la cocina exterior lleva llaves de paso y desagües, los materiales se eligen para aguantar una helada, y una fogata o unos calentadores de gas hacen agradables las noches frescas.",
      },
    ],
  };

  const tinyHomePage = {
    slug: "tiny-home-inspiration",
    category: "Tiny Home",
    serviceSlug: "tiny-homes",
    title: "Ideas de diseño para casas pequeñas",
    metaTitle: "Ideas de casitas y casas pequeñas en Dallas",
    metaDescription:
      "Ideas de casas pequeñas para terrenos de Dallas: casitas de huéspedes, estudios y casas compactas en cuatro estilos, con detalles eficientes y su costo típico.",
    card: {
      title: "Diseños de casas pequeñas",
      description:
        "Casitas de huéspedes en el patio, estudios y casas compactas con cocina y baño completos.",
      budget: tinyHome.investment,
      timeline: stats(tinyHome).timeline,
      imageId: "idea-tiny-home-1",
    },
    intro: `Una casa pequeña típica es una casita de huéspedes o un estudio ${tinyHome.size} sobre una cimentación permanente en el patio de atrás, con cocina completa, baño completo, un tapanco o una recámara para dormir, y aislamiento y aire acondicionado calculados para un verano de Texas. La construcción tarda ${built(tinyHome)} y cuesta ${tinyHome.investment}. Antes viene la revisión de la zonificación: si en su terreno se permite una segunda vivienda, y si se puede rentar o es solo para la familia, depende de su ciudad y de las reglas de la HOA, si las hay. Con la revisión del terreno, el diseño y los permisos (${tinyHomeTime.beforeConstruction}), la mayoría de los proyectos de casas pequeñas toman ${tinyHomeTime.total} en total.`,
    stats: stats(tinyHome),
    styles: [
      {
        name: "Minimalista moderna",
        description:
          "Techo de una sola caída, ventanas grandes y muebles empotrados por todos lados, para que una planta pequeña nunca se vea amontonada.",
        features: [
          "Techo de una sola caída con ventanas altas",
          "Guardado integrado debajo de escaleras y camas",
          "Electrodomésticos compactos con todas sus funciones",
          "Puertas corredizas, algunas ocultas en la pared",
        ],
      },
      {
        name: "Cabaña rústica",
        description:
          "Revestimiento de madera, porche techado e interiores cálidos: el ambiente de una cabaña de fin de semana a unos pasos de la casa principal.",
        features: [
          "Revestimiento de tablas y listones o de cedro",
          "Porche techado al frente",
          "Vigas del techo a la vista",
          "Pisos con aspecto de tablón de madera",
        ],
      },
      {
        name: "Industrial chic",
        description:
          "Revestimiento metálico, pisos con aspecto de concreto y detalles de acero: resistente, de poco mantenimiento y fácil de limpiar.",
        features: [
          "Revestimiento de lámina metálica engargolada o corrugada",
          "Pisos con aspecto de concreto",
          "Escalera o escalerilla de acero para subir al tapanco",
          "Repisas abiertas",
        ],
      },
      {
        name: "Escandinava",
        description:
          "Maderas claras, paredes blancas y formas sencillas que hacen que un cuarto pequeño se sienta más amplio y luminoso.",
        features: [
          "Acabados de roble blanco o de abedul",
          "Paredes y techos claros",
          "Ventanas grandes para aprovechar la luz del día",
          "Muebles empotrados de uso múltiple",
        ],
      },
    ],
    possibilities: [
      "Una casita de huéspedes en el patio para cuando viene la familia",
      "Una oficina o un estudio aparte de la casa principal",
      "Un lugar independiente para uno de sus papás, ya mayor, cerca de la familia",
      "Una unidad para rentar, donde la zonificación de su ciudad lo permita",
      "Una casa de fin de semana en un terreno rural fuera de la ciudad",
      "Un tapanco para dormir que deja libre la planta principal",
      "Cocina y baño completos en menos de 400 pies cuadrados",
      "Una construcción sobre remolque, para quien quizá quiera moverla más adelante",
    ],
    expectations: [
      "Una revisión de la zonificación y de las reglas de la HOA antes de empezar el diseño",
      "Cimentación o remolque, decidido desde el principio, porque de eso dependen el reglamento que corresponde, los permisos y el costo",
      "Conexiones de servicios planeadas: compartidas con la casa principal o con su propio medidor",
      "Un minisplit sin ductos calculado para un espacio pequeño y bien sellado",
      "Gabinetes y guardado hechos a la medida de cada pared",
      "Sobre cimentación, inspecciones en las mismas etapas que una casa de tamaño normal",
      updates.item,
      walkthrough,
    ],
    gallery: gallery("tiny-home-inspiration", [
      "Una casita de huéspedes en el patio, con techo de una sola caída y porche techado",
      "Una cocina completa con electrodomésticos compactos y repisas abiertas",
      "Un tapanco para dormir con escalera de acero",
      "Una regadera de acceso directo en un baño completo compacto",
      "Un estudio con ventanas grandes y guardado integrado",
    ]),
    sustainableFeatures: [
      "Aislamiento de espuma en aerosol o aislamiento exterior continuo",
      "Bomba de calor minisplit sin ductos",
      "Ventanas de doble panel con vidrio de baja emisividad",
      "Techo y cableado listos para paneles solares",
      "Techo metálico reflejante para que entre menos calor en verano",
      "Calentador de agua con bomba de calor o sin tanque",
      "Llaves, regadera e inodoro de bajo consumo de agua",
      "Iluminación LED en toda la casa",
    ],
    lifestyleCards: [
      {
        title: "Gastos más bajos",
        text: "Un espacio pequeño y bien aislado cuesta poco de enfriar en verano, de calentar en invierno y de mantener año con año.",
      },
      {
        title: "La familia cerca, y cada quien en su espacio",
        text: "Uno de sus papás, un hijo adulto o un invitado tiene su propia puerta, cocina y baño a unos pasos de la casa principal.",
      },
      {
        title: "Un espacio que se gana su lugar",
        text: "Una oficina, un estudio o, donde se permita, una unidad para rentar que aprovecha el patio que usted ya tiene.",
      },
    ],
  };

  return [kitchenPage, bathroomPage, additionPage, wholeHomePage, outdoorPage, tinyHomePage];
}
