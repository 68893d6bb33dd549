import { yearsInSpanish } from "@/business";
import type { SpanishServicePage } from "./context";

/** The Spanish side of the home additions page in `servicePagesFor` (copy.ts). */
export const homeAdditionsEs: SpanishServicePage = (context) => {
  const { facts, from, time, visit, faqInvite } = context;
  const { business, claimText } = facts;
  const warrantyYears = business.claims.additionStructuralWarrantyYears;
  const warrantyLength = yearsInSpanish(warrantyYears);
  const additionTime = time("home-additions");
  return {
    slug: "home-additions",
    metaTitle: "Ampliaciones en Dallas: suites principales",
    metaDescription: `Ampliaciones en Dallas: suites principales, para familiares y segundos pisos, con cimentación calculada y garantía estructural de ${warrantyLength}. Desde ${from("home-additions")}.`,
    hero: {
      eyebrow: "Ampliaciones de casa · Dallas, TX",
      heading: "Ampliaciones de casa en Dallas, calculadas para el suelo del norte de Texas",
      intro:
        "¿Le encanta su calle, pero ya no le alcanza el espacio? Construimos suites principales, salas familiares, suites para familiares y segundos pisos que se ven como si siempre hubieran sido parte de la casa, sobre una cimentación diseñada para la arcilla que hay debajo.",
      imageId: "service-addition",
    },
    why: {
      heading: "Una ampliación es, antes que nada, una obra estructural",
      intro:
        "Lo que decide si una ampliación dura son las partes que ya no volverá a ver una vez terminada: la cimentación, la unión con la casa existente y el techo donde se juntan las dos.",
      points: [
        {
          title: "Cimentación para arcilla expansiva",
          text: "La arcilla del área de Dallas se hincha cuando se moja y se encoge con la sequía. Un ingeniero estructural diseña la cimentación de la ampliación a partir de un estudio de suelos, casi siempre sobre pilotes, para que la losa nueva y la existente se muevan lo menos posible una contra la otra.",
        },
        {
          title: "Uniones que no se notan",
          text: "Igualar el ladrillo, la inclinación del techo, la altura de los cuartos y el nivel del piso es lo que distingue una ampliación de una caja pegada a la parte de atrás de la casa. Buscamos desde el principio un ladrillo que combine, y donde no se puede igualar, planeamos bien la transición.",
        },
        {
          title: "Zonificación, retiros y HOA",
          text: "Antes del diseño revisamos los retiros y las servidumbres de su terreno y las reglas de la HOA, si la hay. Después preparamos los planos, los llevamos por la revisión de permisos de su ciudad y los presentamos a su HOA cuando ella tiene que aprobarlos.",
        },
        {
          title: "Garantía estructural por escrito",
          text: `Su ampliación queda cubierta por nuestra ${claimText.structuralWarranty}, además de la ${claimText.workmanshipWarranty} que cubre todo nuestro trabajo.`,
        },
      ],
    },
    features: {
      heading: "Las ampliaciones que diseñamos y construimos",
      items: [
        {
          title: "Suites principales",
          text: "Recámara, baño y clóset vestidor en la parte de atrás de la casa, lejos de los cuartos de los niños; una solución común para una casa estilo rancho de tres recámaras con un solo baño compartido.",
        },
        {
          title: "Segundos pisos",
          text: "Construir hacia arriba cuando el terreno es angosto o vale la pena conservar el patio, empezando por la revisión de un ingeniero a la cimentación y la estructura existentes.",
        },
        {
          title: "Salas familiares y salientes",
          text: "Extender la parte de atrás de la casa para abrir una cocina chica hacia un espacio más amplio, muchas veces con una pared de ventanas que da al patio.",
        },
        {
          title: "Suites para familiares y visitas",
          text: "Recámara, baño accesible y cocineta para su papá o su mamá cuando se vienen a vivir con usted, con entrada independiente si así lo prefiere.",
        },
        {
          title: "Soláriums",
          text: "Cuartos con aislamiento y aire acondicionado, con vidrio de baja emisividad elegido para el sol del poniente y del sur; no un porche cerrado que en julio parece horno.",
        },
        {
          title: "Conversiones y ampliaciones de cochera",
          text: "Convertir la cochera pegada a la casa en espacio habitable, o construir una cochera nueva con un cuarto o un departamento arriba.",
        },
      ],
    },
    process: {
      heading: "Cómo se construye una ampliación",
      intro:
        "Una ampliación tarda más en arrancar que en construirse. El diseño, la ingeniería y la revisión de planos de la ciudad son los que de verdad marcan el calendario, así que los empezamos pronto y lo mantenemos al tanto de cada paso.",
      steps: [
        {
          title: "Factibilidad y consulta",
          text: "Recorremos el terreno y la casa, revisamos los retiros, las servidumbres, las líneas de servicios públicos y las reglas de la HOA, y platicamos sobre el tamaño, el uso y el presupuesto antes de dibujar cualquier cosa.",
          duration: "de 1 a 2 semanas",
          phase: "design",
        },
        {
          title: "Diseño, levantamiento e ingeniería",
          text: "Un levantamiento topográfico del terreno, un estudio de suelos y los planos arquitectónicos; después, los planos de cimentación y estructura de un ingeniero estructural. Usted ve el precio actualizado conforme el diseño va tomando forma.",
          duration: "de 4 a 8 semanas",
          phase: "design",
        },
        {
          title: "Permisos y revisión de planos",
          text: "Presentamos los planos al departamento de construcción de su ciudad y respondemos las observaciones del revisor. Los tiempos de revisión cambian según la ciudad y la temporada.",
          duration: additionTime.permits,
          phase: "permits",
        },
        {
          title: "Cimentación y estructura",
          text: "Pilotes y cimbra, que se inspeccionan antes del colado; luego las paredes, la estructura del techo y la abertura hacia la casa existente, que mantenemos protegida del clima mientras está abierta.",
          duration: "de 4 a 5 semanas",
          phase: "construction",
        },
        {
          title: "Cierre contra el clima, instalaciones e inspecciones",
          text: "Techo, ventanas y ladrillo o revestimiento exterior; instalación eléctrica, plomería y HVAC nuevos, y después el aislamiento. La ciudad inspecciona cada etapa antes de que se cierren las paredes.",
          duration: "de 3 a 4 semanas",
          phase: "construction",
        },
        {
          title: "Acabados, unión y recorrido final",
          text: "Tablaroca, pisos, molduras, pintura y accesorios que combinan con la casa existente; luego, la inspección final de la ciudad y el recorrido final con usted.",
          duration: "de 5 a 7 semanas",
          phase: "construction",
        },
      ],
    },
    timelineNote: `La obra de una ampliación típica toma ${additionTime.construction}, desde la cimentación hasta la inspección final. Antes van el diseño, la ingeniería y los permisos, que suman ${additionTime.beforeConstruction}, así que calcule ${additionTime.total} en total; un segundo piso lleva más tiempo.`,
    resources: {
      faqText: faqInvite,
      resourcesText:
        "Antes de comparar presupuestos para una ampliación, lea nuestras guías sobre cómo escoger contratista y sobre las señales de alerta de uno que más vale no contratar.",
    },
    closing: {
      heading: "Averigüe qué se puede construir en su terreno",
      text: `Agende una consulta gratuita ${visit}. Recorremos el terreno con usted, platicamos de lo que cabe y de lo que cuesta, y le decimos con franqueza si una ampliación no es la mejor solución para usted.`,
    },
    phoneFirst: false,
  };
};
