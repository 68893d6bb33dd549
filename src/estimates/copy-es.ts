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
      "Puede retirar en cualquier momento su consentimiento para recibir documentos electrónicos avisándonos por escrito; a partir de ese momento le enviaremos los documentos en papel. Retirarlo no anula una firma ya dada.",
      "Para abrir y guardar estos documentos necesita un dispositivo con un navegador web actualizado y una cuenta de correo electrónico. Puede imprimir esta página o guardarla.",
    ],
    consent: "Leí lo anterior y acepto recibir y firmar este presupuesto de forma electrónica.",
    name: "Su nombre completo",
    nameHint: "Escribir aquí su nombre completo es su firma.",
    button: "Aceptar y firmar",
    cancelStatement:
      "USTED, EL COMPRADOR, PUEDE CANCELAR ESTA TRANSACCIÓN EN CUALQUIER MOMENTO ANTES DE LA MEDIANOCHE DEL TERCER DÍA HÁBIL SIGUIENTE A LA FECHA DE ESTA TRANSACCIÓN. CONSULTE EL FORMULARIO DE AVISO DE CANCELACIÓN ADJUNTO, DONDE SE EXPLICA ESTE DERECHO.",
    cancelHow: (day, email) =>
      `Si firma hoy, puede cancelar hasta la medianoche (hora de Dallas) al final del ${day}: en esta página, con un correo electrónico a ${email} o enviando por correo postal o entregando el aviso de abajo.`,
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
  notice: {
    heading: "AVISO DE CANCELACIÓN",
    transactionDate: (day) => `Fecha de la transacción: ${day}`,
    paragraphs: [
      "USTED PUEDE CANCELAR ESTA TRANSACCIÓN, SIN NINGUNA PENALIDAD NI OBLIGACIÓN, DENTRO DE LOS TRES DÍAS HÁBILES SIGUIENTES A LA FECHA INDICADA ARRIBA.",
      "SI USTED CANCELA, CUALQUIER BIEN ENTREGADO COMO PARTE DE PAGO, CUALQUIER PAGO HECHO POR USTED BAJO EL CONTRATO O VENTA Y CUALQUIER INSTRUMENTO NEGOCIABLE FIRMADO POR USTED LE SERÁN DEVUELTOS DENTRO DE LOS 10 DÍAS HÁBILES SIGUIENTES A QUE EL VENDEDOR RECIBA SU AVISO DE CANCELACIÓN, Y CUALQUIER DERECHO DE GARANTÍA O GRAVAMEN QUE SURJA DE LA TRANSACCIÓN SERÁ CANCELADO.",
      "SI USTED CANCELA, DEBE PONER A DISPOSICIÓN DEL VENDEDOR EN SU RESIDENCIA, EN CONDICIONES SUSTANCIALMENTE TAN BUENAS COMO CUANDO LOS RECIBIÓ, LOS BIENES QUE SE LE HAYAN ENTREGADO BAJO ESTE CONTRATO O VENTA; O, SI LO DESEA, PUEDE SEGUIR LAS INSTRUCCIONES DEL VENDEDOR PARA DEVOLVER LOS BIENES POR ENVÍO, POR CUENTA Y RIESGO DEL VENDEDOR.",
      "SI USTED PONE LOS BIENES A DISPOSICIÓN DEL VENDEDOR Y EL VENDEDOR NO LOS RECOGE DENTRO DE LOS 20 DÍAS SIGUIENTES A LA FECHA DE SU AVISO DE CANCELACIÓN, USTED PUEDE QUEDARSE CON ELLOS O DESHACERSE DE ELLOS SIN NINGUNA OTRA OBLIGACIÓN. SI USTED NO PONE LOS BIENES A DISPOSICIÓN DEL VENDEDOR, O SI ACEPTA DEVOLVÉRSELOS Y NO LO HACE, SEGUIRÁ SIENDO RESPONSABLE DEL CUMPLIMIENTO DE TODAS LAS OBLIGACIONES DEL CONTRATO.",
    ],
    howTo: (business, address, day) =>
      `PARA CANCELAR ESTA TRANSACCIÓN, ENVÍE POR CORREO O ENTREGUE UNA COPIA FIRMADA Y FECHADA DE ESTE AVISO DE CANCELACIÓN, O CUALQUIER OTRO AVISO POR ESCRITO, A ${business.toUpperCase()}, EN ${address.toUpperCase()}, A MÁS TARDAR A LA MEDIANOCHE DEL ${day.toUpperCase()}.`,
    hereby: "POR LA PRESENTE CANCELO ESTA TRANSACCIÓN.",
    dateLine: "(Fecha)",
    signatureLine: "(Firma del comprador)",
    otherWays: (email) =>
      `Además de este aviso, también puede cancelar con un correo electrónico a ${email} o, después de firmar, con el botón de cancelar de esta página.`,
  },
  cancel: {
    heading: "Cancelar esta transacción",
    intro: (day) =>
      `Puede cancelar hasta la medianoche (hora de Dallas) al final del ${day}, sin ninguna penalidad. Le devolveremos cualquier anticipo que haya pagado dentro de 10 días hábiles.`,
    confirm: "Por la presente cancelo esta transacción.",
    button: "Cancelar esta transacción",
    ended: (day) =>
      `El plazo para cancelar terminó a la medianoche (hora de Dallas) al final del ${day}.`,
    cancelled: (when) =>
      `Usted canceló esta transacción el ${when}. Le devolveremos cualquier anticipo que haya pagado dentro de 10 días hábiles.`,
  },
  decline: {
    summary: "¿No va a seguir adelante? Rechace este presupuesto",
    intro:
      "Al rechazarlo, nos avisa que no seguirá adelante con este presupuesto. Si el motivo es algo del presupuesto, díganoslo: un precio, una opción, los plazos. Leemos todas las respuestas.",
    reason: "Motivo, si desea compartirlo (opcional)",
    reasonHint: "Hasta 2,000 caracteres.",
    button: "Rechazar este presupuesto",
  },
  ask: {
    heading: "Haga una pregunta",
    intro:
      "Sobre un renglón, una opción, el calendario o cualquier otra cosa. Le respondemos por correo, normalmente el mismo día hábil.",
    label: "Su pregunta",
    button: "Enviar la pregunta",
  },
  replies: {
    done: {
      declined:
        "Usted rechazó este presupuesto. Gracias por avisarnos; ya se lo comunicamos al equipo.",
      cancelled:
        "Usted canceló esta transacción. Ya recibimos su aviso; guarde una copia de esta página como comprobante.",
      asked: "Su pregunta fue enviada. Le responderemos por correo.",
    },
    refusals: {
      invalid: "Este enlace no funciona, así que no se envió nada.",
      unknown: "No encontramos este presupuesto, así que no se envió nada.",
      expired: "Este enlace ya venció, así que no se envió nada.",
      replaced:
        "Le enviamos una revisión más reciente de este presupuesto. Ábrala desde el correo más reciente.",
      settled: "Este presupuesto ya se firmó, se rechazó o se canceló. No cambió nada.",
      unsigned:
        "Este presupuesto no fue firmado, así que no hay nada que cancelar. Puede rechazarlo.",
      no_right:
        "Este presupuesto se firmó sin el derecho a cancelar dentro de 3 días. Llámenos para hablarlo.",
      late: "El plazo para cancelar terminó, así que no cambió nada. Llámenos para hablarlo.",
      confirm: "Marque la casilla para confirmar que cancela y vuelva a presionar el botón.",
      text: "Escriba su pregunta o su razón de 2 a 2,000 caracteres y vuelva a enviarla.",
      too_many: "Hoy ya envió muchas preguntas. Por favor, llámenos.",
    },
  },
  pdf: {
    fileName: (estimateId, signed) => `presupuesto-${estimateId}${signed ? "-firmado" : ""}.pdf`,
    download: "Descargar en PDF",
    number: (estimateId, revision) =>
      revision === 1
        ? `Presupuesto n.º ${estimateId}`
        : `Presupuesto n.º ${estimateId}, revisión ${revision}`,
    unsigned:
      "Sin firmar. Esta copia muestra el presupuesto tal como se envió, con las opciones elegidas al guardarlo.",
    chosen: (option) => `Opción elegida: ${option}`,
    added: "Adicional",
    page: (page, pages) => `Página ${page} de ${pages}`,
    noticeCopy: (copy) =>
      copy === 1 ? "Copia para que usted la conserve" : "Copia para enviar si cancela",
    cancelOnline: (email) =>
      `También puede cancelar enviando un correo electrónico a ${email} o con el botón de cancelar en la página de su presupuesto.`,
    certificate: {
      heading: "Certificado de firma electrónica",
      intro: (business) =>
        `Cómo se envió, se abrió y se firmó este presupuesto, según lo registró el sitio web de ${business}.`,
      estimate: "Presupuesto",
      sentTo: "Enviado a",
      sentAt: "Enviado",
      opened: "Abierto antes de firmar",
      openedTimes: (count, first, last) =>
        count === 1
          ? `Una vez, el ${first}`
          : `${count} veces; la primera el ${first}, la última el ${last}`,
      notOpened: "No hay aperturas registradas",
      signer: "Firmado por",
      signedAt: "Firmado",
      ipAddress: "Desde la dirección IP",
      browser: "Navegador",
      consent: "Consentimiento otorgado",
      total: "Total aceptado",
      rightToCancel: "Derecho a cancelar (3 días hábiles)",
      cancelUntil: (day) => `Hasta la medianoche (hora de Dallas) al final del ${day}`,
      noRight: "No forma parte de este presupuesto",
      hash: "SHA-256 del registro firmado",
      hashNote: (business) =>
        `El registro firmado es el presupuesto tal como se envió, las opciones, los totales y los datos de arriba, exactamente como los guarda ${business}. Al calcular de nuevo su SHA-256 se obtiene esta misma huella digital; si hubiera cambiado un solo carácter, no coincidiría.`,
    },
  },
  signedMail: {
    subject: (business, title) => `Su presupuesto firmado de ${business}: ${title}`,
    intro: (title, when) =>
      `Gracias. Le adjuntamos el presupuesto de ${title} que firmó el ${when}, junto con un certificado que indica cómo se firmó. Guárdelo con sus documentos.`,
    cancel: (day) =>
      `Puede cancelar hasta la medianoche (hora de Dallas) al final del ${day}: en la página de su presupuesto, respondiendo a este correo o con el aviso de cancelación de la copia adjunta.`,
    open: "Abrir su presupuesto firmado",
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
