import { yearsInSpanish, type SiteFacts } from "@/business";
import type { HomeContent } from "@/site/home-schema";
import { projectFramingIn } from "@/projects";

/*
 * The Spanish edition of the home page (home.ts): the same sections, the same facts. Every
 * number comes from the facts, phrased the way a Spanish sentence takes it ("de 30 a 45
 * minutos", "del 10 al 20%"); the wording of years, rating and warranties is `claimText`'s.
 */

/** "30-45" → "30 a 45": a range as Spanish reads it; a single figure stays as it is. */
const spanishRange = (range: string) => range.replace(/^(\d+)\s*-\s*(\d+)/, "$1 a $2");

/** "10-20%" → "10 al 20%", after "del". */
const spanishPercentRange = (range: string) => range.replace(/^(\d+)\s*-\s*(\d+)/, "$1 al $2");

/** "más de 46 años" opening a sentence. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function spanishHome({ business, claimText }: SiteFacts): HomeContent {
  const { consultation, estimates, claims } = business;
  return {
    metaTitle: `${business.name} | Remodelación de casas en Dallas`,
    metaDescription: `Remodelación de cocinas, baños, ampliaciones y casas completas en Dallas y alrededores. ${capitalized(claimText.years)} de experiencia y ${claimText.workmanshipWarranty}.`,
    hero: {
      eyebrow: "Empresa registrada y asegurada · Dallas, TX",
      heading: "Remodelación de cocinas, baños y casas completas en Dallas",
      intro: `Ya sea una casa estilo rancho de los años 50 en Lake Highlands o una de dos pisos de los 90 en Plano, usted recibe un presupuesto fijo por escrito antes de empezar, un calendario con fechas y, al terminar, una ${claimText.workmanshipWarranty}.`,
      proof: `${claimText.rating} · ${claimText.years}`,
      primaryCta: "Pida su presupuesto gratuito",
      secondaryCta: "Llame al",
      imageId: "hero-home",
    },
    why: {
      heading: "Por qué nos eligen los propietarios de Dallas",
      points: [
        {
          title: "Precios claros y desglosados",
          text: `Mano de obra, materiales y montos asignados (allowances), renglón por renglón, con validez de ${estimates.validDays} días. Cualquier cambio se cotiza por escrito antes de hacer el trabajo.`,
        },
        {
          title: "Obras entregadas a tiempo",
          text: "Un calendario con fechas antes de la demolición, planeado en torno a lo que suele retrasar las obras en Dallas: la revisión de permisos, las fechas de inspección, los materiales que tardan en llegar y las tormentas.",
        },
        business.offersClientPortal
          ? {
              title: "Fotos diarias y mensajes directos",
              text: "Nuestro portal de comunicación con clientes muestra fotos diarias del avance y guarda en un solo lugar todos sus mensajes con su gerente de proyecto, para que siempre sepa qué se hizo hoy.",
            }
          : {
              title: "Un solo gerente de proyecto, de principio a fin",
              text: "Una sola persona dirige su obra, desde la demolición hasta el recorrido final, y le avisa antes de cada etapa lo que viene, para que nunca tenga que andar buscando a nadie para que le responda.",
            },
        {
          title: "Pensado para el norte de Texas",
          text: "La arcilla expansiva, los veranos de 100 grados y el granizo definen cómo armamos la estructura, impermeabilizamos y aislamos. Nosotros tramitamos los permisos y atendemos cada inspección de la ciudad.",
        },
      ],
    },
    services: {
      heading: "Servicios de remodelación",
      intro:
        "Seis tipos de proyectos, un solo equipo. Cada servicio empieza con un presupuesto gratuito y un plan por escrito con el que nos comprometemos.",
    },
    process: {
      heading: "Nuestro proceso, paso a paso",
      intro:
        "Cinco pasos desde la primera llamada hasta el recorrido final, para que siempre sepa qué sigue.",
      steps: [
        {
          title: "Llamada inicial",
          text: `Una llamada de ${consultation.discoveryCallMinutes} minutos sobre su casa, lo que quiere lograr, para cuándo lo necesita y cuánto piensa invertir, para que nadie pierda el tiempo con una visita innecesaria.`,
        },
        {
          title: "Consulta en su casa",
          text: `Recorremos el espacio con usted durante ${spanishRange(consultation.inHomeMinutes)} minutos, tomamos medidas, revisamos la estructura y las instalaciones, y platicamos sobre opciones en distintos rangos de precio.`,
        },
        {
          title: "Presupuesto transparente",
          text: `Un presupuesto por escrito y desglosado, con los montos asignados bien especificados y válido por ${estimates.validDays} días. Al firmar, lo normal es un anticipo del ${spanishPercentRange(estimates.depositPercent)}.`,
        },
        {
          title: "Plan de obra y calendario",
          text: "Selecciones, planos, permisos y un calendario con fechas. Los materiales se piden desde el principio, para que lo que tarda en llegar nunca detenga la obra.",
        },
        {
          title: "Obra a cargo de expertos",
          text: `Nuestro equipo construye, la ciudad inspecciona y ${business.offersClientPortal ? "usted ve fotos diarias en el portal" : "su gerente de proyecto le va informando de cada avance"}. Terminamos con un recorrido final y una ${claimText.workmanshipWarranty}.`,
        },
      ],
    },
    projects: {
      intro: projectFramingIn.es.note,
      ideasLink: "Vea ideas por tipo de espacio, con rangos de precio y tiempos de obra",
      caseStudiesHeading: projectFramingIn.es.heading,
      // Once the owner shows finished jobs of their own: no longer "representative".
      ownIntro: "Obras terminadas, con su alcance, su calendario y su costo.",
      ownHeading: "Proyectos recientes",
    },
    reviews: {
      heading: "Lo que dicen nuestros clientes",
      samplesHeading: "Reseñas de ejemplo",
      someSamplesHeading: "Lo que dicen nuestros clientes (y algunas reseñas de ejemplo)",
      intro: `${claimText.rating} de propietarios de Dallas y de las ciudades de alrededor.`,
      // On the reviews a fresh install starts with, until the owner replaces them in the admin.
      sampleLabel: "Reseña de ejemplo",
    },
    about: {
      heading: `Acerca de ${business.name}`,
      paragraphs: [
        `Llevamos ${claimText.years} remodelando casas en Dallas y en las ciudades de alrededor, y en ese tiempo hemos terminado ${claimText.projects}. Somos un contratista registrado y asegurado, y a cada cliente le damos lo mismo: un presupuesto por escrito, un calendario real y un equipo que limpia todos los días.`,
        `Todo proyecto lleva una ${claimText.workmanshipWarranty}, y además ofrecemos una ${claimText.structuralWarranty}.${business.offersClientPortal ? " Durante la obra, nuestro portal de comunicación con clientes le da fotos diarias y mensajes directos con su gerente de proyecto, para que nunca se quede con la duda de qué pasó hoy en su casa." : ""}`,
      ],
      facts: [
        { value: `Más de ${claims.yearsExperience}`, label: "Años de experiencia" },
        { value: `Más de ${claims.projectsCompleted}`, label: "Proyectos terminados" },
        {
          value: yearsInSpanish(claims.workmanshipWarrantyYears),
          label: "Garantía de mano de obra",
        },
        { value: "Registrados y asegurados", label: "Estatus de contratista" },
      ],
    },
    finalCta: {
      heading: "¿Quiere empezar a planear su remodelación?",
      text: `Cuéntenos sobre su proyecto y le programamos una llamada inicial gratuita de ${consultation.discoveryCallMinutes} minutos. Sin presiones, y con consejos honestos aunque no seamos la opción adecuada para usted.`,
      button: "Pida su presupuesto gratuito",
    },
  };
}
