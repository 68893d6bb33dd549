import type { EstimateCopy } from "./copy-schema";

const years = (count: number) => (count === 1 ? "1 año" : `${count} años`);
const workingDays = (count: number) => (count === 1 ? "1 día hábil" : `${count} días hábiles`);

/**
 * The homeowner's estimate page in Spanish, in the site's words: "presupuesto" (estimate),
 * "anticipo" (deposit), "monto asignado" (allowance, as in the terms of service), "orden de
 * cambio", "días hábiles". Dates arrive written out ("2 de enero de 2027") and are said after
 * "el"; amounts and percentages arrive formatted.
 */
export const estimateCopyEs: EstimateCopy = {
  title: "Su presupuesto",
  description:
    "Su presupuesto por escrito y desglosado: cada renglón, sus opciones, los totales y los pagos.",
  kicker: "Presupuesto por escrito",
  preparedFor: (name) => `Preparado para ${name}`,
  revision: (revision, sentOn) =>
    revision === 1 ? `Enviado el ${sentOn}` : `Revisión ${revision}, enviada el ${sentOn}`,
  validUntil: (day) => `Válido hasta el ${day}`,
  status: {
    viewed: "",
    accepted: "Usted aceptó y firmó este presupuesto.",
    declined: "Usted rechazó este presupuesto.",
    cancelled: "Este presupuesto se canceló.",
    lapsed:
      "Este presupuesto pasó su fecha de validez y ya no se puede firmar. Pídanos uno nuevo: volvemos a revisar los precios y el plazo de validez empieza de nuevo.",
  },
  scope: "Alcance del trabajo",
  line: {
    each: (quantity, unit, price) => `${quantity} ${unit} × ${price}`,
    allowance: "Monto asignado",
    optional: "Opcional",
    add: (description) => `Agregar: ${description}`,
  },
  sectionTotal: (title) => `Total de ${title}`,
  choose: (title) => `Elija: ${title}`,
  update: "Actualizar los totales",
  updateHint: "Elija sus opciones arriba y luego actualice los totales para ver cuánto suman.",
  totals: {
    heading: "Su total",
    subtotal: "Subtotal",
    tax: (percent) => `Impuesto (${percent})`,
    total: "Total",
  },
  payments: {
    heading: "Calendario de pagos",
    intro:
      "El anticipo al firmar y, después, cada pago cuando la obra llega a esa etapa. Juntos suman exactamente el total, hasta el último centavo.",
    deposit: (percent) => `Anticipo al firmar (${percent})`,
    share: (percent) => `${percent} del saldo`,
    when: "Cuándo",
    amount: "Monto",
  },
  plan: {
    heading: "Plan de la obra",
    intro:
      "Las etapas de la obra en orden, en días hábiles. Una vez firmado el presupuesto, el calendario del proyecto se arma a partir de este plan.",
    days: workingDays,
    total: (count) => `Aproximadamente ${workingDays(count)} en total`,
  },
  warranty: {
    heading: "Garantía",
    workmanship: (count) =>
      `Mano de obra: ${years(count)} a partir de la fecha de terminación, por escrito.`,
    structural: (count) =>
      `Trabajo estructural de la ampliación: ${years(count)} a partir de la fecha de terminación.`,
  },
  exclusions: "Lo que no está incluido",
  terms: {
    heading: "Condiciones",
    items: ({ validUntil, depositPercent }) => [
      `Estos precios se mantienen hasta el ${validUntil}.`,
      `Al firmar, usted paga un anticipo del ${depositPercent} del total; el resto se paga como indica el calendario de pagos de arriba.`,
      "Un monto asignado es una cantidad reservada para algo que usted elegirá más adelante (loseta, accesorios). Si lo que elija cuesta menos, usted recibe un crédito por la diferencia; si cuesta más, usted primero aprueba la diferencia por escrito.",
      "Cualquier cambio en el trabajo o en el precio se acuerda en una orden de cambio por escrito antes de que se haga.",
    ],
  },
  questions: (business, phone, email) =>
    `¿Tiene preguntas sobre un renglón o una opción? Llame a ${business} al ${phone} o escriba a ${email}.`,
  governing:
    "Este texto en español es una traducción de cortesía: si hay alguna diferencia entre las dos versiones, o alguna duda sobre su significado, rige la versión en inglés.",
  sign: {
    heading: "Aceptar y firmar",
    total: (amount) =>
      `Usted acepta el trabajo y las opciones que se muestran arriba, por un total de ${amount}.`,
    disclosure: (business, phone, email) => [
      "Puede firmar este presupuesto de forma electrónica. Su firma electrónica tiene el mismo efecto que una firma en papel.",
      `Puede pedirle a ${business} una copia en papel de este presupuesto y de todo lo que firme aquí, sin costo: llame al ${phone} o escriba a ${email}.`,
      "Puede retirar en cualquier momento su consentimiento a recibir documentos electrónicos avisándonos por escrito; desde entonces le enviaremos los documentos en papel. Retirarlo no anula una firma ya dada.",
      "Para abrir y guardar estos documentos necesita un dispositivo con un navegador web actualizado y correo electrónico. Puede imprimir esta página o guardarla.",
    ],
    consent: "Leí lo anterior y acepto recibir y firmar este presupuesto de forma electrónica.",
    name: "Su nombre completo",
    nameHint: "Escribir aquí su nombre completo es su firma.",
    button: "Aceptar y firmar",
    cancelStatement:
      "USTED, EL COMPRADOR, PUEDE CANCELAR ESTA TRANSACCIÓN EN CUALQUIER MOMENTO ANTES DE LA MEDIANOCHE DEL TERCER DÍA HÁBIL DESPUÉS DE LA FECHA DE ESTA TRANSACCIÓN. VEA EL FORMULARIO DE AVISO DE CANCELACIÓN ADJUNTO PARA UNA EXPLICACIÓN DE ESTE DERECHO.",
    cancelHow: (day, email) =>
      `Si firma hoy, puede cancelar hasta la medianoche (hora de Dallas) al final del ${day} avisándonos por escrito: un correo a ${email} o una carta.`,
    refusals: {
      invalid: "Este enlace no funciona, así que no se firmó nada.",
      unknown: "No encontramos este presupuesto, así que no se firmó nada.",
      expired: "Este enlace ya venció, así que no se firmó nada.",
      replaced:
        "Le enviamos una revisión más reciente de este presupuesto, así que esta ya no se puede firmar.",
      settled: "Este presupuesto ya se firmó, se rechazó o se canceló. No cambió nada.",
      lapsed: "Este presupuesto pasó su fecha de validez y ya no se puede firmar.",
      consent: "Marque la casilla para aceptar la firma electrónica y vuelva a firmar.",
      name: "Escriba su nombre completo como firma y vuelva a firmar.",
      choice: "Sus opciones no coinciden con este presupuesto. Revíselas y vuelva a firmar.",
      changed:
        "Sus opciones cambiaron el total desde que se mostró. Revise el nuevo total abajo y vuelva a firmar.",
    },
    signed: {
      heading: "Firmado",
      by: (name, when) => `Firmado electrónicamente por ${name} el ${when}.`,
      total: (amount) => `Total aceptado: ${amount}.`,
      hash: "Huella del registro firmado (SHA-256)",
      cancelUntil: (day) =>
        `Puede cancelar esta transacción hasta la medianoche (hora de Dallas) al final del ${day}.`,
    },
  },
  mail: {
    subject: (business, title) => `Su presupuesto de ${business}: ${title}`,
    intro: (title, address) =>
      `Le enviamos su presupuesto por escrito para ${title} en ${address}. Muestra cada renglón del trabajo, las opciones que puede elegir y cuánto cuesta cada una, hasta el último centavo.`,
    replaces:
      "Esta revisión reemplaza la que le enviamos antes; el enlace anterior ahora lo trae aquí.",
    open: "Abrir su presupuesto",
    valid: (day) => `Los precios se mantienen hasta el ${day}.`,
    questions: (phone) => `¿Tiene preguntas? Responda a este correo o llámenos al ${phone}.`,
  },
  refused: {
    invalid: {
      heading: "Este enlace no funciona",
      text: "Puede que el enlace haya quedado incompleto o que se haya modificado. Ábralo otra vez desde el correo que le enviamos, o llámenos y se lo volvemos a enviar.",
    },
    unknown: {
      heading: "No encontramos este presupuesto",
      text: "Es posible que lo hayamos retirado. Llámenos y con gusto le ayudamos.",
    },
    expired: {
      heading: "Este enlace ya venció",
      text: "Llámenos y le enviamos una copia nueva de su presupuesto.",
    },
    replaced: {
      heading: "Este presupuesto fue reemplazado",
      text: "Le enviamos una revisión más reciente de este presupuesto. La versión que abrió con este enlace ya no se puede firmar.",
      link: "Abrir el presupuesto vigente",
    },
  },
};
