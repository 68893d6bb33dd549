import { yearsInSpanish, type SiteFacts } from "@/business";
import type { LegalPage } from "./legal-page-schema";
import { durationIn, recordBullets } from "./browser-records";
import { legalDates } from "./dates";
import { FIRST_TOUCH_COOKIE, FIRST_TOUCH_MAX_AGE } from "@/leads";

/*
 * The Spanish edition of the legal pages (legal.ts): the same sections, ids and order, the same
 * facts, worded for a Spanish reader. It is a courtesy translation: the page says so at the top
 * and links to the English text, which governs (labels.ts).
 */

const place = ({ address }: SiteFacts["business"]) => `${address.locality}, ${address.region}`;

/** "Dallas County" → "condado de Dallas", the way a Spanish sentence names it. */
const countyName = (county: string) => county.replace(/^(.+) County$/, "condado de $1");

/** "10-20%" → "10 al 20%", after "del"; a single figure stays as it is. */
const percentSpan = (percent: string) => percent.replace(/^(\d+)\s*-\s*(\d+)/, "$1 al $2");

const contactBullets = (business: SiteFacts["business"]) => [
  business.name,
  `Correo electrónico: ${business.email}`,
  `Teléfono: ${business.phone.display} (${business.hours.display})`,
  place(business),
];

export const spanishPrivacyPolicy = ({ business }: SiteFacts): LegalPage => ({
  slug: "privacy-policy",
  title: "Política de privacidad",
  metaDescription:
    "Qué datos recopilamos cuando pide un presupuesto de remodelación en nuestro sitio, para qué los usamos, cuánto tiempo los guardamos y cómo verlos o borrarlos.",
  ...legalDates["privacy-policy"],
  intro: `Esta Política de privacidad explica qué información recopila ${business.name} a través de este sitio web, por qué la recopilamos y qué hacemos con ella. Somos un contratista de remodelación de casas con sede en ${place(business)}, y este sitio existe para que los propietarios conozcan nuestro trabajo y nos pidan un presupuesto. Solo recopilamos lo que necesitamos para responderle, y no lo vendemos.`,
  sections: [
    {
      id: "information-you-give-us",
      heading: "Información que usted nos da",
      paragraphs: [
        "Si nos llama o nos escribe por correo electrónico, guardamos lo que nos cuente para poder darle seguimiento.",
        "Cuando envía el formulario de contacto para pedir un presupuesto o una consulta, recopilamos lo siguiente:",
      ],
      bullets: [
        "Su nombre completo",
        "Su dirección de correo electrónico",
        "Su número de teléfono",
        "La dirección y la ciudad del proyecto",
        "Los tipos de servicio que le interesan",
        "La fecha en que le gustaría empezar, si nos la indica",
        "Su rango de presupuesto",
        "La descripción de su proyecto, si nos la da",
        "Cómo se enteró de nosotros, si nos lo dice",
        "Un registro de su consentimiento para que lo contactemos: el texto exacto del consentimiento que se le mostró, la fecha y la hora en que envió el formulario, y la dirección IP desde la que lo envió",
      ],
    },
    {
      id: "information-collected-automatically",
      heading: "Información que se recopila automáticamente",
      paragraphs: [
        `La primera vez que visita el sitio, un pequeño programa de la página le pide a nuestro servidor que cree una cookie llamada "${FIRST_TOUCH_COOKIE}" con un pequeño registro de cómo llegó: la primera página que abrió, el sitio web que lo refirió (por ejemplo, un buscador) y los parámetros de campaña (UTM) del enlace que siguió. Dura ${durationIn(FIRST_TOUCH_MAX_AGE, "es")}, y su navegador la envía a nuestro servidor con cada página que abre aquí. Cuando se crea la cookie, sumamos uno al conteo de ese día de los visitantes que llegaron de la misma manera: el tipo de origen (un buscador, otro sitio web, una red social, un anuncio o ninguno), su nombre (como el buscador o el sitio web) y la primera página que abrió. Si usted empieza a llenar el formulario de contacto, sumamos uno a un segundo conteo del mismo tipo, una sola vez por navegador. Estos conteos son simples números por día: no contienen ninguna dirección IP, ninguna cookie ni ningún otro dato sobre usted, y nadie puede saber con ellos quién visitó el sitio. No se cuentan las visitas de los rastreadores de los buscadores ni de otros programas. En una parte de las visitas, la página también informa qué tan rápido cargó, qué tan rápido respondió a los toques y cuánto se movió su diseño, junto con la dirección de la página (tres números y ningún dato sobre usted); solo guardamos conteos diarios de esos números por tipo de página. Solo guardamos lo que la cookie contiene sobre usted cuando nos envía el formulario de contacto, junto con la dirección de la página desde la que lo envió. Si JavaScript está desactivado, no se crea esa cookie, y el formulario que nos envíe solo nos dice la página desde la que lo envió.`,
        "Como cualquier sitio web, nuestro servidor recibe su dirección IP con cada solicitud. La usamos para limitar los envíos repetidos del formulario y para filtrar el spam, y la guardamos con el registro de consentimiento descrito arriba.",
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: "Cómo usamos su información y cómo nos comunicamos con usted",
      paragraphs: [
        "Nos comunicamos con usted por teléfono, mensaje de texto o correo electrónico solamente para atender su solicitud. Para enviar el formulario es necesario aceptar que lo contactemos, porque de otro modo no podríamos responderle, pero aceptarlo no es una condición para comprarnos nada. No lo agregamos a listas de mercadotecnia ni le enviamos mensajes promocionales. Si prefiere que usemos un solo medio para comunicarnos con usted, o que dejemos de hacerlo, solo díganoslo.",
        "Usamos la información que nos envía únicamente para estos fines:",
      ],
      bullets: [
        "Responder a su solicitud y programar una llamada inicial o una consulta en su casa",
        "Preparar un presupuesto y, si nos contrata, planear su proyecto, tramitar los permisos y hacer la obra",
        "Enviarle una confirmación de que recibimos su solicitud",
        "Saber qué páginas, búsquedas y referencias llevan a las personas a contactarnos, con los datos de la cookie de la primera visita que se guardan junto con cada solicitud",
        "Conservar la prueba de que usted aceptó que lo contactáramos",
        "Mantener el formulario libre de spam y de abusos",
      ],
    },
    {
      id: "how-we-store-and-share-information",
      heading: "Cómo guardamos y compartimos la información",
      paragraphs: [
        "Las solicitudes que se envían por el sitio web se guardan en nuestra propia base de datos y se mandan por correo electrónico al dueño del negocio, que las lee todas. Las empresas que alojan este sitio web y entregan nuestros correos manejan esa información solo para prestarnos esos servicios.",
        "No vendemos, rentamos ni intercambiamos información personal, ni la compartimos con nadie con fines de publicidad. Solo la compartimos cuando su proyecto lo requiere (por ejemplo, la dirección del proyecto en una solicitud de permiso ante su ciudad, o sus datos de contacto con un prestamista asociado si nos pide ayuda con el financiamiento) o cuando la ley lo exige.",
      ],
    },
    {
      id: "how-long-we-keep-information",
      heading: "Cuánto tiempo guardamos la información",
      paragraphs: [
        "Guardamos su información mientras trabajamos con usted: desde su primer contacto, pasando por el presupuesto y el proyecto, hasta que termina su garantía. Cuando nos pide que la borremos, lo hacemos, excepto los registros que la ley nos obliga a conservar, como los contratos firmados y las facturas.",
      ],
    },
    {
      id: "cookies-and-browser-storage",
      heading: "Cookies y almacenamiento en el navegador",
      paragraphs: [
        "No usamos herramientas de análisis de terceros, rastreadores publicitarios, píxeles de seguimiento ni complementos de redes sociales. Las fuentes y las imágenes se sirven desde este mismo sitio, así que, cuando abre una página, ninguna otra empresa se entera de su visita.",
        "Puede borrar los registros guardados en cualquier momento eliminando los datos de este sitio en la configuración de su navegador; el sitio sigue funcionando sin ellos.",
        "Este sitio guarda solo lo que necesita para funcionar, y nada más:",
      ],
      bullets: [...recordBullets("visitor", "es"), ...recordBullets("staff", "es")],
    },
    {
      id: "childrens-privacy",
      heading: "Privacidad de los menores",
      paragraphs: [
        "Este sitio web y nuestros servicios están dirigidos a propietarios de vivienda, no a menores de 13 años. No recopilamos a sabiendas información personal de menores de 13 años. Si cree que un menor nos envió información, comuníquese con nosotros y la borraremos.",
      ],
    },
    {
      id: "security",
      heading: "Seguridad",
      paragraphs: [
        "La información que nos envía viaja por una conexión cifrada. La página donde el dueño lee las solicitudes está protegida con una contraseña y una sesión firmada, y los intentos repetidos de iniciar sesión se bloquean. Solo el dueño y las personas que trabajan en su proyecto ven sus datos.",
        "Ningún sitio web ni base de datos es perfectamente seguro. Si nos enteramos de una filtración que afecte su información, se lo informaremos como lo exige la ley.",
      ],
    },
    {
      id: "your-rights-and-requests",
      heading: "Sus derechos y solicitudes",
      paragraphs: [
        `Puede preguntarnos qué información tenemos sobre usted, pedirnos que la corrijamos o la borremos, o pedirnos que dejemos de contactarlo. Envíe su solicitud a ${business.email}, de preferencia desde la dirección de correo electrónico que usó en el formulario. Es posible que le pidamos confirmar algún detalle de su solicitud para saber que de verdad es usted. No cobramos por atender las solicitudes, y hacer una no cambia la forma en que lo tratamos.`,
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Cambios a esta política",
      paragraphs: [
        "Si cambiamos la forma en que manejamos la información, actualizaremos esta página y la fecha de la última actualización que aparece arriba. No usaremos la información que ya nos envió de una manera sustancialmente distinta sin avisarle primero.",
      ],
    },
    {
      id: "contact-us",
      heading: "Cómo comunicarse con nosotros",
      paragraphs: [
        "Con gusto respondemos sus preguntas sobre esta política o sobre su información:",
      ],
      bullets: contactBullets(business),
    },
  ],
});

export const spanishTermsOfService = ({ business, claimText, factText }: SiteFacts): LegalPage => {
  const county = countyName(business.county);
  const { regionName } = business.address;
  return {
    slug: "terms-of-service",
    title: "Términos del servicio",
    metaDescription:
      "Presupuestos, anticipos, pagos, órdenes de cambio, calendarios, garantía y solución de disputas para remodelaciones en Dallas, y las reglas de uso del sitio.",
    ...legalDates["terms-of-service"],
    intro: `Estos Términos del servicio se aplican al uso de este sitio web y a los presupuestos y trabajos de remodelación de ${business.name}, un contratista de remodelación registrado y asegurado con sede en ${place(business)}. Todo proyecto se hace con un contrato por escrito; si su contrato y estos términos no coinciden, prevalece su contrato.`,
    sections: [
      {
        id: "estimates-deposits-and-payment",
        heading: "Presupuestos, anticipos y pagos",
        paragraphs: [
          `Los presupuestos son gratuitos y no lo obligan a nada. Cada presupuesto por escrito es válido por ${business.estimates.validDays} días a partir de su fecha; después de ese plazo podemos actualizarlo según los precios vigentes de los materiales y nuestra agenda.`,
          "Un presupuesto se basa en lo que podemos ver y medir durante la consulta. Las condiciones ocultas detrás de las paredes, debajo de los pisos o bajo la losa se manejan mediante órdenes de cambio, como se explica más abajo.",
          `Al firmar un contrato se paga un anticipo inicial, normalmente del ${percentSpan(business.estimates.depositPercent)} del precio del contrato, para que podamos pedir los materiales y apartar su lugar en el calendario. El resto se paga por etapas, ligadas a los avances terminados que se indican en su contrato, y el último pago se hace después del recorrido final y de la lista de pendientes.`,
          "El financiamiento lo ofrecen prestamistas asociados bajo sus propias condiciones; es el prestamista, no nosotros, quien decide la aprobación, la tasa de porcentaje anual (APR) y el plazo. Aceptamos estas formas de pago:",
        ],
        bullets: [...business.paymentMethods],
      },
      {
        id: "written-contracts-and-change-orders",
        heading: "Contratos por escrito y órdenes de cambio",
        paragraphs: [
          "Todo proyecto se hace con un contrato por escrito que establece el alcance del trabajo, los materiales y los montos asignados (allowances), el precio, el calendario de pagos, el calendario estimado de la obra y la garantía.",
          "Cualquier cambio a ese alcance, ya sea porque usted lo pide o porque lo exigen condiciones ocultas, se hace solamente mediante una orden de cambio por escrito que indique el efecto en el precio y en el calendario, y que firmemos usted y nosotros antes de empezar el trabajo modificado. Si sus selecciones cuestan más que un monto asignado, la diferencia se agrega por orden de cambio; si cuestan menos, usted recibe un crédito.",
        ],
      },
      {
        id: "permits-and-inspections",
        heading: "Permisos e inspecciones",
        paragraphs: [
          "Salvo que su contrato diga otra cosa, solicitamos los permisos de construcción que exige su ciudad, los incluimos en el precio y programamos las inspecciones requeridas. El trabajo pasa a la siguiente etapa solo después de que se aprueba la inspección de la etapa actual. Si la ciudad exige cambios a los planos, se los explicamos y, cuando afectan el precio o el calendario, los manejamos mediante una orden de cambio.",
          factText.hoaApproval,
        ],
      },
      {
        id: "schedules-and-delays",
        heading: "Calendarios y retrasos",
        paragraphs: [
          "El calendario de su contrato es nuestra estimación de buena fe. Cuando una fecha cambia, se lo avisamos de inmediato y le damos un calendario revisado.",
          "Las fechas pueden cambiar por razones fuera de nuestro control, y un retraso por cualquiera de ellas no es un incumplimiento del contrato. Entre esas razones están:",
        ],
        bullets: [
          "El clima: lluvia, tormentas, granizo, calor extremo, heladas o un terreno demasiado mojado para excavar o colar concreto",
          "La escasez de materiales, los pedidos atrasados y los retrasos en los envíos",
          "Los tiempos de revisión de los permisos y la disponibilidad de las inspecciones",
          "Las condiciones ocultas que se descubren al abrir el área de trabajo",
          "Las selecciones tardías o los cambios que pida el propietario",
        ],
      },
      {
        id: "homeowner-responsibilities",
        heading: "Responsabilidades del propietario",
        paragraphs: [
          "Para que su proyecto sea seguro y avance según el calendario, le pedimos que:",
        ],
        bullets: [
          "Le dé a nuestro equipo acceso al área de trabajo, al agua y a la electricidad durante el horario normal de trabajo",
          "Saque del área de trabajo los muebles, los objetos de valor y sus pertenencias personales antes de que empiece la obra",
          "Haga sus selecciones y tome sus decisiones en las fechas del calendario",
          "Mantenga a los niños y las mascotas lejos del área de trabajo",
          "Nos informe de los problemas que conozca, como fugas anteriores, reparaciones de cimentación, líneas enterradas o sistemas de riego",
          "Nos informe de cualquier asociación de propietarios (HOA) o restricción de escritura que afecte su propiedad, y firme la solicitud de la asociación donde se pida la firma del propietario",
          "Pida los cambios mediante una orden de cambio por escrito, y no directamente a los trabajadores en la obra",
        ],
      },
      {
        id: "warranty",
        heading: "Garantía",
        paragraphs: [
          `Todo proyecto incluye nuestra ${claimText.workmanshipWarranty}, que cuenta a partir de la fecha en que se termina el proyecto. Si un trabajo que hicimos falla por la forma en que se hizo, lo reparamos sin costo para usted. Las ampliaciones de vivienda también tienen una garantía estructural de ${yearsInSpanish(business.claims.additionStructuralWarrantyYears)} que cubre la cimentación, el armazón y la estructura del techo que construimos.`,
          `Para solicitar servicio de garantía, escríbanos a ${business.email} o llámenos al ${business.phone.display} e indíquenos la dirección del proyecto, una descripción del problema y, si puede, fotos. Revisamos el problema y reparamos o reemplazamos el trabajo cubierto.`,
          "La garantía no cubre:",
        ],
        bullets: [
          "El desgaste normal por el uso",
          "Los materiales, accesorios o electrodomésticos que proporcione el propietario",
          "Los productos fabricados, que están cubiertos por las garantías de sus fabricantes; le transferimos esas garantías a usted",
          "Los daños por mal uso, descuido o accidentes, o por cambios y reparaciones que hagan otras personas",
        ],
      },
      {
        id: "website-content-and-tools",
        heading: "Contenido y herramientas del sitio web",
        paragraphs: [
          "Los precios, plazos y rangos de presupuesto de este sitio web describen proyectos típicos del área de Dallas. Son una orientación general, no cotizaciones: solo un presupuesto por escrito, preparado después de una consulta, establece el precio de su proyecto.",
          "La calculadora de financiamiento da solo estimaciones. No es una decisión de crédito ni una oferta de financiamiento; la APR, las condiciones y los pagos reales varían según el prestamista y el perfil de crédito.",
          "La calculadora de ahorro de energía da estimaciones basadas en las condiciones típicas del área de Dallas. Los resultados reales varían según el tamaño de la casa, los equipos, las personas que la habitan y el clima.",
          "Los artículos y las páginas de ideas son información general sobre remodelación. Su casa, las reglas de su ciudad y su presupuesto pueden pedir una respuesta distinta, y para eso es la consulta.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "Propiedad intelectual",
        paragraphs: [
          `Los textos, las fotografías, las ilustraciones, los logotipos y el diseño de este sitio web pertenecen a ${business.name} o se usan con permiso. Puede ver, imprimir y compartir las páginas para uso personal y no comercial, por ejemplo para mostrarle una idea a su familia. No puede copiarlas para promover otro negocio. Los dibujos y planos que preparamos para su proyecto son para usarse en ese proyecto.`,
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "Limitación de responsabilidad",
        paragraphs: [
          "El sitio web y sus herramientas se ofrecen tal como están, sin ninguna promesa de que no tengan errores o de que siempre estén disponibles. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuenciales que resulten del uso del sitio web o de sus herramientas.",
          `Nuestras responsabilidades por los trabajos del proyecto son las que establecen su contrato por escrito y su garantía. Nada de lo que dicen estos términos limita un derecho que las leyes de ${regionName} no permitan limitar.`,
        ],
      },
      {
        id: "dispute-resolution",
        heading: "Solución de disputas",
        paragraphs: [
          "Si no está conforme con alguna parte de nuestro trabajo, queremos saberlo pronto. Las disputas se resuelven en estos pasos, y cada uno se intenta de buena fe antes de pasar al siguiente:",
        ],
        bullets: [
          "Comunicación directa: hable con su gerente de proyecto o comuníquese con nosotros, y le responderemos y trabajaremos para resolver el problema",
          "Escalamiento a la dirección: si así no se resuelve, el dueño del negocio revisa el asunto con usted personalmente",
          `Mediación: si aún no estamos de acuerdo, nos reunimos con un mediador neutral en el ${county}, ${regionName}`,
          `Arbitraje vinculante: si la mediación no resuelve la disputa, esta se decide mediante arbitraje vinculante en el ${county}, ${regionName}`,
        ],
      },
      {
        id: "governing-law-and-venue",
        heading: "Ley aplicable y jurisdicción",
        paragraphs: [
          `Estos términos y cualquier contrato con nosotros se rigen por las leyes del estado de ${regionName}. Cualquier procedimiento judicial permitido por estos términos, incluido uno para obtener una sentencia que confirme un laudo arbitral, se presenta en el ${county}, ${regionName}.`,
        ],
      },
      {
        id: "changes-to-these-terms",
        heading: "Cambios a estos términos",
        paragraphs: [
          "Es posible que actualicemos estos términos de vez en cuando; cuando lo hagamos, cambiaremos la fecha de la última actualización que aparece al principio de esta página. Los cambios no modifican un contrato que usted ya haya firmado.",
        ],
      },
      {
        id: "contact-us",
        heading: "Cómo comunicarse con nosotros",
        paragraphs: [
          "Con gusto respondemos sus preguntas sobre estos términos, un presupuesto o un proyecto:",
        ],
        bullets: contactBullets(business),
      },
    ],
  };
};
