import type { SpanishServicePage } from "./context";

/** The Spanish side of the kitchen remodeling page in `servicePagesFor` (copy.ts). */
export const kitchenRemodelingEs: SpanishServicePage = (context) => {
  const { facts, from, time, consultationStep, visit, faqInvite } = context;
  const { business, claimText } = facts;
  const { discoveryCallMinutes } = business.consultation;
  const kitchenTime = time("kitchen-remodeling");
  return {
    slug: "kitchen-remodeling",
    metaTitle: "Remodelación de cocinas en Dallas: precios",
    metaDescription: `Remodelamos cocinas en el área de Dallas: presupuesto desglosado, electricidad y plomería con permiso, paquetes desde ${from("kitchen-remodeling")} y ${kitchenTime.construction} de obra.`,
    hero: {
      eyebrow: "Remodelación de cocinas · Dallas, TX",
      heading: "Remodelación de cocinas en Dallas, a la medida de cómo cocina usted",
      intro:
        "Ya sea una cocina de pasillo cerrada en una casa estilo rancho de los años 60 en Lake Highlands o una cocina con los acabados básicos de la constructora en una casa de dos pisos de los años 2000 en Allen, diseñamos la distribución con usted, le damos el precio renglón por renglón, tramitamos los permisos y hacemos la obra con un solo gerente de proyecto, desde la demolición hasta el recorrido final.",
      imageId: "service-kitchen",
    },
    why: {
      heading: "Por qué los propietarios de Dallas nos confían su cocina",
      intro: `En ${claimText.years} remodelando casas del norte de Texas hemos aprendido dónde se le descontrola el presupuesto a una cocina: cableado que nadie esperaba, líneas de drenaje viejas, gabinetes pedidos antes de definir la distribución. Todo eso lo prevemos antes de la demolición, no después.`,
      points: [
        {
          title: "Un precio que se entiende",
          text: `Su presupuesto muestra en renglones separados los gabinetes, las encimeras, la loseta, la electricidad, la plomería, los permisos y la mano de obra, para que pueda subir o bajar de nivel antes de que se pida cualquier cosa. Es válido por ${business.estimates.validDays} días.`,
        },
        {
          title: "Una distribución que respeta la casa",
          text: "Abrir una cocina de los años 70 hacia la sala familiar muchas veces implica un muro de carga, una viga calculada por un ingeniero y su dictamen por escrito. Le decimos desde el principio cuánto cuesta mover una pared, para que el diseño no se salga del presupuesto.",
        },
        {
          title: "Trabajo con permiso e inspeccionado",
          text: "Los circuitos nuevos, una campana extractora con ducto al exterior, las líneas de gas y la plomería reubicada se hacen con permiso de su ciudad y se inspeccionan antes de cerrar las paredes, algo que cuenta mucho el día que venda la casa.",
        },
        {
          title: "Respaldo por escrito",
          text: business.offersClientPortal
            ? `Cada cocina lleva nuestra ${claimText.workmanshipWarranty}, y mientras avanza la obra usted recibe fotos diarias y mensajes directos a través de nuestro portal para clientes.`
            : `Cada cocina lleva nuestra ${claimText.workmanshipWarranty}, y su gerente de proyecto le avisa antes de cada etapa qué es lo que viene y cuándo.`,
        },
      ],
    },
    features: {
      heading: "Lo que puede incluir la remodelación de su cocina",
      items: [
        {
          title: "Gabinetes",
          text: "Gabinetes semipersonalizados y a la medida, con gabinetes superiores hasta el techo, cajones profundos en lugar de repisas en los gabinetes de abajo y organizadores extraíbles de despensa del tamaño de lo que usted de verdad guarda.",
        },
        {
          title: "Encimeras y salpicadero",
          text: "Cuarzo, granito y cuarcita, con la plantilla tomada una vez instalados los gabinetes, fregaderos montados por debajo de la encimera y salpicadero de azulejo o de una sola placa de piedra.",
        },
        {
          title: "Distribución e islas",
          text: "Abrir una cocina de pasillo hacia la sala familiar, agregar una isla con lugar para sentarse o pasar la estufa a una pared exterior para que la campana saque el aire hacia afuera.",
        },
        {
          title: "Electricidad e iluminación",
          text: "Circuitos exclusivos para los electrodomésticos, contactos con protección GFCI, luces empotradas y debajo de los gabinetes, y una revisión del panel en casas antiguas cuya acometida nunca se calculó para una cocina moderna.",
        },
        {
          title: "Plomería y gas",
          text: "Fregadero y lavavajillas en un lugar nuevo, una llave para llenar ollas junto a la estufa, gas para una estufa nueva y el cambio de tuberías galvanizadas o drenajes de hierro fundido mientras las paredes están abiertas.",
        },
        {
          title: "Pisos y acabados",
          text: "Loseta, madera de ingeniería o tablones de vinil de lujo que continúan hacia los cuartos contiguos, además de tablaroca, molduras y pintura, para que la cocina nueva no termine en una unión mal resuelta.",
        },
      ],
    },
    process: {
      heading: "Cómo se hace una remodelación de cocina, paso a paso",
      intro:
        "Casi todas las decisiones se toman antes de la demolición. Eso es lo que permite que las semanas sin cocina sean las menos posibles.",
      steps: [
        {
          title: "Consulta y medidas",
          text: "Medimos el espacio, revisamos el panel eléctrico, debajo del fregadero y el ático, y platicamos sobre cómo cocina usted, qué necesita guardar y cuánto quiere invertir.",
          duration: consultationStep,
          phase: "consultation",
        },
        {
          title: "Diseño y selecciones",
          text: "Dibujamos la distribución y las vistas de cada pared mientras usted escoge gabinetes, encimeras, loseta, llaves, accesorios y electrodomésticos. El presupuesto se actualiza con cada decisión, así que después no hay sorpresas.",
          duration: kitchenTime.design,
          phase: "design",
        },
        {
          title: "Permisos y pedidos",
          text: "Solicitamos los permisos de construcción, electricidad y plomería, y pedimos los gabinetes y todo lo que tarda en llegar, para que ya esté aquí antes de que empiece la demolición.",
          duration: kitchenTime.permits,
          phase: "permits",
        },
        {
          title: "Demolición e instalaciones preliminares (rough-in)",
          text: "Protegemos los pisos y el resto de la casa, retiramos la cocina vieja y después instalamos el cableado, la plomería, el gas y el ducto de la campana nuevos. La ciudad inspecciona las instalaciones preliminares antes de que se cierren las paredes.",
          duration: "de 1 a 2 semanas",
          phase: "construction",
        },
        {
          title: "Gabinetes, encimeras y loseta",
          text: "Tablaroca, instalación de gabinetes, plantilla e instalación de las encimeras, salpicadero, piso, iluminación y conexión de los electrodomésticos, en ese orden.",
          duration: "de 4 a 5 semanas",
          phase: "construction",
        },
        {
          title: "Inspección de la ciudad y recorrido final",
          text: "La ciudad da su aprobación final, recorremos la cocina con usted, terminamos la lista de pendientes y le entregamos las instrucciones de cuidado y su garantía.",
          duration: "alrededor de 1 semana",
          phase: "construction",
        },
      ],
    },
    timelineNote: `La obra toma ${kitchenTime.construction}, desde la demolición hasta el recorrido final, y esas son las únicas semanas en que usted se queda sin cocina. Antes van el diseño y las selecciones (${kitchenTime.design}) y los permisos y pedidos (${kitchenTime.permits}), así que calcule ${kitchenTime.total} en total. Un microondas, una cafetera y el fregadero del cuarto de lavado hacen más llevaderas las semanas de obra.`,
    resources: {
      faqText: faqInvite,
      resourcesText:
        "Si quiere ver más de cerca qué es lo que mueve el costo de una cocina, lea nuestra guía de costos de remodelación de cocinas y los demás artículos de planeación en nuestra sección de recursos.",
    },
    closing: {
      heading: "Empecemos a planear su cocina",
      text: `Empiece con una llamada inicial de ${discoveryCallMinutes} minutos o una consulta gratuita ${visit} en su casa. Medimos, lo escuchamos y le damos un presupuesto por escrito que puede comparar renglón por renglón con el de cualquier otro contratista.`,
    },
    phoneFirst: false,
  };
};
