import { z } from "zod";
import { perFacts, type SiteFacts } from "@/business";
import { projectSchema, projectsFor, type Project, type ProjectSlug } from "./projects";
import { withWords, type ProjectWords } from "./project-words";

/**
 * The Spanish side of the three representative projects (projects.ts), seeded as each project's
 * `es` side. Only the words are here: the address, service, place, budget band and pictures are
 * the English module's, so the two editions cannot disagree on a fact. Every measure, year and
 * duration is the English one; the warranties come from the facts, worded in Spanish.
 */
const spanishWords = ({ claimText }: SiteFacts): Record<ProjectSlug, ProjectWords> => ({
  "kitchen-transformation": {
    title: "Una cocina angosta de 1978 abierta a la sala familiar en Richardson",
    metaTitle: "Remodelación de cocina de 1978 en Richardson",
    metaDescription:
      "Cómo una cocina angosta y cerrada de 1978 en Canyon Creek, Richardson, quedó abierta y con una isla para sentarse: alcance, calendario, presupuesto y fotos.",
    homeType: "Casa de ladrillo de dos pisos, de 1978, con cimentación de losa",
    summary:
      "Una cocina angosta de pasillo, separada de la sala familiar por una pared, se convirtió en un solo espacio abierto con una isla para cuatro personas. Quitamos un muro de carga, cambiamos de lugar la estufa y rehicimos la cocina según la manera en que la familia cocina de verdad.",
    goal: {
      heading: "Lo que buscaban los dueños de la casa",
      text: "Los dueños cocinan casi todas las noches y tienen dos hijos en edad escolar. En la cocina vieja, quien cocinaba le daba la espalda a la sala familiar y platicaba con los demás a través de una ventanilla en la pared. Querían ver la sala mientras cocinaban, tener cerca de la cocina un lugar para hacer la tarea y suficiente encimera para que dos personas prepararan comida al mismo tiempo. Piensan quedarse en la casa muchos años, así que pidieron acabados resistentes en lugar de acabados de moda, y un plan que no se saliera del presupuesto que habían fijado antes de llamarnos.",
    },
    before: {
      heading: "Antes: una cocina de pasillo pensada para 1978",
      text: "La cocina era un pasillo de 8 pies de ancho con gabinetes en las dos paredes, cajillos encima de ellos y una sola lámpara fluorescente de caja en medio del techo. Una pared con una ventanilla la separaba de la sala familiar, y esa pared cargaba parte del segundo piso. La estufa quedaba entre dos tramos cortos de encimera, la campana recirculaba la grasa en vez de sacarla de la casa, y las encimeras de laminado ya se habían cambiado una vez en los años 90. El piso de vinil en rollo terminaba en una tira de transición donde empezaba la alfombra de la sala, y el desayunador era demasiado chico para la mesa de la familia.",
    },
    scope: {
      heading: "Alcance del trabajo",
      items: [
        "Quitamos el muro de carga entre la cocina y la sala familiar y apoyamos el segundo piso en una viga al ras calculada por un ingeniero, para que el techo siguiera plano",
        "Retiramos los cajillos de los años 70 y pasamos la estufa a la pared exterior, bajo una campana con ducto hacia afuera",
        "Construimos una isla de 9 pies con un fregadero para preparar alimentos, un cajón extraíble para la basura y lugar para cuatro personas del lado de la sala familiar",
        "Instalamos gabinetes semipersonalizados estilo shaker, pintados y hasta el techo, con una despensa de altura completa donde estaba el clóset de las escobas",
        "Colocamos encimeras de cuarzo y un salpicadero de azulejo de altura completa detrás de la estufa",
        "Agregamos circuitos dedicados para los electrodomésticos y la isla, con protección GFCI y AFCI según el código vigente",
        "Cambiamos la lámpara fluorescente por luces LED empotradas, iluminación debajo de los gabinetes y lámparas colgantes sobre la isla",
        "Nivelamos la losa donde hacía falta y pusimos un mismo piso flotante en la cocina, el desayunador y la sala familiar",
      ],
    },
    timeline: {
      total: "7 semanas de obra, después de 4 semanas de diseño y permisos",
      phases: [
        {
          name: "Diseño, selecciones y permiso",
          duration: "4 semanas antes de empezar",
          text: "Tomamos medidas, dibujamos la nueva distribución, le pedimos a un ingeniero estructural que calculara la viga e hicimos el pedido de los gabinetes. La Ciudad de Richardson revisó los planos y emitió el permiso de construcción mientras se fabricaban los gabinetes, así que ninguna de las dos esperas detuvo a la otra.",
        },
        {
          name: "Demolición y estructura",
          duration: "1 semana",
          text: "Salieron los gabinetes, los cajillos y la pared, con el piso de arriba apuntalado sobre muros provisionales. Luego se instalaron la viga y sus postes, y la estructura se inspeccionó antes de cerrar cualquier cosa.",
        },
        {
          name: "Instalaciones preliminares e inspecciones",
          duration: "1.5 semanas",
          text: "Se instalaron la plomería del fregadero de la isla, los circuitos de la estufa nueva y de los electrodomésticos, el ducto de la campana y la iluminación, y la ciudad los inspeccionó antes del aislamiento y la tablaroca.",
        },
        {
          name: "Tablaroca, piso y gabinetes",
          duration: "2 semanas",
          text: "Tablaroca nueva y resanes en el techo, el piso nivelado y flotante, y después los gabinetes, colocados y calzados a nivel para que el fabricante de las encimeras pudiera tomar la plantilla.",
        },
        {
          name: "Encimeras, salpicadero y acabados",
          duration: "2 semanas",
          text: "El cuarzo se instaló más o menos una semana después de tomar la plantilla, y luego siguieron el azulejo del salpicadero, las molduras, la pintura, los electrodomésticos, los accesorios y las lámparas colgantes de la isla.",
        },
        {
          name: "Inspección final y recorrido",
          duration: "Media semana",
          text: "Inspección final con la ciudad, una lista de pendientes revisada cuarto por cuarto con los dueños y una última limpieza antes de que la familia volviera a usar su cocina.",
        },
      ],
    },
    built: {
      heading: "Cómo lo construimos",
      paragraphs: [
        "La pared fue la decisión que definió todo lo demás. Una viga descolgada habría seguido separando visualmente los dos espacios, así que el ingeniero calculó una viga al ras, que queda dentro del peralte de las viguetas del techo, y bajamos su carga hasta la cimentación con postes nuevos ocultos en las paredes. Antes de cualquier corte, el segundo piso quedó apoyado sobre muros provisionales a los dos lados.",
        "Como muchas losas de Richardson sobre la arcilla del norte de Texas, esta se había movido en cuatro décadas, y el piso de la cocina bajaba hacia la pared de atrás. Primero la revisó un contratista de cimentaciones, que confirmó que el movimiento era antiguo y ya no estaba activo; por eso, en lugar de poner pilotes, rebajamos los puntos altos, colamos un mortero autonivelante y escogimos un piso flotante, que aguanta los pequeños movimientos de cada temporada mejor que la madera pegada o la loseta grande.",
        "La familia vivió en la casa todo el tiempo. Sellamos el área de trabajo con paredes contra el polvo y purificadores de aire funcionando, armamos una cocina provisional en el comedor con el refrigerador viejo y un microondas, y cada tarde, cuando los dueños llegaban a casa, les explicábamos el trabajo del día, incluida la viga.",
      ],
    },
    result: {
      heading: "El resultado",
      text: `La cocina y la sala familiar ahora son un solo espacio. Quien cocina mira hacia la sala desde el otro lado de la isla, que tiene lugar para cuatro personas y se volvió el rincón de las tareas después de la escuela. Dos personas pueden preparar comida al mismo tiempo sin estorbarse, la campana saca el aire afuera y los gabinetes hasta el techo guardan lo que antes terminaba en la cochera. El piso nuevo corre sin cortes desde la puerta de atrás hasta el frente de la sala familiar, y el trabajo está cubierto por nuestra ${claimText.workmanshipWarranty}.`,
    },
    pairCaptions: [
      "La cocina tenía gabinetes en las dos paredes, cajillos bajos y una ventanilla; ahora la pared ya no está y la isla mira hacia la sala familiar.",
    ],
    galleryCaptions: [
      "Detalle: la estufa en la pared exterior, bajo una campana que saca el aire afuera, con salpicadero de altura completa",
    ],
  },
  "bathroom-luxury": {
    title: "Un baño principal de 1989 en Plano, rehecho alrededor de una regadera sin escalón",
    metaTitle: "Regadera sin escalón en un baño de Plano",
    metaDescription:
      "Un baño principal de 1989 en Deerfield, al oeste de Plano, cambia su tina de esquina por una regadera sin escalón: alcance, calendario, presupuesto y fotos.",
    homeType: "Casa de ladrillo de dos pisos, de 1989, con la suite principal en la planta baja",
    summary:
      "Un baño principal anticuado, con una tina de esquina que nadie usaba y una regadera de fibra de vidrio muy estrecha, se convirtió en un espacio tranquilo construido alrededor de una regadera de acceso directo sin escalón. Rebajamos la losa, impermeabilizamos todas las paredes húmedas y, por primera vez, el baño saca el aire al exterior.",
    goal: {
      heading: "Lo que buscaban los dueños de la casa",
      text: "Los dueños, una pareja que piensa quedarse en la casa durante su retiro, usaban la tina de esquina unas cuantas veces al año y la pequeña regadera de fibra de vidrio todos los días. Querían una regadera grande de acceso directo, sin un escalón con el que tropezarse; dos muebles de lavabo separados en lugar de dos lavabos amontonados en una sola encimera; un piso que se sintiera tibio en las mañanas de enero, y un baño que se secara después de bañarse en lugar de quedarse empañado. Pidieron un estilo tranquilo, como de spa, en tonos de piedra y madera, que no se viera pasado de moda en unos cuantos años.",
    },
    before: {
      heading: "Antes: acabados básicos de constructora, de 1989",
      text: "El baño tenía la distribución que se ve en muchísimas casas del oeste de Plano de finales de los años 80: una tina de hidromasaje de esquina bajo la ventana, una regadera de fibra de vidrio de 36 pulgadas con un escalón alto, un solo mueble largo con dos lavabos muy juntos, una pared de espejo y el inodoro en su propio cuartito. El extractor sacaba el aire al ático y no al exterior, y la boquilla alrededor de la tina tenía el moho que eso trae. Al demoler, encontramos que una fuga lenta en la válvula vieja de la regadera había reblandecido la tablaroca y manchado la estructura detrás de la regadera.",
    },
    scope: {
      heading: "Alcance del trabajo",
      items: [
        "Retiramos la tina de esquina, la regadera de fibra de vidrio, el mueble de lavabo y la pared de espejo, y cambiamos la tablaroca y la estructura dañadas por el agua detrás de la regadera vieja",
        "Cortamos y rebajamos la losa para que el piso de la regadera quedara al ras del piso del baño, y cambiamos el desagüe por uno lineal a lo largo de la pared del fondo",
        "Construimos una regadera de acceso directo de 5 por 8 pies donde estaban la tina y la regadera vieja, con una membrana impermeabilizante adherida que pasó una prueba de inundación antes de poner la loseta",
        "Instalamos una válvula termostática con regadera tipo lluvia, una regadera de mano en barra deslizable, una banca integrada y un nicho empotrado",
        "Colocamos dos muebles de lavabo flotantes separados, con encimeras de cuarzo, cada uno con su espejo y un par de lámparas de pared",
        "Pusimos loseta de porcelana de formato grande sobre una malla eléctrica de calefacción radiante con termostato programable",
        "Cambiamos el extractor que sacaba el aire al ático por uno silencioso con ducto al exterior a través del techo, con un interruptor que detecta la humedad",
        "Agregamos refuerzos de madera en la regadera y junto al inodoro, para que más adelante se puedan poner barras de apoyo sin abrir una pared",
      ],
    },
    timeline: {
      total: "4 semanas de obra, después de 3 semanas de diseño y pedidos",
      phases: [
        {
          name: "Diseño, selecciones y permiso",
          duration: "3 semanas antes de empezar",
          text: "La loseta, los muebles de lavabo, los accesorios y el kit de calefacción del piso se escogieron y se entregaron antes de la demolición, para que nadie tuviera que esperar una pieza faltante a media obra. El permiso para los trabajos de plomería y electricidad lo emitió el departamento de Inspecciones de Construcción (Building Inspections) de la Ciudad de Plano.",
        },
        {
          name: "Demolición y trabajo en la losa",
          duration: "1 semana",
          text: "Desmantelamos el baño hasta dejar solo los postes y la losa. Cortamos la losa con sierra para la regadera rebajada y la nueva línea de desagüe, y la plomería bajo la losa se inspeccionó antes de volver a rellenar con concreto.",
        },
        {
          name: "Instalaciones preliminares, impermeabilización y prueba de inundación",
          duration: "1 semana",
          text: "Se instalaron y se inspeccionaron la estructura nueva, la instalación eléctrica, el circuito de la calefacción del piso y el ducto del extractor. Después se impermeabilizó la regadera, que aguantó agua estancada un día completo antes de que se colocara cualquier loseta.",
        },
        {
          name: "Loseta",
          duration: "1.5 semanas",
          text: "Paredes, banca, nicho y piso, con el piso inclinado hacia el desagüe lineal para que el agua se quede en la regadera sin necesidad de escalón. El panel de vidrio se midió en cuanto quedó puesta la loseta de las paredes, así que se cortó mientras se emboquillaba el piso.",
        },
        {
          name: "Muebles de lavabo, vidrio e inspección final",
          duration: "Media semana",
          text: "Muebles de lavabo y encimeras, accesorios de plomería, espejos, lámparas de pared y el panel de vidrio sin marco; después, la inspección final y un recorrido con los dueños.",
        },
      ],
    },
    built: {
      heading: "Cómo lo construimos",
      paragraphs: [
        "Una regadera sin escalón sobre una losa es, sobre todo, un trabajo de concreto y plomería. Cortamos la losa dentro del área de la regadera, la rebajamos lo suficiente para una cama de mortero con pendiente y pasamos la línea de desagüe a la pared del fondo para un desagüe lineal. El resto del piso tiene una pendiente muy ligera hacia la regadera, así que el agua que se escapa del vidrio regresa hacia adentro en lugar de correr por todo el baño.",
        "La humedad de Texas es dura con los baños, y el extractor viejo la empeoraba al mandar aire húmedo a un ático caliente. Ahora todas las paredes húmedas están detrás de una membrana impermeabilizante adherida, no solo la base de la regadera, y el extractor nuevo tiene ducto al exterior y un interruptor que detecta la humedad, así que sigue funcionando hasta que el baño de verdad se seca.",
        "Los dueños se quedaron en casa y usaron el baño del pasillo. Pusimos un camino protegido sobre la alfombra de la recámara, mantuvimos la obra detrás de una pared contra el polvo con cierre, y les enseñamos a los dueños el daño de la fuga el mismo día que lo encontramos, así que vieron la madera podrida y su reparación antes de que se cerrara la pared.",
      ],
    },
    result: {
      heading: "El resultado",
      text: `La esquina de la tina ahora es la regadera de acceso directo, sin escalón que pasar y con una banca para sentarse. Cada uno de los dueños tiene su mueble de lavabo, su espejo y luz a la altura de la cara; el piso está tibio en las mañanas de invierno y el espejo se desempaña a los pocos minutos de bañarse. Los refuerzos para las barras de apoyo ya están en las paredes para cuando se necesiten, y el trabajo está cubierto por nuestra ${claimText.workmanshipWarranty}.`,
    },
    pairCaptions: [
      "Una tina de hidromasaje de esquina, una regadera pequeña de fibra de vidrio y un solo mueble compartido se convirtieron en una regadera de acceso directo sin escalón, detrás de un solo panel de vidrio, con dos muebles de lavabo.",
    ],
    galleryCaptions: [
      "Detalle: el desagüe lineal a lo largo de la pared del fondo, la banca integrada y el nicho empotrado",
    ],
  },
  "home-addition": {
    title: "Una suite principal nueva para una casa estilo rancho de 1962 en Lake Highlands",
    metaTitle: "Suite principal nueva en Lake Highlands",
    metaDescription:
      "Suite principal nueva en una casa estilo rancho de 1962 en Lake Highlands, sobre arcilla expansiva: pilotes, alcance, 15 semanas de obra, presupuesto y fotos.",
    homeType: "Casa de ladrillo estilo rancho de un piso, de 1962, con tres recámaras y dos baños",
    summary:
      "Una casa estilo rancho de 1962 con tres recámaras ganó una suite principal con baño propio y clóset vestidor en la parte de atrás. La ampliación se apoya en una cimentación de pilotes diseñada por un ingeniero para la arcilla de Dallas, y combina con el ladrillo y la línea del techo originales.",
    goal: {
      heading: "Lo que buscaban los dueños de la casa",
      text: "A la familia le gustaban la calle, las escuelas y los árboles ya crecidos, y no quería mudarse para tener más espacio. La casa tenía tres recámaras pequeñas que compartían dos baños compactos. Querían una recámara principal lejos de los cuartos de los niños, un baño con una regadera de verdad y dos lavabos, y un clóset donde cupiera la ropa de dos personas. Desde la calle y desde el patio, la ampliación tenía que verse como si siempre hubiera sido parte de la casa, y querían conservar todo lo posible del patio y de su viejo nogal pecanero.",
    },
    before: {
      heading: "Antes: una casa de 1962 sin espacio para crecer",
      text: "La casa es una construcción de ladrillo larga y baja, estilo rancho, como las que se levantaron por todo Lake Highlands a principios de los años 60, con cuartos de 8 pies de altura, un techo a cuatro aguas de poca pendiente y cimentación de losa. La recámara principal era apenas más grande que las demás, y su baño tenía la tina con regadera original y un solo lavabo. Atrás, la losa de un patio se había agrietado e inclinado, lo que mostraba lo que la arcilla de Dallas le hace al concreto que no está diseñado para ella, y unas cuantas grietas viejas en la tablaroca contaban la misma historia de movimiento con cada temporada.",
    },
    scope: {
      heading: "Alcance del trabajo",
      items: [
        "Sondeos del suelo con su informe, a cargo de un ingeniero geotécnico, y una cimentación diseñada por un ingeniero estructural para la arcilla expansiva del terreno",
        "Pilotes de concreto perforados por debajo de la zona activa de la arcilla, vigas de cimentación y una losa nueva, unidos a la cimentación existente como lo especificó el ingeniero",
        "Unos 500 pies cuadrados de espacio nuevo: una recámara principal, un baño con regadera de acceso directo y mueble de lavabo doble, y un clóset vestidor",
        "Estructura y techo unidos al techo a cuatro aguas existente con la misma pendiente, con tejas, ladrillo y molduras iguales a los de la casa original",
        "Una abertura nueva desde el pasillo existente, cortada solo cuando la ampliación ya estaba cerrada contra el clima, para que la casa nunca quedara expuesta a la intemperie",
        "Una bomba de calor sin ductos (minisplit) solo para la suite, porque el sistema original no tenía capacidad de sobra para un verano de Dallas",
        "Un subpanel para los circuitos nuevos y una línea de desagüe conectada al drenaje existente, ambos inspeccionados antes de colar la losa",
        "Paredes y ático con aislamiento, y ventanas de baja emisividad del mismo estilo que las originales",
      ],
    },
    timeline: {
      total: "15 semanas de obra, después de unas 8 semanas de diseño, ingeniería y permisos",
      phases: [
        {
          name: "Diseño, ingeniería y permiso",
          duration: "8 semanas antes de empezar",
          text: "El levantamiento y los planos de la casa, el estudio de suelo, el diseño de la cimentación y de la estructura, y la revisión de los planos por el Departamento de Servicios de Desarrollo (Development Services) de la Ciudad de Dallas. Antes de cerrar el diseño, revisamos en el plano de lotificación la distancia obligatoria al lindero de atrás y la servidumbre de servicios públicos.",
        },
        {
          name: "Cimentación",
          duration: "3 semanas",
          text: "Se perforaron y colaron los pilotes, se cimbraron las vigas de cimentación, se instaló e inspeccionó la plomería bajo la losa, y la ciudad inspeccionó la cimentación antes del colado.",
        },
        {
          name: "Estructura, techo y cierre contra el clima",
          duration: "3 semanas",
          text: "Paredes, estructura del techo unida al techo a cuatro aguas existente, entablado, ventanas y tejas, para que la ampliación quedara protegida de las tormentas de primavera antes de tocar la pared trasera original.",
        },
        {
          name: "Instalaciones preliminares e inspecciones",
          duration: "2 semanas",
          text: "Electricidad, plomería, las líneas de la bomba de calor y el ducto del extractor del baño; después, las inspecciones de estructura y de instalaciones preliminares de la ciudad.",
        },
        {
          name: "Aislamiento, tablaroca, ladrillo y la conexión",
          duration: "3 semanas",
          text: "Aislamiento inspeccionado, tablaroca colocada y terminada, fachada de ladrillo igual a la de la casa, y la abertura cortada en la pared trasera original hacia el pasillo.",
        },
        {
          name: "Acabados e inspección final",
          duration: "4 semanas",
          text: "Loseta de la regadera, muebles de lavabo, el sistema del clóset, pisos, molduras y pintura; después, la inspección final de construcción y un recorrido por cada cuarto con la familia.",
        },
      ],
    },
    built: {
      heading: "Cómo lo construimos",
      paragraphs: [
        "En Lake Highlands, el éxito de una ampliación depende de la cimentación. El barrio está sobre arcilla expansiva, que se hincha cuando se moja y se encoge en un agosto seco, y una losa colada directamente encima se mueve junto con el suelo. Antes del diseño, un ingeniero geotécnico perforó y analizó el suelo; luego, el ingeniero estructural diseñó pilotes de concreto perforados que llegan por debajo de la capa que se mueve, con las vigas de cimentación y la losa apoyadas en ellos, y una barrera contra raíces del lado que da al nogal.",
        "Para igualar una casa de 1962 hay que buscar bastante. Guardamos el ladrillo que salió de la pared de atrás, donde se abrió el paso al pasillo, y lo usamos en las esquinas que se ven desde el patio, combinado con un ladrillo recuperado muy parecido en color y tamaño. El techo continúa el cuatro aguas original con la misma pendiente, y la fascia y el plafón de los aleros repiten los perfiles antiguos, así que la suite se ve como parte de la casa.",
        "La familia vivió en la casa todo el tiempo. La ampliación se construyó y se cerró contra el clima junto a la pared de atrás, sin abrirla, y solo hicimos el corte hacia el pasillo en la etapa de tablaroca, detrás de una pared contra el polvo, así que la casa estuvo abierta unos días y no meses. Los dueños revisaron con nosotros los pilotes y la plomería bajo la losa antes de que quedaran cubiertos de concreto.",
      ],
    },
    result: {
      heading: "El resultado",
      text: `Los papás ahora tienen una suite principal en la parte de atrás de la casa, lejos de los cuartos de los niños, con regadera de acceso directo, dos lavabos y un clóset donde cabe la ropa de los dos. Vista desde atrás, el ala nueva parece parte de la casa original, y el nogal sigue dando sombra al patio. La antigua recámara principal ahora es una oficina en casa. La estructura está cubierta por nuestra ${claimText.structuralWarranty}, y los acabados, por nuestra ${claimText.workmanshipWarranty}.`,
    },
    pairCaptions: [
      "La parte de atrás de la casa de 1962, con la losa del patio agrietada, ahora tiene el ala de la suite principal en ladrillo igual al original, bajo la misma línea del techo a cuatro aguas.",
    ],
    galleryCaptions: [
      "Detalle: la regadera de acceso directo y el mueble de lavabo doble de la suite",
    ],
  },
});

/**
 * The representative projects in Spanish: the English projects' shared facts with these words,
 * checked by the same schema.
 */
export const spanishProjectsFor = perFacts((facts): readonly Project[] => {
  const words = spanishWords(facts);
  // The English module gives the shared facts; its words are replaced, row for row.
  return z
    .array(projectSchema)
    .length(3)
    .parse(projectsFor(facts).map((project) => withWords(project, words[project.slug])));
});
