import type { ServiceSlug } from "@/services";

/*
 * The Spanish edition of the FAQ (faq.ts): the same categories, ids and order, the same entries
 * in the same order, the same {{placeholders}} per answer. The site fills the placeholders with
 * Spanish phrases ({{years}} prints "más de 46 años", {{consultation}} "de 30 a 45 minutos"), so
 * each sentence is built around the phrase it receives. Seeded as the `es` side of each entry.
 */

type FaqCategoryEs = {
  id: string;
  title: string;
  intro: string;
  items: { question: string; answer: string }[];
};

/** Mirrors `faqHeadings`: the four categories' headings, in page order. */
export const faqHeadingsEs = [
  {
    id: "choosing-a-contractor",
    title: "Cómo elegir al contratista adecuado",
    intro:
      "Qué revisar antes de dejar que alguien abra las paredes de su casa, y cómo respondemos nosotros a esas mismas preguntas.",
  },
  {
    id: "costs",
    title: "Costos y presupuestos de remodelación",
    intro:
      "Cómo calculamos el precio de un proyecto, qué incluye un presupuesto por escrito y de qué formas puede pagar la obra.",
  },
  {
    id: "timeline",
    title: "Tiempos y proceso de la obra",
    intro:
      "Cuánto tardan los proyectos, qué se hace y en qué orden, y cómo es vivir en la casa durante una remodelación.",
  },
  {
    id: "warranty",
    title: "Garantía y atención después de la obra",
    intro:
      "Qué cubre nuestra garantía, qué no cubre y cómo comunicarse con nosotros cuando el equipo ya recogió sus herramientas y se fue.",
  },
] as const;

/**
 * Mirrors `projectNames` (faq.ts): how the answers name each service, shortest job first ("de 2 a
 * 4 semanas para un baño"). The timeline answer below follows this order and these names.
 */
export const projectNamesEs: readonly [ServiceSlug, string][] = [
  ["bathroom-remodeling", "un baño"],
  ["kitchen-remodeling", "una cocina"],
  ["outdoor-living", "espacios al aire libre"],
  ["home-additions", "una ampliación"],
  ["tiny-homes", "una casa pequeña (tiny home)"],
  ["whole-home-renovation", "una renovación integral de la casa"],
];

const headingEs = (id: (typeof faqHeadingsEs)[number]["id"]) =>
  faqHeadingsEs.find((heading) => heading.id === id)!;

/**
 * Mirrors `faqSeed`: the entries' Spanish side. The English builds its first timeline answer from
 * timelines.ts when the module loads; here it is written out, with the spans `timelineText(slug,
 * "es")` prints today, so a change to timelines.ts must be made here too. It names the unit only
 * where it changes ("de 2 a 4 semanas para un baño, de 6 a 8 para una cocina"), joins equal spans
 * and shortens the second list's names: repeated in full, the answer would run past 140 words.
 */
export const faqSeedEs: readonly FaqCategoryEs[] = [
  {
    ...headingEs("choosing-a-contractor"),
    items: [
      {
        question:
          "¿Cómo puedo saber si un contratista de remodelación del área de Dallas es confiable?",
        answer:
          "Empiece por las pruebas, no por las promesas. Pida un certificado de seguro de responsabilidad civil general que le mande directamente la aseguradora, y verifique que el nombre que aparece en él sea el mismo del contrato. Texas no tiene una licencia estatal para contratistas generales de remodelación, pero los plomeros, los electricistas y los técnicos de aire acondicionado y calefacción (HVAC) sí deben tener licencia del estado, así que pregunte quién hará esos trabajos. Llame a dos o tres clientes recientes con proyectos parecidos al suyo, lea reseñas publicadas a lo largo de varios años y exija un presupuesto desglosado y un contrato, ambos por escrito. Desconfíe de quien ande de puerta en puerta después de una granizada, le pida la mayor parte del dinero por adelantado o le proponga hacer la obra sin permisos.",
      },
      {
        question: "¿Su empresa está registrada y asegurada?",
        answer:
          "Sí. {{company}} es una empresa de remodelación registrada y asegurada, y llevamos {{years}} trabajando en casas del norte de Texas. Antes de que usted firme cualquier cosa, le pediremos a nuestra aseguradora que le mande directamente a usted un certificado de seguro vigente, para que pueda confirmar la cobertura por su cuenta en lugar de creernos de palabra. Los trabajos de plomería, electricidad y aire acondicionado y calefacción (HVAC) de su proyecto los hacen técnicos con licencia, y le decimos quiénes son antes de que lleguen.",
      },
      {
        question: "¿Quién se encarga de los permisos de construcción? ¿Mi proyecto necesita uno?",
        answer:
          "Nos encargamos nosotros. Los permisos forman parte de nuestro presupuesto y de nuestro calendario, y programamos las inspecciones de la ciudad a medida que la obra llega a cada etapa. Por lo general, necesitan permiso los proyectos que mueven paredes, agregan pies cuadrados a la casa o modifican la plomería, el cableado eléctrico, las líneas de gas o el aire acondicionado y la calefacción; para pintar o cambiar el piso normalmente no hace falta. Cada ciudad fija sus reglas por medio de su propio departamento de inspecciones de construcción, así que revisamos los requisitos para su dirección antes de darle un precio. Una obra hecha sin permiso puede causarle problemas serios cuando venda la casa o presente un reclamo al seguro.",
      },
      {
        question: "¿Qué les debo preguntar a los clientes anteriores de un contratista?",
        answer:
          "Pregunte lo que un testimonio entusiasta no cuenta. ¿El proyecto terminó cerca de la fecha prometida y, si no, le explicaron por qué antes de que se atrasara? ¿El precio final coincidió con el contrato, aparte de los cambios que usted pidió? ¿Limpiaban el área de trabajo todos los días? ¿Cómo resolvieron los problemas y regresó alguien a atender lo de la garantía? Si puede, hable con un cliente cuya casa se parezca a la suya: una casa estilo rancho de los años 60 en Lake Highlands y una de dos pisos de los 90 en el oeste de Plano esconden problemas distintos, y un contratista que ya los ha resuelto le ahorra dinero.",
      },
      {
        question: "¿Qué pasa en la llamada inicial y en la consulta en mi casa?",
        answer:
          "En la llamada inicial {{discoveryCall}} hablamos de lo que usted quiere cambiar, de cuánto piensa invertir y para cuándo, más o menos, y de si somos la opción adecuada para usted. Si lo somos, programamos una consulta {{consultation}} en su casa: recorremos el espacio, tomamos medidas, revisamos la plomería existente, el panel eléctrico y cualquier señal de movimiento en la cimentación, y platicamos sobre opciones en distintos rangos de precio. Las dos son gratuitas. Si su proyecto no es para nosotros, se lo decimos con franqueza y tratamos de recomendarle una mejor opción.",
      },
      {
        question: "¿En qué ciudades trabajan?",
        answer:
          "Trabajamos en {{serviceAreas}}. Como trabajamos solo en esta parte del norte de Texas, sabemos cómo funciona la oficina de permisos de cada ciudad, cómo se comporta la tierra arcillosa en un agosto seco y cómo se construyeron las casas de aquí, desde las casas estilo rancho de la posguerra en Garland y Mesquite hasta las casas de ladrillo de dos pisos de los años 80 en Carrollton y las construcciones más recientes en Allen. Si vive justo afuera de estas ciudades, pregúntenos de todos modos; le diremos con honestidad si podemos darle un buen servicio.",
      },
    ],
  },
  {
    ...headingEs("costs"),
    items: [
      {
        question: "¿Sus presupuestos son gratuitos y por cuánto tiempo son válidos?",
        answer:
          "Sí. La llamada inicial, la consulta en su casa y el presupuesto por escrito no le cuestan nada, y no tiene ninguna obligación de contratarnos. Un presupuesto es válido por {{estimateValidity}} a partir de la fecha que aparece en él. Después de ese plazo, los precios de los materiales pueden haber cambiado, porque la madera, el cable de cobre, la loseta y los gabinetes pueden subir o bajar en unas cuantas semanas, y la agenda de nuestros equipos puede haberse llenado, así que revisamos las cifras y le damos un presupuesto nuevo. Si nada ha cambiado, el precio tampoco.",
      },
      {
        question: "¿Qué incluye un presupuesto por escrito?",
        answer:
          "Nuestros presupuestos vienen desglosados por etapa para que vea a dónde se va el dinero: demolición y retiro de escombros, estructura, plomería, electricidad, aire acondicionado y calefacción, tablaroca, loseta, gabinetes, encimeras, pintura y acabados, además de los permisos y la limpieza. Los materiales que usted ya eligió se cotizan tal como se especificaron; lo que todavía no ha escogido, como lámparas o loseta, aparece como un monto asignado (allowance) en dólares. El presupuesto también indica lo que no está incluido, el calendario de obra previsto y el calendario de pagos, para que pueda comparar las cotizaciones renglón por renglón.",
      },
      {
        question: "¿Por qué varían tanto los precios de remodelación de un contratista a otro?",
        answer:
          "Casi siempre es porque las cotizaciones no describen el mismo trabajo. Un precio incluye los permisos, un electricista con licencia, la impermeabilización correcta de la regadera y el retiro de escombros; otro los deja fuera, o usa montos asignados bajos que luego crecen. La casa también cuenta: mover un desagüe en una casa estilo rancho de los años 60 construida sobre losa de concreto implica cortar el concreto, algunas casas de finales de los 60 y principios de los 70 todavía tienen cableado de aluminio en los circuitos, y los desagües viejos de hierro fundido muchas veces hay que cambiarlos una vez que se abren las paredes. Ponga las cotizaciones una junto a la otra, compare el alcance, los materiales y los montos asignados, y pregúntele a cada contratista qué queda excluido.",
      },
      {
        question: "¿Cuánto cuesta normalmente una remodelación?",
        answer:
          "Los proyectos que aceptamos suelen empezar en unos {{startingPrice:kitchen-remodeling}} para una cocina, {{startingPrice:bathroom-remodeling}} para un baño, {{startingPrice:outdoor-living}} para espacios al aire libre, {{startingPrice:home-additions}} para una ampliación de vivienda, {{startingPrice:tiny-homes}} para una casa pequeña (tiny home) y {{startingPrice:whole-home-renovation}} para una renovación integral de la casa. Qué tanto por encima de eso quede su proyecto depende de su tamaño, de si se mueven paredes y plomería, de los materiales que elija y de lo que encontremos detrás de las paredes. Cada página de servicio muestra los rangos típicos de sus paquetes, y en la consulta en su casa convertimos su lista de deseos en una cifra real.",
      },
      {
        question: "¿De cuánto es el anticipo y cómo funcionan los pagos?",
        answer:
          "El anticipo inicial suele ser del {{deposit}} del precio del contrato y se paga al firmarlo, para que podamos pedir los materiales y apartar su lugar en el calendario. El resto se paga por etapas ligadas a avances que usted puede ver, como la aprobación de las inspecciones de instalaciones preliminares (rough-in) o los gabinetes ya instalados, y el último pago se hace después del recorrido final. Cada pago y la etapa a la que corresponde quedan por escrito en el contrato antes de empezar la obra. Aceptamos {{paymentMethods}}.",
      },
      {
        question: "¿Ofrecen financiamiento?",
        answer:
          "Sí, a través de prestamistas asociados. Es el prestamista, no {{company}}, quien decide la aprobación, la tasa de porcentaje anual (APR) y el plazo según su perfil de crédito, así que no podemos prometerle una tasa. Para darse una idea de los pagos mensuales antes de presentar una solicitud, pruebe la calculadora de financiamiento de nuestra página de Herramientas: escriba el costo del proyecto, el enganche, la APR y el plazo, y le muestra el pago, el total de intereses y el total pagado. Los resultados de la calculadora son solo estimaciones, no una decisión de crédito ni una oferta de financiamiento. En la consulta podemos revisar con usted las opciones de los prestamistas.",
      },
      {
        question: "¿Cómo se manejan las órdenes de cambio?",
        answer:
          "Una orden de cambio es una modificación por escrito a su contrato para cualquier cosa que sea distinta del alcance acordado: usted elige otra loseta, decide agregar una despensa, o abrimos una pared y encontramos madera podrida en la estructura o un desagüe con fuga. Antes de empezar cualquier trabajo modificado, ponemos por escrito qué cambia, cuánto cuesta o cuánto se ahorra y cómo afecta el calendario, y usted lo firma. No hay extras acordados de palabra ni renglones sorpresa en la factura final. Los cambios que se deben a condiciones ocultas van acompañados de fotos, para que vea exactamente lo que encontramos.",
      },
    ],
  },
  {
    ...headingEs("timeline"),
    items: [
      {
        question: "¿Cuánto tarda una remodelación?",
        answer:
          "La obra, de la demolición al recorrido final, suele tomar de 2 a 4 semanas para un baño, de 6 a 8 para una cocina, de 4 a 8 para espacios al aire libre, de 12 a 16 para una ampliación, de 10 a 16 para una casa pequeña (tiny home) y de 3 a 6 meses para una renovación integral de la casa. Antes van el diseño, la selección de materiales y los permisos; en total, calcule de 4 a 9 semanas para un baño, de 10 a 15 para una cocina, de 7 a 14 para espacios al aire libre, de 4 a 7 meses para una ampliación o una casa pequeña y de 5 a 9 para una renovación integral. Su calendario por escrito muestra cada etapa, y lo actualizamos cada vez que algo cambia.",
      },
      {
        question: "¿Cuáles son los pasos desde la primera llamada hasta el proyecto terminado?",
        answer:
          "Son cinco: una llamada inicial, una consulta en su casa, un presupuesto transparente por escrito, un plan de obra con su calendario, y la obra en sí. El plan de obra deja definidas sus selecciones, hace el pedido de lo que tarda más en llegar, como gabinetes y ventanas, obtiene los permisos y pone por escrito un calendario etapa por etapa. Durante la obra, un solo gerente de proyecto dirige el trabajo en su casa y las inspecciones de la ciudad se hacen en cada etapa. Todo termina con un recorrido final, en el que revisamos con usted cada detalle antes del último pago.",
      },
      {
        question: "¿Podemos seguir viviendo en la casa durante la remodelación?",
        answer:
          "Por lo general, sí. Durante una remodelación de cocina le ayudamos a instalar una cocina provisional en otro cuarto, con su refrigerador y un microondas; si se trata de un baño, necesitará otro baño que funcione. Sellamos el área de trabajo con paredes de plástico contra el polvo, protegemos los pisos por donde entramos y salimos, y limpiamos al final de cada día. Las renovaciones integrales se pueden hacer por etapas para que una parte de la casa siga habitable. Si la obra afecta su único baño, los pisos de toda la casa o pintura con plomo en una casa construida antes de 1978, puede ser más fácil quedarse en otro lugar por poco tiempo, y se lo decimos desde el principio.",
      },
      {
        question: "¿Cómo afecta el clima de Texas al calendario de la obra?",
        answer:
          "Afecta sobre todo al trabajo exterior y estructural. Las tormentas de primavera y las lluvias fuertes detienen los trabajos de techo, el armado de estructuras a cielo abierto y los colados de concreto, y nuestra tierra arcillosa puede seguir demasiado mojada para excavar cimientos durante días después de un aguacero. En julio y agosto colamos el concreto a primera hora de la mañana y planeamos el trabajo de techo tomando en cuenta el calor. La temporada de granizo y alguna helada fuerte de vez en cuando también pueden hacernos perder días. El trabajo interior normalmente sigue adelante, y en los calendarios de obras exteriores y ampliaciones incluimos días de margen por mal tiempo. Si el clima cambia una fecha, se lo decimos ese mismo día, junto con el plan revisado.",
      },
      {
        question: "¿Cómo voy a saber qué está pasando con mi proyecto?",
        answer:
          "Un solo gerente de proyecto se encarga de su obra, y usted puede llamarle o mandarle mensajes de texto directamente, en vez de andar buscando al equipo para que le den respuestas. Antes de que empiece cada etapa, le avisamos lo que viene: cuándo se cortará el agua o la luz, cuándo viene el inspector de la ciudad, y qué selecciones necesitamos que usted haga y para cuándo. Si aparece algo inesperado detrás de una pared, le mostramos fotos y le explicamos las opciones antes de que se tome cualquier decisión.",
      },
      {
        question: "¿Qué puede retrasar un proyecto además del clima?",
        answer:
          "Las causas más comunes son las selecciones que se deciden tarde, los materiales agotados en el proveedor, las condiciones ocultas y las inspecciones. Los artículos de pedido especial, como gabinetes a la medida, ventanas y algunas losetas, pueden tardar semanas en llegar, por eso los pedimos durante la planeación y no después de la demolición. Al abrir las paredes de las casas más antiguas puede aparecer madera podrida, daño por termitas o cableado anticuado que hay que arreglar antes de cerrar. Las inspecciones de la ciudad tienen que aprobarse antes de que empiece la siguiente etapa, y la disponibilidad de los inspectores varía. Tener todas sus selecciones listas antes de la demolición es lo que más puede hacer usted para proteger el calendario.",
      },
    ],
  },
  {
    ...headingEs("warranty"),
    items: [
      {
        question: "¿Qué garantía ofrecen?",
        answer:
          "Todo proyecto incluye nuestra {{workmanshipWarranty}}, que empieza a contar a partir de la fecha en que se termina el proyecto: si algo que construimos o instalamos falla por la forma en que hicimos el trabajo, regresamos a arreglarlo sin costo para usted. Además, ofrecemos nuestra {{structuralWarranty}}, que cubre la cimentación, el armazón y la estructura del techo que construimos. Las dos quedan por escrito en su contrato, y usted recibe el documento de la garantía en el recorrido final. Los electrodomésticos, los accesorios de plomería e iluminación y las ventanas también tienen sus propias garantías del fabricante, que le transferimos a usted.",
      },
      {
        question: "¿Qué cubre la garantía de mano de obra?",
        answer:
          "Cubre los defectos en el trabajo que hicieron nuestros equipos y los contratistas especializados que trabajan con nosotros: una regadera con fugas por la forma en que se impermeabilizó, una loseta que se agrieta o se despega por la forma en que se colocó, puertas y gabinetes que quedaron desalineados, molduras que se separan, o conexiones de plomería y electricidad que hicimos y que fallan. Si el problema es de nuestra mano de obra, lo reparamos, y eso incluye dejar como estaban los acabados que tengamos que quitar para llegar al problema. Si la causa resulta ser otra, le explicamos lo que encontramos y podemos darle un presupuesto para la reparación.",
      },
      {
        question: "¿Qué no cubre la garantía?",
        answer:
          "La garantía no cubre el desgaste normal por el uso, como pintura raspada, acabados gastados o boquilla que ya necesita volver a sellarse; los materiales o accesorios que usted haya proporcionado; los daños por mal uso o falta de cuidado, o por cambios y reparaciones que otras personas hagan después de que terminemos; ni los productos fabricados, como electrodomésticos, llaves de agua, ventanas y materiales de techo, que están cubiertos más bien por las garantías de sus fabricantes. Le entregamos esas garantías del fabricante junto con los papeles, y si un producto falla durante el primer año, le ayudamos a presentar el reclamo.",
      },
      {
        question: "¿Cómo solicito servicio de garantía?",
        answer:
          "Escríbanos a {{email}} o llámenos al {{phone}} con su nombre, la dirección del proyecto, una breve descripción del problema y, si puede, algunas fotos. Si hay una fuga activa, primero cierre el agua en la llave de paso del aparato o en la llave principal, y luego llámenos en lugar de escribirnos. Programamos una visita para revisar el problema, le decimos si lo cubre la garantía y agendamos la reparación. Tenga a la mano la garantía por escrito y la aprobación de la inspección final de la ciudad que recibió en el recorrido final, porque ahí consta la fecha de terminación desde la que corre su garantía.",
      },
      {
        question: "¿Qué pasa en el recorrido final?",
        answer:
          "Antes del último pago, recorremos con usted el trabajo terminado, cuarto por cuarto. Probamos cada accesorio, apagador, electrodoméstico y puerta, y todo lo que no esté bien, como un retoque de pintura, una puerta de gabinete que hay que ajustar o un tramo de moldura que falta, se anota en una lista de pendientes finales por escrito, con una fecha para terminarlo. Usted también recibe la aprobación de la inspección final de la ciudad, los manuales de los productos y las garantías de los fabricantes, las instrucciones de cuidado de sus nuevos acabados y su garantía por escrito. El último pago se hace una vez que la lista de pendientes esté completa.",
      },
      {
        question: "¿Qué pasa si necesito ayuda después de que termine la garantía?",
        answer:
          "Llámenos de todos modos. Seguimos a sus órdenes para reparaciones, mantenimiento y su próximo proyecto; el trabajo fuera de la garantía simplemente se cotiza como cualquier otro. Un poco de mantenimiento rinde mucho en el norte de Texas: revise el sellador alrededor de tinas y regaderas una vez al año, vuelva a sellar la boquilla como lo recomiende el fabricante, revise la pintura y los selladores exteriores después de cada verano, mantenga las canaletas y la nivelación del terreno de modo que el agua se aleje de la casa, y en un verano seco riegue de manera pareja la tierra alrededor de los cimientos, porque la arcilla que se encoge y se hincha es lo que mueve las losas.",
      },
    ],
  },
];
