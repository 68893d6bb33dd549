import { timelineText, type SiteFacts } from "@/business";
import type { CityPage } from "./city-page-schema";

/*
 * The Spanish edition of the city pages (cities.ts): the same seven cities in the same order, the
 * same neighborhoods, eras, permit offices and representative projects, said for a Spanish
 * reader. City, neighborhood, street and county names stay as they are; an office's English name
 * follows its Spanish one once, in parentheses, because that is what the city's own site calls
 * it. Durations and warranties come from the facts and timelines.ts, never typed.
 */

/** "garantía de mano de obra de 1 año" opening a bullet. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The four promises of the closing section, addressed to the city and its permit office. */
const closingBullets = ({ business, claimText }: SiteFacts, city: string, permitOffice: string) => [
  `Consulta gratuita en su casa de ${city} y un presupuesto por escrito y desglosado, válido por ${business.estimates.validDays} días`,
  `Tramitamos los permisos y programamos cada inspección con ${permitOffice}`,
  `${capitalized(claimText.workmanshipWarranty)} en todo proyecto, además de una ${claimText.structuralWarranty}`,
  `Registrados y asegurados, con ${claimText.years} de experiencia y ${claimText.rating}`,
];

export const spanishCityPages = (facts: SiteFacts): readonly CityPage[] => {
  const { claimText } = facts;
  const kitchenTime = timelineText("kitchen-remodeling", "es");
  const bathroomTime = timelineText("bathroom-remodeling", "es");
  const additionTime = timelineText("home-additions", "es");
  const wholeHomeTime = timelineText("whole-home-renovation", "es");
  const outdoorTime = timelineText("outdoor-living", "es");
  return [
    {
      slug: "plano",
      city: "Plano",
      county: "Collin County",
      heroIntro:
        "La mayor parte de Plano se construyó entre mediados de los años 70 y el año 2000, así que la casa que solemos encontrar es de ladrillo y de dos pisos, con una cocina de acabados básicos de constructora, una tina grande que nadie usa y una losa de cimentación que lleva décadas moviéndose con la arcilla. Remodelamos esas casas desde Dallas North Estates hasta Willow Bend, con el alcance por escrito antes de la demolición y los permisos tramitados con la Ciudad de Plano.",
      neighborhoods: {
        heading: "Vecindarios de Plano donde trabajamos",
        intro:
          "Plano se construyó por oleadas que avanzaron hacia el oeste y el norte desde el antiguo centro, y cada oleada dejó un tipo de casa fácil de reconocer, con su propia lista de cosas por arreglar.",
        items: [
          {
            name: "Centro de Plano y Haggard Park",
            note: "Las calles más antiguas de la ciudad, con casas de madera de principios del siglo XX y casas pequeñas de la posguerra cerca de la estación de DART. Los dueños quieren cocinas y baños modernos sin perder las molduras, las ventanas y los porches originales, y muchas veces los pisos sobre pilotes y vigas necesitan nivelarse primero.",
          },
          {
            name: "Dallas North Estates",
            note: "Una subdivisión grande de los años 70 entre Independence Parkway y Alma Drive, al sur de 15th Street. Casas de ladrillo de uno y dos pisos con cuartos cerrados; el proyecto típico quita la pared entre una cocina angosta tipo pasillo y la sala familiar, y cambia el panel eléctrico original.",
          },
          {
            name: "Los Rios",
            note: "Casas de los años 80 en el este de Plano, a lo largo de Los Rios Boulevard, cerca del antiguo campo de golf Los Rios que la ciudad compró para hacer un parque. Lotes más grandes y muchos baños principales originales, con lavabos de mármol cultivado y tinas de fibra de vidrio, así que las remodelaciones de baño y los patios techados encabezan la lista.",
          },
          {
            name: "Willow Bend",
            note: "Casas hechas a la medida y semipersonalizadas de los años 90 y 2000 en el oeste de Plano, cerca de Park Boulevard y el Dallas North Tollway. Casas grandes con espacios formales que las familias ya no usan; los dueños convierten la sala y el comedor formales, rehacen cocinas amplias y agregan cocinas exteriores.",
          },
          {
            name: "Zona de Legacy",
            note: "El noroeste de Plano, cerca de Legacy Drive, construido desde finales de los 90 hasta los 2000, además de las casas adosadas más recientes alrededor de Legacy West. La estructura todavía es joven, así que el trabajo es sobre todo de acabados (cocinas, baños y suites principales) y cualquier cambio exterior pasa por la revisión de la HOA.",
          },
        ],
      },
      housingStock: {
        heading: "Cómo se construyeron las casas de Plano",
        paragraphs: [
          "Plano pasó de ser un pequeño pueblo agrícola a un suburbio grande en unos veinticinco años. La casa predominante es de uno o dos pisos, con estructura de madera y fachada de ladrillo sobre una losa de concreto, y cochera trasera con entrada por el callejón: techos de ocho pies de alto y sala formal en las casas de los 70, y sala familiar de doble altura y comedor formal en las de los 90.",
          "Cada época trae su propia lista de reparaciones. Las casas de los 70 y de principios de los 80 suelen tener paneles eléctricos al límite de su capacidad, ductos demasiado chicos y ventanas de aluminio de un solo vidrio. Las de finales de los 80 y de los 90 tienden a tener gabinetes básicos de roble o de termofoil, cubiertas de lavabo de mármol cultivado, tinas grandes empotradas y bases de regadera que llevan años con fugas lentas. Antes de cualquier proyecto de cocina o baño vale la pena localizar la tubería de suministro de polibutileno, muy usada desde finales de los 70 hasta mediados de los 90.",
          "La arcilla de la pradera de Blackland (Blackland Prairie) que hay debajo de Plano se hincha cuando se moja y se encoge con la sequía, así que son comunes las puertas que se atoran, las grietas en las esquinas de la tablaroca y el ladrillo que se separa encima de las ventanas. Antes de mover paredes o colocar loseta revisamos si hay movimiento activo, y cuando la cimentación necesita reparación conseguimos primero el plan de un ingeniero estructural, para que el siguiente verano seco no eche a perder la remodelación.",
        ],
      },
      permits: {
        heading: "Permisos e inspecciones en Plano",
        text: "En Plano, los permisos y las inspecciones residenciales los maneja el departamento de Inspecciones de Construcción de la Ciudad de Plano (Building Inspections). Necesitan permiso los cambios estructurales, como quitar un muro de carga; los circuitos eléctricos nuevos o modificados; los trabajos de plomería, incluidos mover un desagüe o cambiar el calentador de agua, y los cambios de HVAC, igual que las ampliaciones, los techos de patio y las cocinas exteriores con gas o electricidad. Muchas subdivisiones de Plano también tienen una asociación de propietarios (HOA) que revisa los cambios exteriores. Nosotros tramitamos los permisos, programamos cada inspección, recibimos al inspector en la obra, y preparamos y presentamos la solicitud a la HOA.",
      },
      localProject: {
        heading: "Un proyecto típico en Plano",
        title: "Abrir una cocina de los años 70 hacia la sala familiar",
        neighborhood: "Dallas North Estates",
        text: `Una cocina típica en Dallas North Estates empieza cerrada, en forma de U, con un cajón de tablaroca lleno de ductos sobre los gabinetes y una pared que la separa de la sala familiar. Confirmamos si la pared carga el techo, desviamos el ducto por el ático y, donde hace falta, ponemos una viga calculada por un ingeniero para poder quitarla. El panel original casi nunca alcanza para una cocina moderna, así que ampliamos el servicio eléctrico e instalamos circuitos dedicados con permiso eléctrico. La cocina terminada suele tener una isla o península con asientos, gabinetes estilo shaker hasta el techo, encimeras de cuarzo, luces LED empotradas y un solo piso continuo hasta la sala familiar. La obra dura ${kitchenTime.construction} con los materiales ya en casa.`,
        serviceSlug: "kitchen-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Plano",
        "el departamento de Inspecciones de Construcción de la Ciudad de Plano",
      ),
      faqs: [
        {
          question: "¿Vale la pena remodelar mi casa de los años 90 en Plano, o mejor nos mudamos?",
          answer:
            "Cuando la ubicación, la zona escolar y el terreno todavía le funcionan a su familia, casi siempre conviene remodelar. Una casa de dos pisos de los 90 en Plano por lo general tiene una estructura sana; lo que ha envejecido son los acabados, los accesorios y una distribución pensada en torno a espacios formales. Convertir el comedor, rehacer la cocina y reconstruir el baño principal puede costar menos que las comisiones, los gastos de cierre y la mudanza de cambiarse a una casa más grande en la misma zona, y nuestro presupuesto por escrito le permite comparar las cifras reales.",
        },
        {
          question: "¿Pueden cambiar la tubería de polibutileno mientras remodelamos?",
          answer:
            "Sí, y una remodelación es el momento más barato para hacerlo. La tubería de suministro gris de polibutileno era común en las casas de Plano construidas desde finales de los 70 hasta mediados de los 90, y tiende a fallar en las conexiones. Con las paredes de la cocina o del baño ya abiertas, nuestro plomero puede cambiar la tubería de esos cuartos por PEX hasta el distribuidor o la línea principal, y cotizar el resto de la casa como un renglón aparte para que usted decida si termina el trabajo de una vez.",
        },
      ],
    },
    {
      slug: "allen",
      city: "Allen",
      county: "Collin County",
      heroIntro:
        "En 1990 Allen tenía menos de 20,000 habitantes, así que la mayoría de sus casas se construyeron en los 90 y los 2000 dentro de comunidades planificadas, con asociaciones de propietarios (HOA), comités de arquitectura y acabados básicos de constructora que hoy tienen entre veinte y treinta años. Las remodelamos en Twin Creeks, StarCreek, Montgomery Farm y en toda la ciudad, y nos encargamos tanto del permiso de la Ciudad de Allen como de la solicitud a la HOA.",
      neighborhoods: {
        heading: "Vecindarios de Allen donde trabajamos",
        intro:
          "Las casas de Allen son más nuevas que las de las ciudades vecinas y casi todas están dentro de comunidades planificadas, lo que define tanto lo que los dueños remodelan como las aprobaciones que necesita un proyecto.",
        items: [
          {
            name: "Twin Creeks",
            note: "La comunidad planificada más grande de Allen, al oeste de la US 75 alrededor del Twin Creeks Golf Club, construida por etapas a partir de 1993. Casas de ladrillo de dos pisos, muchas en lotes junto al campo de golf; los dueños cambian las cocinas de primera generación, reconstruyen los baños principales y agregan patios techados y cocinas exteriores con vista al campo.",
          },
          {
            name: "StarCreek",
            note: "Un vecindario planificado de los años 2000 cuyo comité de modificaciones revisa los cambios exteriores hasta el tipo de piedra de los muros de contención. Por dentro son comunes las cocinas y la conversión de cuartos de juegos; los techos de patio, las ventanas y todo lo que se vea desde la calle pasan primero por el comité.",
          },
          {
            name: "Montgomery Farm",
            note: "Una comunidad pensada para conservar la naturaleza, iniciada a mediados de los 2000 en lo que fue el rancho de caballos de una familia a lo largo de Bethany Drive, al oeste de la US 75, con normas de eficiencia energética para sus casas. Los dueños piden remodelaciones que mantengan ese nivel: HVAC de alta eficiencia, mejor aislamiento en el ático y accesorios que ahorran agua.",
          },
          {
            name: "Centro de Allen, cerca de Main Street",
            note: "El centro original del pueblo, al este de la US 75, donde las casas más antiguas son casas estilo rancho y de dos pisos de los 70 y los 80, muchas fuera de cualquier HOA. Son las casas de Allen con más probabilidades de necesitar una cocina nueva desde cero, ventanas nuevas o una actualización de toda la casa.",
          },
        ],
      },
      housingStock: {
        heading: "Cómo se construyeron las casas de Allen",
        paragraphs: [
          "Como Allen creció tarde, la casa típica de aquí es de ladrillo y de dos pisos, construida entre mediados de los 90 y finales de los 2000, con estructura de madera sobre una losa postensada, sala familiar con techo de catedral, comedor formal, cuarto de juegos en la planta alta y acabados básicos de constructora en toda la casa: gabinetes lisos de roble o de maple, encimeras de laminado o de los primeros granitos, y tinas con regadera de fibra de vidrio en los baños secundarios.",
          "Hay menos problemas ocultos que en las ciudades más antiguas, pero la arcilla del condado de Collin todavía mueve estas losas. Vemos loseta agrietada que sigue una grieta de la losa, separaciones en las molduras de corona y puertas descuadradas en casas que nunca han tenido reparaciones de cimentación. Los equipos de aire acondicionado y los calentadores de agua originales de los 2000 están llegando al final de su vida útil justo cuando los dueños empiezan a remodelar, así que muchas veces planeamos el cambio de equipos y ductos dentro del mismo proyecto.",
          "La otra constante es la HOA. Las comunidades planificadas registran restricciones de escritura que controlan los materiales y colores exteriores, los techos de patio, las cercas y a veces hasta el estilo de las ventanas. Las remodelaciones interiores rara vez necesitan la aprobación de la HOA; cualquier cosa que cambie el exterior de la casa casi siempre la necesita, y la revisión va al ritmo del calendario del comité, no del nuestro.",
        ],
      },
      permits: {
        heading: "Permisos e inspecciones en Allen",
        text: "En Allen, los permisos residenciales, la revisión de planos y las inspecciones están a cargo de la división de Servicios de Construcción de la Ciudad de Allen (Building Services), también llamada Inspecciones de Construcción. Necesitan permiso los trabajos estructurales, las ampliaciones, los circuitos eléctricos nuevos, los cambios de plomería, el reemplazo de calentadores de agua y de equipos de HVAC, los techos de patio y las cocinas exteriores con gas o electricidad, y los contratistas deben registrarse con la ciudad antes de poder tramitar uno. En las comunidades planificadas, el comité de arquitectura o de modificaciones de la HOA también tiene que aprobar el trabajo exterior. Nos registramos, tramitamos los permisos, programamos las inspecciones, y preparamos y presentamos la solicitud a la HOA con planos y muestras para que las dos revisiones avancen al mismo tiempo.",
      },
      localProject: {
        heading: "Un proyecto típico en Allen",
        title: "Patio techado y cocina exterior en un lote junto al campo de golf",
        neighborhood: "Twin Creeks",
        text: `Un proyecto típico al aire libre en Twin Creeks cambia un patio chico de concreto por un patio techado unido al techo de la casa, con ladrillo y tejas iguales para que la HOA vea una fachada coherente. Presentamos planos y muestras al comité de arquitectura y luego tramitamos los permisos municipales de construcción, electricidad y gas. El techo, calculado para resistir el viento, desagua a las canaletas y descansa sobre una losa nueva anclada con varillas a la anterior; debajo va una cocina exterior con asador, refrigerador y encimera de piedra. Un ventilador de techo, luces empotradas y un calentador infrarrojo alargan la temporada en primavera y en otoño. La obra toma ${outdoorTime.construction} tras la aprobación de la HOA y la ciudad, y ${outdoorTime.total} en total.`,
        serviceSlug: "outdoor-living",
      },
      closingBullets: closingBullets(
        facts,
        "Allen",
        "la división de Servicios de Construcción de la Ciudad de Allen",
      ),
      faqs: [
        {
          question: "¿La HOA de mi casa en Allen tiene que aprobar mi remodelación?",
          answer:
            "Un trabajo interior, como una cocina o un baño, normalmente solo necesita el permiso de la ciudad. Cualquier cosa que cambie el exterior (un techo de patio, un cuarto adicional, ventanas nuevas, otro color de ladrillo o de pintura, una cocina exterior) por lo general necesita primero la aprobación por escrito del comité de arquitectura o de modificaciones de su HOA. La revisión puede tardar varias semanas, así que presentamos la solicitud con planos, plano del terreno y muestras de materiales en cuanto el diseño queda definido, y no empezamos el trabajo exterior hasta tener en la mano la carta de aprobación.",
        },
        {
          question: "Mi casa en Allen tiene apenas veinte años. ¿Por qué ya necesita trabajo?",
          answer:
            "Los acabados y los equipos básicos de constructora se escogieron pensando en el día de la venta, no en décadas de vida familiar. A estas alturas el acabado de los gabinetes está gastado, las tinas grandes no se usan, las bases de regadera y la boquilla han empezado a fallar, y los equipos originales de aire acondicionado están cerca del final de su vida útil. La estructura normalmente está sana, y eso permite que una remodelación en Allen se enfoque en la distribución, los acabados y los equipos eficientes, y no en reparaciones escondidas detrás de las paredes.",
        },
      ],
    },
    {
      slug: "richardson",
      city: "Richardson",
      county: "Dallas and Collin Counties",
      heroIntro:
        "Richardson fue el primer gran suburbio de la posguerra al norte de Dallas, y sus vecindarios todavía lo reflejan: casas estilo rancho de ladrillo, largas y bajas, de mediados de los 50 en Richardson Heights, casas de los 60 en Estates North y casas de mediados de siglo hechas a la medida en lotes ondulados y arbolados en Canyon Creek y Prairie Creek. Remodelamos estas casas para dueños que quieren cocinas, baños y espacios abiertos modernos sin perder lo que hace que valga la pena conservar una casa de mediados de siglo.",
      neighborhoods: {
        heading: "Vecindarios de Richardson donde trabajamos",
        intro:
          "Muchos vecindarios de Richardson se construyeron con pocos años de diferencia, pero cada uno tiene su propio tipo de casa, su propio tipo de lote y sus propios problemas.",
        items: [
          {
            name: "Richardson Heights",
            note: "La primera subdivisión grande de Richardson, donde se empezó a construir en 1954. Casas estilo rancho de ladrillo, sencillas y de un piso, con techos de poca pendiente; los dueños abren la cocina, convierten la cochera o el cobertizo para el carro en espacio habitable y cambian los desagües de hierro fundido y el cableado original mientras las paredes están abiertas.",
          },
          {
            name: "Canyon Creek",
            note: "Lotes ondulados, árboles maduros y una mezcla de casas estilo rancho, contemporáneas y tradicionales de los años 60 y 70, con una HOA activa. Aquí son comunes las ampliaciones y las renovaciones completas, y en los lotes con pendiente muchas veces se suman al proyecto trabajos de drenaje y de cimentación.",
          },
          {
            name: "Prairie Creek",
            note: "Casas sencillas hechas a la medida, de alrededor de los años 60, en lotes grandes y arbolados. Muchas se han demolido para construir casas nuevas; los dueños que conservan la original casi siempre quieren una ampliación con suite principal o una cocina más grande que respete la escala del vecindario.",
          },
          {
            name: "Estates North",
            note: "Trazado a principios de los 60, unos años después de Richardson Heights. Casas estilo rancho de ladrillo con sala formal, una sala familiar con chimenea y una cocina tipo pasillo entre las dos: el candidato clásico para una remodelación que abra la cocina al resto de la casa.",
          },
          {
            name: "Cottonwood Heights",
            note: "El suroeste de Richardson, junto a Richardson Heights, cerca del corredor de West Spring Valley que la ciudad ha estado renovando. Casas de un piso de la posguerra en lotes modestos, donde lo que más se nota son las remodelaciones de baño, las actualizaciones eléctricas y las cocinas rehechas dentro del mismo espacio.",
          },
        ],
      },
      housingStock: {
        heading: "Cómo se construyeron las casas de Richardson",
        paragraphs: [
          "La mayor parte de las casas unifamiliares de Richardson se construyó entre mediados de los 50 y finales de los 70, impulsada por Texas Instruments y las empresas de electrónica que llegaron después a lo largo de Central Expressway. Son sobre todo casas de un piso con fachada de ladrillo y estructura de madera sobre losa de cimentación, con techos de poca pendiente, una altura interior de ocho pies y áticos con muy poco aislamiento para lo que se usa hoy.",
          "Detrás de las paredes tienen los problemas propios de su edad: desagües de hierro fundido bajo la losa que se han corroído y agrietado, tubería de suministro galvanizada estrechada por el sarro, circuitos sin tierra física con contactos de dos patas y paneles eléctricos chicos. Las casas construidas entre más o menos 1965 y 1973 pueden tener cableado de aluminio en los circuitos. Una remodelación de baño en una casa de Richardson de los 50 o los 60 casi siempre incluye cambiar el desagüe desde donde sale del cuarto, y antes de dar un precio pasamos una cámara por la línea para que no haya sorpresas.",
          "Después de seis décadas sobre arcilla expansiva, la mayoría de estas losas se han movido, y muchas ya se han reparado por lo menos una vez. Antes de quitar una pared o colocar un piso de loseta grande revisamos el nivel de la losa y buscamos pilotes de reparaciones anteriores. Los techos de poca pendiente también limitan cuánta altura se le puede ganar al ático, así que muchas veces sugerimos ventanas altas tipo clerestorio o una bóveda modesta en vez de una espectacular.",
        ],
      },
      permits: {
        heading: "Permisos e inspecciones en Richardson",
        text: "La división de Inspección de Construcción de la Ciudad de Richardson (Building Inspection) emite los permisos residenciales y hace las inspecciones. Requieren permiso los cambios estructurales, las ampliaciones, las conversiones de cochera, los circuitos eléctricos nuevos o modificados, los trabajos de plomería (incluido el cambio de desagües bajo la losa y de calentadores de agua) y el cambio de equipos de HVAC. Canyon Creek y algunos otros vecindarios tienen una asociación de propietarios (HOA) con restricciones de escritura, mientras que otros tienen asociaciones vecinales voluntarias que no intervienen en las aprobaciones; revisamos cuál es el caso de su calle, y preparamos y presentamos cualquier solicitud a la HOA. Tramitamos los permisos, programamos las inspecciones requeridas y estamos en la obra cuando llega el inspector.",
      },
      localProject: {
        heading: "Un proyecto típico en Richardson",
        title: "Baño de pasillo de mediados de siglo con desagües nuevos",
        neighborhood: "Richardson Heights",
        text: `Un proyecto típico en Richardson Heights empieza con un baño de pasillo chico que todavía tiene su azulejo de color original, una tina de hierro fundido y líneas de suministro galvanizadas. Lo desmantelamos hasta la estructura, cortamos la losa para cambiar el desagüe de hierro fundido por PVC y tendemos líneas nuevas de PEX hasta la principal. Queda con una regadera de escalón bajo o sin escalón, de loseta sobre un sistema totalmente impermeabilizado, un mueble de lavabo flotante que agranda visualmente el piso, un extractor silencioso con salida al exterior y un circuito con protección GFCI. Los dueños que quieren conservar el carácter de mediados de siglo escogen loseta cuadrada, accesorios cromados sencillos y un color llamativo. La mayoría de estos proyectos toma ${bathroomTime.construction} con la loseta ya en la obra.`,
        serviceSlug: "bathroom-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Richardson",
        "la división de Inspección de Construcción de la Ciudad de Richardson",
      ),
      faqs: [
        {
          question:
            "¿Se puede abrir una casa estilo rancho de mediados de siglo sin que pierda su carácter?",
          answer:
            "Sí. Las paredes que vale la pena quitar en una casa estilo rancho de Richardson casi siempre son las que separan la cocina, la sala familiar y una sala formal que casi no se usa; el exterior, la línea baja del techo y los ventanales hacia el patio son los que le dan carácter a la casa, y esos los dejamos como están. Confirmamos qué paredes cargan el techo, calculamos una viga donde haga falta y escogemos gabinetes lisos, loseta sencilla e iluminación acorde con la época, para que el espacio nuevo se vea como parte de la casa.",
        },
        {
          question:
            "Puede que mi casa en Richardson tenga cableado de aluminio. ¿Qué significa eso para una remodelación?",
          answer:
            "Las casas construidas más o menos entre 1965 y 1973 a veces usaban aluminio sólido en los circuitos derivados. Por sí solo no es una emergencia, pero sus conexiones pueden aflojarse y calentarse, así que el electricista con el que trabajamos lo revisa durante la consulta. En los cuartos que remodelamos volvemos a cablear con cobre; para el resto de la casa, las opciones son conectores aprobados de cobre a aluminio en cada contacto y apagador, o cambiar todo el cableado, y le cotizamos las dos para que usted elija.",
        },
      ],
    },
    {
      slug: "garland",
      city: "Garland",
      county: "Dallas County",
      heroIntro:
        "Garland creció de golpe después de la Segunda Guerra Mundial como suburbio industrial, y sus casas todavía van desde las casas estilo rancho de ladrillo de los años 50 y 60 en el sur de Garland hasta las subdivisiones de los 80 y la comunidad de Firewheel, de finales de los 90, en el norte. Remodelamos en toda esa gama, desde cocinas originales en Eastern Hills hasta suites principales en Firewheel, para dueños que compraron con la idea de quedarse.",
      neighborhoods: {
        heading: "Vecindarios de Garland donde trabajamos",
        intro:
          "Garland es grande y sus vecindarios se parecen menos entre sí que en la mayoría de las ciudades, así que la remodelación adecuada depende de en qué parte de la ciudad esté la casa.",
        items: [
          {
            name: "Eastern Hills",
            note: "Casas del sur de Garland alrededor del antiguo Eastern Hills Country Club, que abrió a mediados de los 50 y cerró en 2013. Casas estilo rancho de ladrillo más grandes, en lotes amplios; los dueños quieren cocinas abiertas, baños reconstruidos y plomería nueva bajo la losa.",
          },
          {
            name: "Williams Estates",
            note: "Casas de un piso más antiguas cerca de Garland Road y Miller Road, parte de la zona más afectada por el tornado de octubre de 2019. Muchos dueños repararon pronto los daños de la tormenta y ahora quieren que el interior quede al mismo nivel: cocinas, baños y ventanas eficientes.",
          },
          {
            name: "Duck Creek",
            note: "La zona a lo largo del arroyo Duck Creek, cerca del centro de la ciudad, que lleva el nombre de una de las dos comunidades ferroviarias de las que nació Garland. Hay casas estilo rancho de la posguerra junto a casas de los 70, algunas cerca de la zona inundable del arroyo, así que revisamos el drenaje y la nivelación del terreno antes de agregar pies cuadrados.",
          },
          {
            name: "Centro de Garland",
            note: "Alrededor de la plaza histórica y la estación de DART hay casas antiguas de madera y de ladrillo, algunas sobre pilotes y vigas, junto a casas adosadas nuevas. Aquí los dueños emprenden renovaciones integrales: cableado y plomería nuevos, pisos nivelados y distribuciones rediseñadas.",
          },
          {
            name: "Firewheel",
            note: "Una comunidad planificada del norte de Garland, iniciada a finales de los 90 cerca de Firewheel Golf Park y Firewheel Town Center, casi toda en el condado de Dallas y una pequeña parte en el condado de Collin. Casas de dos pisos con reglas de HOA; los proyectos más comunes son actualizaciones de cocina, remodelaciones del baño principal y patios techados.",
          },
        ],
      },
      housingStock: {
        heading: "Cómo se construyeron las casas de Garland",
        paragraphs: [
          "La población de Garland se disparó en los 50 y los 60, cuando las fábricas de la zona contrataban, y buena parte del sur y del centro de Garland se construyó entonces: casas estilo rancho de un piso con fachada de ladrillo, de dos o tres recámaras y uno o dos baños, sobre losa de cimentación y con cochera integrada, muchas de ellas ya convertidas en cuartos. En los 70 y los 80 el crecimiento se movió hacia el norte, con casas estilo rancho más grandes y casas de dos pisos, y llegó a Firewheel a finales de los 90 y en los 2000.",
          "En las casas de los 50 y los 60 hacemos la mayor parte de nuestro trabajo en Garland, y siguen un patrón: desagües de hierro fundido bajo la losa, líneas de suministro galvanizadas, un servicio eléctrico original de 60 o 100 amperes, ventanas de un solo vidrio y ductos en un ático con poco aislamiento. Las cocinas son chicas y cerradas, y el único baño completo muchas veces es el original.",
          "Garland también está en el camino del granizo y los tornados del norte de Texas. Después del tornado de 2019 y de las granizadas de cada primavera, muchos dueños tienen techo nuevo sobre interiores originales, y una remodelación es el momento adecuado para agregar aislamiento al ático, sellar los ductos y cambiar las ventanas, porque las paredes y los plafones ya están abiertos.",
        ],
      },
      permits: {
        heading: "Permisos e inspecciones en Garland",
        text: "En Garland, los permisos residenciales los emite el departamento de Inspección de Construcción de la Ciudad de Garland (Building Inspection), que también hace las inspecciones. Se necesita permiso para agregar o modificar la estructura, convertir una cochera, agregar un cuarto, instalar circuitos eléctricos nuevos o cambiar un panel, mover o cambiar la plomería, reemplazar un calentador de agua o cambiar equipos de HVAC. Firewheel y algunas subdivisiones más nuevas también exigen la aprobación arquitectónica de la asociación de propietarios (HOA) para los cambios exteriores, y nosotros preparamos y presentamos esa solicitud. Tramitamos todos los permisos, pedimos cada inspección en cuanto una etapa está lista y guardamos el registro de inspecciones en el expediente de su proyecto.",
      },
      localProject: {
        heading: "Un proyecto típico en Garland",
        title: "Actualización completa de una casa estilo rancho de los años 60",
        neighborhood: "Eastern Hills",
        text: `Una renovación integral típica en Eastern Hills es una casa estilo rancho de ladrillo de tres recámaras con su cocina original, dos baños anticuados y un servicio eléctrico de los años 60. Cambiamos los desagües de hierro fundido y la tubería galvanizada, ampliamos el servicio eléctrico y recableamos la casa, y luego quitamos la pared entre cocina y comedor para abrir un solo espacio. Se reconstruyen los dos baños, el ático recibe ductos y aislamiento nuevos, y se ponen ventanas y pisos nuevos en toda la casa. Como la obra toca cada cuarto, solemos hacerla por etapas para que un baño siga funcionando, o los dueños se salen de la casa durante las semanas más pesadas. La obra dura ${wholeHomeTime.construction} según el alcance, y ${wholeHomeTime.total} en total con diseño y permisos.`,
        serviceSlug: "whole-home-renovation",
      },
      closingBullets: closingBullets(
        facts,
        "Garland",
        "el departamento de Inspección de Construcción de la Ciudad de Garland",
      ),
      faqs: [
        {
          question:
            "¿Debo cambiar la plomería bajo la losa de mi casa de los años 60 en Garland aunque no haya fugas?",
          answer:
            "Si va a remodelar una cocina o un baño, casi siempre sí. Los desagües de hierro fundido de esa edad se corroen por dentro, y para cuando aparece un tapón o una fuga en la losa hay que volver a levantar el piso nuevo. Antes de dar un precio pasamos una cámara por el desagüe principal; si la línea tiene sarro, está agrietada o tiene hundimientos, cambiarla mientras el cuarto está abierto cuesta mucho menos que hacer más adelante un túnel por debajo de un piso terminado.",
        },
        {
          question:
            "¿Pueden convertir la cochera de mi casa estilo rancho en Garland en espacio habitable?",
          answer:
            "Muchas veces, sí. Convertir una cochera requiere un permiso de construcción, y el cuarto nuevo tiene que cumplir el código como cualquier otro: un piso aislado y elevado, una ventana de escape si es recámara, calefacción y aire acondicionado adecuados y una pared terminada donde estaba el portón. Antes del diseño revisamos la zonificación y cualquier requisito de estacionamiento para su lote, y hacemos que la nueva pared del frente combine con el ladrillo existente para que no parezca un portón de cochera tapado.",
        },
      ],
    },
    {
      slug: "mesquite",
      city: "Mesquite",
      county: "Dallas County",
      heroIntro:
        "Mesquite pasó de ser un pueblo agrícola de menos de 2,000 habitantes en 1950 a un suburbio de más de 55,000 en 1970, y siguió construyendo durante los 80, así que la mayoría de sus casas son casas estilo rancho de ladrillo y casas sencillas de dos pisos de esas décadas. Ayudamos a los dueños de Mesquite a ponerlas al día cuarto por cuarto o todo de una vez, con los permisos tramitados en la División de Inspección de Construcción de la ciudad.",
      neighborhoods: {
        heading: "Vecindarios de Mesquite donde trabajamos",
        intro:
          "La mayoría de los vecindarios de Mesquite se construyeron entre los años 60 y los 80, y ahora está surgiendo un nuevo anillo de subdivisiones en el sur de la ciudad.",
        items: [
          {
            name: "Centro de Mesquite",
            note: "El pueblo ferroviario original, alrededor de la plaza y de Front Street. Casas de madera más antiguas y casas de los primeros años de la posguerra, algunas sobre cimentación de pilotes y vigas, donde los proyectos comunes son las renovaciones integrales y los baños adicionales.",
          },
          {
            name: "Town East Estates",
            note: "Casas del norte de Mesquite cerca de Town East Park y Town East Boulevard, en su mayoría casas estilo rancho de ladrillo del crecimiento de la ciudad en los 60 y los 70. Los dueños cambian las cocinas originales, agregan suites principales y renuevan el HVAC en casas que ya tienen cincuenta años o más.",
          },
          {
            name: "Zona de Eastfield",
            note: "Los vecindarios alrededor del campus Eastfield de Dallas College, en Motley Drive, en su mayoría casas estilo rancho de ladrillo de los 70 y los 80 con cochera para dos carros. Lo que más se pide son regaderas de acceso directo y adaptaciones de accesibilidad para dueños que llevan muchos años en su casa.",
          },
          {
            name: "Lawson",
            note: "El extremo sureste de la ciudad, cerca de Lawson Road, con casas en lotes más grandes y terrenos de varios acres. Los dueños agregan cuartos, construyen casitas de huéspedes en el patio trasero y levantan espacios techados al aire libre, y todo eso requiere un trabajo cuidadoso del terreno sobre arcilla a campo abierto.",
          },
          {
            name: "Trinity Pointe",
            note: "El nuevo corredor residencial a lo largo de la I-20 en el sur de Mesquite, donde todavía se están construyendo subdivisiones como Polo Ridge. Las casas nuevas rara vez necesitan remodelación, pero en los primeros años los dueños muchas veces agregan patios techados, cocinas exteriores o un estudio en el patio trasero.",
          },
        ],
      },
      housingStock: {
        heading: "Cómo se construyeron las casas de Mesquite",
        paragraphs: [
          "Los grandes auges de construcción de Mesquite llegaron en los 60 y otra vez en los 80. El resultado es un vecindario tras otro de casas de un piso con fachada de ladrillo sobre losa de cimentación, normalmente de tres recámaras y dos baños, con sala, sala familiar y cochera para dos carros, junto a un número menor de casas de dos pisos de los 80. Muchas han tenido el mismo dueño durante décadas, lo que significa acabados originales, pero muchas veces también un buen mantenimiento.",
          "Las casas de los 60 y los 70 comparten un conjunto conocido de necesidades: desagües de hierro fundido bajo la losa que se tapan o tienen fugas, líneas de suministro envejecidas, paneles eléctricos antiguos y ductos que pasan por áticos calientes con poco aislamiento. Las casas de los 80 suman lo suyo: las primeras ventanas de vinilo o de aluminio que ya perdieron el sello, cocinas de roble con encimeras de azulejo y regaderas de fibra de vidrio que se agrietan donde el piso cede.",
          "Mesquite está sobre la arcilla pesada de Blackland. El movimiento de la losa se nota en grietas diagonales desde las esquinas de las puertas, grietas escalonadas en el ladrillo y puertas que se atoran en agosto, y cambia la forma en que planeamos: la loseta nueva va sobre una membrana antifracturas, los tramos largos de encimera llevan soportes que toleran un poco de movimiento y las ampliaciones llevan cimentaciones diseñadas por un ingeniero y unidas a la losa existente.",
        ],
      },
      permits: {
        heading: "Permisos e inspecciones en Mesquite",
        text: "En Mesquite, los permisos y las inspecciones residenciales están a cargo de la División de Inspección de Construcción de la ciudad (Building Inspection Division). Mesquite exige que todo contratista, incluidos los contratistas generales, tenga una licencia profesional de la ciudad antes de solicitar un permiso, y todo trabajo con permiso se inspecciona: la cimentación y la estructura en los cambios estructurales y las ampliaciones, y las instalaciones preliminares (rough-in) y el trabajo final en la plomería, la electricidad y el HVAC. Las subdivisiones más nuevas del sur de Mesquite tienen asociaciones de propietarios (HOA) que aprueban el trabajo exterior; nosotros preparamos y presentamos esas solicitudes. Tramitamos los permisos, programamos cada inspección y dejamos en la obra las etiquetas de inspección para usted.",
      },
      localProject: {
        heading: "Un proyecto típico en Mesquite",
        title: "Ampliación con suite principal en una casa estilo rancho de ladrillo",
        neighborhood: "Town East Estates",
        text: `Una ampliación típica en Town East Estates agrega una suite principal detrás de una casa estilo rancho de ladrillo de un piso, para que los dueños ganen una recámara más grande, un clóset vestidor y un baño de verdad sin perder la mayor parte del patio. Un ingeniero estructural diseña la cimentación nueva para la arcilla y su unión con la losa existente; nosotros armamos la estructura, igualamos el ladrillo y la pendiente del techo, y extendemos los ductos o agregamos un minisplit sin ductos para los cuartos nuevos. La ciudad inspecciona la cimentación, la estructura, las instalaciones preliminares y el trabajo final, y la parte estructural lleva nuestra ${claimText.structuralWarranty}. La obra dura ${additionTime.construction} una vez aprobados los planos y los permisos.`,
        serviceSlug: "home-additions",
      },
      closingBullets: closingBullets(
        facts,
        "Mesquite",
        "la División de Inspección de Construcción de la Ciudad de Mesquite",
      ),
      faqs: [
        {
          question: "¿Vale la pena ampliar una casa estilo rancho en Mesquite en lugar de mudarse?",
          answer:
            "Para muchas familias, sí. Los lotes de Mesquite muchas veces tienen el fondo suficiente para una ampliación en la parte de atrás, y agregar una suite principal o una sala familiar le permite quedarse en la misma calle y la misma zona escolar sin los costos de vender y comprar. Las preguntas principales son cuánto patio está dispuesto a sacrificar, cómo se une la ampliación al techo existente y qué recomienda el ingeniero de cimentación para su tipo de suelo, y todo eso lo respondemos en un presupuesto por escrito antes de que usted se comprometa.",
        },
        {
          question:
            "¿Qué significa para mi proyecto el requisito de licencia para contratistas de Mesquite?",
          answer:
            "La Ciudad de Mesquite solo emite permisos a contratistas que tienen una licencia profesional de la ciudad, o a propietarios que hacen el trabajo en la casa donde viven (su homestead). Un contratista sin esa licencia no puede tramitar legalmente su permiso, lo que normalmente significa que el trabajo se quedaría sin inspeccionar. Antes de firmar con cualquier contratista, incluidos nosotros, pídale que le muestre su licencia de Mesquite; en el presupuesto le indicamos los permisos que necesita su obra.",
        },
      ],
    },
    {
      slug: "carrollton",
      city: "Carrollton",
      county: "Dallas, Denton and Collin Counties",
      heroIntro:
        "Carrollton abarca los condados de Dallas, Denton y Collin, y sus casas son igual de variadas: casas estilo rancho cerca de la antigua plaza del centro, vecindarios de los 80 como Josey Ranch y subdivisiones más nuevas hacia el norte. Remodelamos en todas ellas, incluidos los vecindarios alrededor de Trinity Mills, que están cambiando rápido a medida que se llena el distrito de la estación.",
      neighborhoods: {
        heading: "Vecindarios de Carrollton donde trabajamos",
        intro:
          "Carrollton creció hacia el norte por etapas desde su antiguo centro, y aquí la edad de una casa casi siempre depende de qué tan lejos esté de la plaza.",
        items: [
          {
            name: "Centro de Carrollton",
            note: "La plaza histórica y las calles de alrededor, cerca de la estación de la Línea Verde de DART. Casas chicas de madera y casas estilo rancho de los 50 a los 70; los dueños emprenden renovaciones integrales, la nivelación de pisos sobre pilotes y vigas y cocinas diseñadas para espacios pequeños.",
          },
          {
            name: "Trinity Mills",
            note: "Lleva el nombre de una comunidad de la década de 1850 que tenía un molino en Farmers Creek, y hoy es la zona alrededor de la estación de DART en la I-35E y la George Bush Turnpike, donde la ciudad está construyendo un distrito de uso mixto. Los dueños de las casas de los 70 y los 80 de alrededor están rehaciendo cocinas y baños para quedarse, mientras se levantan casas adosadas y apartamentos cerca.",
          },
          {
            name: "Josey Ranch",
            note: "Desarrollado desde mediados de los 80 en el antiguo rancho de la familia Josey, alrededor de Josey Ranch Lake, con casas hechas a la medida, casas patio y casas adosadas. La casa típica tiene una sala formal, un minibar con fregadero y una cocina cerrada que los dueños quieren abrir hacia la sala familiar.",
          },
          {
            name: "High Country",
            note: "Uno de los vecindarios más grandes de Carrollton, con más de 900 casas junto a Hebron Parkway, Josey Lane y Rosemeade Parkway, en la parte de la ciudad que está en el condado de Denton. Los dueños cambian las cocinas y los baños de primera generación y agregan patios techados a lo largo del área verde de Branch Hollow.",
          },
        ],
      },
      housingStock: {
        heading: "Cómo se construyeron las casas de Carrollton",
        paragraphs: [
          "El sur de Carrollton, lo más cercano al pueblo antiguo y a la I-35E, se construyó primero: casas estilo rancho de ladrillo de un piso de los 60 y los 70, chicas para lo que se usa hoy, sobre losa de cimentación. Más al norte, las subdivisiones de los 80 trajeron casas de ladrillo de dos pisos más grandes, casas patio y casas construidas sobre el lindero (zero-lot-line), y la parte de la ciudad que está en el condado de Denton se llenó durante los 90 y los 2000.",
          "Las casas de los 70 y los 80 son el centro de nuestro trabajo en Carrollton. Suelen tener distribuciones de cuartos separados, con sala formal, comedor y una sala familiar aparte con chimenea de ladrillo; gabinetes de roble y encimeras de azulejo; ventanas originales de un solo vidrio o de los primeros modelos de doble vidrio, y paneles eléctricos que nunca se pensaron para una cocina moderna. Las casas patio y las construidas sobre el lindero tienen una complicación propia: una pared lateral queda sobre el límite del terreno o muy cerca, lo que limita las ventanas y las ampliaciones de ese lado.",
          "Farmers Creek, Indian Creek y el brazo Elm Fork del río Trinity pasan por vecindarios de Carrollton o junto a ellos, así que algunos lotes colindan con zonas inundables o áreas verdes. Antes de diseñar una ampliación o de colar una losa nueva para el patio revisamos el drenaje del lote, las servidumbres y cualquier restricción por zona inundable, porque eso decide qué se puede construir y dónde.",
        ],
      },
      permits: {
        heading: "Permisos e inspecciones en Carrollton",
        text: "El departamento de Inspección de Construcción de Carrollton (Building Inspection) emite los permisos residenciales y hace las inspecciones. La ciudad exige permiso para construir, ampliar, modificar o reparar una estructura y para cambiar sistemas eléctricos, de gas, mecánicos o de plomería, lo que incluye quitar paredes, agregar cuartos, convertir cocheras, cambiar calentadores de agua y equipos de HVAC y construir techos de patio; la reparación de cimentación tiene que tener permiso y diseño de ingeniería, cueste lo que cueste. El trabajo puramente cosmético, como pintura, pisos, gabinetes y encimeras, no necesita permiso por sí solo, pero la mayoría de las remodelaciones incluyen algo que sí lo necesita. Muchas subdivisiones también tienen restricciones de escritura o una asociación de propietarios (HOA). Revisamos ambas cosas, preparamos y presentamos cualquier solicitud a la HOA, y luego tramitamos los permisos y programamos las inspecciones.",
      },
      localProject: {
        heading: "Un proyecto típico en Carrollton",
        title: "Abrir una cocina de los años 80 hacia la sala familiar",
        neighborhood: "Josey Ranch",
        text: `Un proyecto típico en Josey Ranch rehace una cocina de los 80 separada del desayunador y la sala familiar por un muro a media altura, una hilera de gabinetes altos y un minibar con fregadero. Quitamos el minibar y los gabinetes altos, revisamos si el muro restante es de carga y organizamos todo en torno a una isla con asientos frente a la chimenea de la sala familiar. El roble da paso a puertas shaker pintadas o teñidas, el azulejo de las encimeras al cuarzo y el plafón fluorescente a luces LED empotradas en circuitos nuevos. Si hay una línea de gas cerca, la vieja parrilla eléctrica suele cambiarse por una estufa de gas, lo que suma un permiso de gas y una prueba de presión. La mayoría de estos proyectos toma ${kitchenTime.construction} de obra.`,
        serviceSlug: "kitchen-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Carrollton",
        "el departamento de Inspección de Construcción de la Ciudad de Carrollton",
      ),
      faqs: [
        {
          question:
            "Mi casa en Carrollton puede estar en el condado de Dallas, de Denton o de Collin. ¿Eso importa para una remodelación?",
          answer:
            "Para el permiso, no: toda dirección dentro de los límites de la ciudad de Carrollton la autoriza e inspecciona la Ciudad de Carrollton, sin importar en qué condado esté. El condado decide qué distrito de avalúo valúa su casa (Dallas, Denton o Collin Central Appraisal District), y eso importa después de una ampliación grande, porque los pies cuadrados que se agregan se reflejan en el siguiente avalúo. Le entregamos el registro del permiso y las fechas de la inspección final para sus archivos.",
        },
        {
          question:
            "¿Se puede ampliar una casa patio o una casa construida sobre el lindero en Carrollton?",
          answer:
            "A veces, con límites más estrictos. A la pared del lado del lindero normalmente no se le pueden abrir ventanas ni puertas nuevas y quizá tenga que conservar su resistencia al fuego, el vecino muchas veces tiene una servidumbre de mantenimiento a lo largo de ella, y la HOA o las restricciones de escritura pueden limitar qué parte del lote se puede cubrir. Aun así queda espacio para una ampliación atrás, un pequeño saliente o un patio techado del lado abierto, y antes de dibujar cualquier cosa confirmamos los retiros y las servidumbres en el plano de lotificación de su terreno.",
        },
      ],
    },
    {
      slug: "irving",
      city: "Irving",
      county: "Dallas County",
      heroIntro:
        "Irving tiene dos tipos de vivienda muy distintos: los vecindarios de la posguerra en el centro y el sur de Irving, construidos cuando el pueblo pasó de unos cuantos miles de habitantes a ser una ciudad durante los años 50, y Las Colinas y Valley Ranch, planificados desde los 70 y los 80 con condominios, casas adosadas y conjuntos residenciales con restricciones de escritura. Trabajamos en los dos, desde una casa estilo rancho de los 50 cerca de Irving Boulevard hasta el baño de un condominio con vista a Lake Carolyn.",
      neighborhoods: {
        heading: "Vecindarios de Irving donde trabajamos",
        intro:
          "Irving va desde las calles de principios del siglo XX del Heritage District hasta los conjuntos residenciales cerrados de Las Colinas, y cada zona pide un tipo distinto de remodelación.",
        items: [
          {
            name: "Heritage District",
            note: "La parte más antigua de Irving, alrededor de Main Street y la vía del tren del centro. Casas de madera de principios del siglo XX y casitas de los 40 y los 50, muchas sobre pilotes y vigas; aquí las renovaciones integrales muchas veces empiezan por volver a nivelar los pisos, cambiar el cableado antiguo y agregar un segundo baño.",
          },
          {
            name: "Plymouth Park",
            note: "La zona de la posguerra alrededor de Irving Boulevard y Story Road que creció junto con el centro comercial Plymouth Park a mediados de los 50. Casas estilo rancho de un piso con uno o dos baños chicos, donde los dueños remodelan cocinas y baños y cambian los desagües de hierro fundido y las líneas de suministro galvanizadas.",
          },
          {
            name: "Las Colinas",
            note: "El desarrollo planificado de 12,000 acres iniciado a principios de los 70, con condominios alrededor de Lake Carolyn y el Mandalay Canal, casas adosadas y conjuntos de casas unifamiliares. Los dueños de condominios y de casas adosadas remodelan sobre todo cocinas y baños, dentro de las reglas que fijan su asociación y la administración del edificio.",
          },
          {
            name: "Hackberry Creek",
            note: "Un conjunto residencial cerrado y con restricciones de escritura dentro de Las Colinas, construido alrededor del Hackberry Creek Country Club, con casas grandes hechas a la medida y un comité de control arquitectónico que revisa el trabajo exterior. Los dueños rehacen cocinas y suites principales, agregan espacios al aire libre y cambian las ventanas por productos aprobados por el comité.",
          },
          {
            name: "Valley Ranch",
            note: "Una comunidad planificada en el norte de Irving, desarrollada desde mediados de los 80 en tierras bajas del río Trinity protegidas por diques, con canales y senderos entre sus vecindarios. Sus casas unifamiliares ya tienen entre treinta y cuarenta años, y los dueños están poniendo al día cocinas, baños y equipos de HVAC envejecidos.",
          },
        ],
      },
      housingStock: {
        heading: "Cómo se construyeron las casas de Irving",
        paragraphs: [
          "Irving pasó de ser un pueblo pequeño a una ciudad de decenas de miles de habitantes durante los años 50, así que el centro y el sur de Irving están llenos de casas de la posguerra: casas estilo rancho de un piso, de ladrillo o con revestimiento de madera, algunas sobre pilotes y vigas y muchas sobre las primeras losas de concreto, con cocinas chicas, uno o dos baños y cocheras para un carro o separadas de la casa.",
          "Esas casas necesitan lo que uno esperaría a los setenta años: desagües de hierro fundido y tubos de barro hacia el drenaje de la calle, tubería de suministro galvanizada, circuitos sin tierra física y paneles chicos, paredes sin aislamiento y, en las casas sobre pilotes y vigas, una estructura de piso que se ha hundido. En el norte de Irving la historia es otra. Las Colinas y Valley Ranch se construyeron sobre todo desde finales de los 70 hasta los 90, con casas de dos pisos de ladrillo y estuco, casas patio, casas adosadas y condominios cuyo mármol cultivado original, accesorios color almendra, herrajes de latón y bloques de vidrio son lo que los dueños quieren quitar.",
          "Los trabajos en condominios y casas adosadas tienen sus propias limitaciones. Las bajantes de plomería y los muros cortafuego son compartidos, el piso al que se le pone loseta es el techo del vecino, y la asociación fija los horarios de trabajo, los requisitos de seguro y las reglas para elevadores y estacionamiento. Planeamos esos proyectos en función del edificio: una impermeabilización que proteja la unidad de abajo, aislamiento acústico bajo los pisos duros cuando la asociación lo exige y un calendario aprobado por la oficina de administración.",
        ],
      },
      permits: {
        heading: "Permisos e inspecciones en Irving",
        text: "En Irving, el Departamento de Inspecciones de la ciudad (Inspections Department) revisa los planos, emite los permisos de construcción residenciales y hace las inspecciones, y los contratistas generales, eléctricos, de plomería y mecánicos tienen que estar registrados con la ciudad. Irving exige permisos para remodelaciones y ampliaciones, cableado nuevo, trabajos de plomería y HVAC, reemplazo de calentadores de agua y conversiones de cochera, y en los condominios y las casas adosadas el trabajo también tiene que cumplir las reglas de la asociación. En Hackberry Creek y los demás conjuntos de Las Colinas, los cambios exteriores pasan por el comité de arquitectura del conjunto. Estamos registrados, tramitamos los permisos, programamos las inspecciones, y preparamos y presentamos la solicitud que le pidan su asociación de propietarios (HOA) o la administración del edificio.",
      },
      localProject: {
        heading: "Un proyecto típico en Irving",
        title: "Baño principal de un condominio en Las Colinas",
        neighborhood: "Las Colinas",
        text: `Un proyecto típico en un condominio de Las Colinas reconstruye el baño principal de un edificio de mediana altura de los 80 o los 90: tina forrada de mármol cultivado, accesorios color almendra y un lavabo apretado. Antes de demoler entregamos a la asociación el alcance, el certificado de seguro y el calendario, reservamos el elevador de servicio y protegemos los pasillos. La tina se convierte en una regadera de acceso directo sobre una membrana impermeabilizante adherida, probada con agua antes de poner la loseta, porque aquí una fuga llega al vecino de abajo. Las conexiones a las bajantes compartidas llevan permiso de plomería, y el extractor nuevo usa el ducto existente. Por el horario que permite la asociación, estas obras se acercan al máximo de lo que suele tomar un baño: ${bathroomTime.construction}.`,
        serviceSlug: "bathroom-remodeling",
      },
      closingBullets: closingBullets(
        facts,
        "Irving",
        "el Departamento de Inspecciones de la Ciudad de Irving",
      ),
      faqs: [
        {
          question:
            "¿Qué necesito de la asociación de mi condominio en Las Colinas antes de remodelar?",
          answer:
            "Por lo general, la aprobación por escrito del alcance, un certificado de seguro que nombre a la asociación, el registro del contratista y un calendario dentro del horario de trabajo permitido en el edificio; muchas asociaciones también exigen una base acústica bajo los pisos duros y una reservación del elevador de servicio. Armamos ese paquete por usted, lo presentamos con los planos y esperamos la aprobación antes de pedir los materiales, para que nada llegue antes de que el edificio esté listo para recibirlo.",
        },
        {
          question:
            "Mi casa en el centro de Irving está sobre pilotes y vigas. ¿Es un problema para remodelar?",
          answer:
            "Para nada; hasta puede facilitar los cambios de plomería, porque los desagües pasan por el espacio bajo el piso en vez de por debajo de una losa. Lo que sí necesita es una revisión por debajo primero: vigas de piso hundidas, soleras podridas, calzas que ya fallaron y mala ventilación bajo la casa se notan como pisos que rebotan o que están inclinados. Volvemos a nivelar y reforzamos la estructura antes de poner loseta o gabinetes nuevos, para que los cuartos terminados se queden planos y la loseta no se agriete.",
        },
      ],
    },
  ];
};
