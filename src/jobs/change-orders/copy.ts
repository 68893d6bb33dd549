import type { Locale } from "@/lib/i18n/locale";

/**
 * A change order's words for the homeowner, on their project page, in its e-mail and on its PDF,
 * in their language. Amounts, days and names come in already written for that language.
 */
export type ChangeOrderCopy = {
  heading: string;
  none: string;
  name: (number: number) => string;
  /** The payment a change order adds, and the reason beside a date it moves. */
  paymentTitle: (number: number, title: string) => string;
  scheduleNote: (number: number, title: string) => string;
  state: {
    sent: string;
    signed: (name: string, when: string) => string;
    declined: (when: string) => string;
    withdrawn: string;
  };
  why: string;
  lines: {
    item: string;
    amount: string;
    each: (quantity: string, unit: string, price: string) => string;
    credit: string;
  };
  totals: { added: string; credited: string; tax: (percent: string) => string; total: string };
  effect: {
    heading: string;
    contract: (before: string, after: string) => string;
    dueAtSigning: (amount: string) => string;
    dueWithFinal: (amount: string) => string;
    credit: (amount: string) => string;
    noPayment: string;
    longer: (phase: string, days: number) => string;
    shorter: (phase: string, days: number) => string;
    noSchedule: string;
  };
  sign: {
    heading: string;
    disclosure: (business: string, phone: string, email: string) => string[];
    consent: string;
    name: string;
    nameHint: string;
    button: string;
    declineHeading: string;
    declineReason: string;
    declineButton: string;
  };
  refusals: {
    unknown: string;
    settled: string;
    consent: string;
    name: string;
    changed: string;
    payments: string;
    reason: string;
  };
  done: { signed: string; declined: string };
  pdf: {
    link: (number: number) => string;
    fileName: (jobId: number, number: number) => string;
    kicker: string;
    preparedFor: (name: string) => string;
    sentOn: (day: string) => string;
    signature: string;
    certificate: {
      heading: string;
      intro: (business: string) => string;
      document: string;
      sentTo: string;
      sentAt: string;
      signer: string;
      signedAt: string;
      ipAddress: string;
      browser: string;
      contract: string;
      contractChange: (before: string, after: string) => string;
      consent: string;
      hash: string;
      hashNote: (business: string) => string;
    };
    page: (page: number, pages: number) => string;
  };
  mail: {
    subject: (number: number, title: string) => string;
    intro: (number: number, title: string, jobTitle: string) => string;
    total: (amount: string) => string;
    button: string;
    after: string;
  };
};

const days = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const en: ChangeOrderCopy = {
  heading: "Change orders",
  none: "No changes to the signed work.",
  name: (number) => `Change order ${number}`,
  paymentTitle: (number, title) => `Change order ${number}: ${title}`,
  scheduleNote: (number, title) => `Change order ${number}, signed: ${title}`,
  state: {
    sent: "Waiting for your signature. Nothing changes until you sign.",
    signed: (name, when) => `Signed electronically by ${name} on ${when}.`,
    declined: (when) => `You declined it on ${when}. Nothing changed.`,
    withdrawn: "Withdrawn by the office before it was signed. Nothing changed.",
  },
  why: "Why",
  lines: {
    item: "Item",
    amount: "Amount",
    each: (quantity, unit, price) => `${quantity} ${unit} × ${price}`,
    credit: "credit",
  },
  totals: {
    added: "Added work",
    credited: "Credit for work taken out",
    tax: (percent) => `Tax (${percent})`,
    total: "This change order",
  },
  effect: {
    heading: "What it changes",
    contract: (before, after) => `Contract total: ${before} now, ${after} with this change.`,
    dueAtSigning: (amount) => `${amount} is due at signing, before your next payment.`,
    dueWithFinal: (amount) => `${amount} is added to the end of your payment schedule.`,
    credit: (amount) => `${amount} comes off your last payments still to come.`,
    noPayment: "What you pay does not change.",
    longer: (phase, count) =>
      `${phase} takes ${days(count, "more working day", "more working days")}; the dates after it move.`,
    shorter: (phase, count) =>
      `${phase} takes ${days(count, "working day", "working days")} less; the dates after it move up.`,
    noSchedule: "The schedule does not change.",
  },
  sign: {
    heading: "Sign or decline",
    disclosure: (business, phone, email) => [
      "You may sign this change order electronically. Your electronic signature has the same effect as signing on paper.",
      `You can ask ${business} for a paper copy of it at no charge: call ${phone} or write to ${email}.`,
    ],
    consent: "I have read this change order and agree to sign it electronically.",
    name: "Your full name",
    nameHint: "Typing your full name here is your signature.",
    button: "Sign the change order",
    declineHeading: "Not what you want?",
    declineReason: "Tell us why (optional)",
    declineButton: "Decline it",
  },
  refusals: {
    unknown: "We cannot find this change order on your project, so nothing was signed.",
    settled: "This change order was already signed, declined or withdrawn. Nothing changed.",
    consent: "Tick the box to agree to sign electronically, then sign again.",
    name: "Type your full name as your signature, then sign again.",
    changed:
      "The totals changed since this page was shown. Check the figures below, then sign again.",
    payments:
      "This credit no longer fits the payments still to come. Your project manager will send a new change order.",
    reason: "Keep the reason under 1,000 characters.",
  },
  done: {
    signed: "Signed. Your contract total, payments and schedule below now include it.",
    declined: "Declined. Your project manager has been told; nothing changed.",
  },
  pdf: {
    link: (number) => `Change order ${number} (PDF)`,
    fileName: (jobId, number) => `change-order-${jobId}-${number}.pdf`,
    kicker: "Change order",
    preparedFor: (name) => `For ${name}`,
    sentOn: (day) => `Sent on ${day}`,
    signature: "Signature",
    certificate: {
      heading: "Certificate of signature",
      intro: (business) => `Kept by ${business} with the signed change order.`,
      document: "Change order",
      sentTo: "Sent to",
      sentAt: "Sent",
      signer: "Signed by (typed name)",
      signedAt: "Signed",
      ipAddress: "From the internet address",
      browser: "Browser",
      contract: "Contract total",
      contractChange: (before, after) => `from ${before} to ${after}`,
      consent: "Consent given",
      hash: "Fingerprint of the signed record (SHA-256)",
      hashNote: (business) =>
        `${business} keeps the signed record; its SHA-256 is printed above, so any change to it would show.`,
    },
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  mail: {
    subject: (number, title) => `Change order ${number} to sign: ${title}`,
    intro: (number, title, jobTitle) =>
      `Your project manager sent change order ${number}, "${title}", for ${jobTitle}.`,
    total: (amount) =>
      `It comes to ${amount}. Read what it changes, then sign or decline it on your project page.`,
    button: "Read and sign it",
    after: "Nothing changes until you sign. Questions? Reply to this e-mail.",
  },
};

const es: ChangeOrderCopy = {
  heading: "Órdenes de cambio",
  none: "No hay cambios al trabajo firmado.",
  name: (number) => `Orden de cambio ${number}`,
  paymentTitle: (number, title) => `Orden de cambio ${number}: ${title}`,
  scheduleNote: (number, title) => `Orden de cambio ${number}, firmada: ${title}`,
  state: {
    sent: "Espera su firma. Nada cambia hasta que usted firme.",
    signed: (name, when) => `Firmada electrónicamente por ${name} el ${when}.`,
    declined: (when) => `Usted la rechazó el ${when}. Nada cambió.`,
    withdrawn: "La oficina la retiró antes de que se firmara. Nada cambió.",
  },
  why: "Motivo",
  lines: {
    item: "Concepto",
    amount: "Monto",
    each: (quantity, unit, price) => `${quantity} ${unit} × ${price}`,
    credit: "crédito",
  },
  totals: {
    added: "Trabajo agregado",
    credited: "Crédito por trabajo que se quita",
    tax: (percent) => `Impuesto (${percent})`,
    total: "Esta orden de cambio",
  },
  effect: {
    heading: "Qué cambia",
    contract: (before, after) => `Total del contrato: ${before} ahora, ${after} con este cambio.`,
    dueAtSigning: (amount) => `${amount} se paga al firmar, antes de su próximo pago.`,
    dueWithFinal: (amount) => `${amount} se agrega al final de su calendario de pagos.`,
    credit: (amount) => `${amount} se descuenta de sus últimos pagos pendientes.`,
    noPayment: "Lo que usted paga no cambia.",
    longer: (phase, count) =>
      `La etapa “${phase}” toma ${days(count, "día hábil más", "días hábiles más")}; las fechas siguientes se retrasan.`,
    shorter: (phase, count) =>
      `La etapa “${phase}” toma ${days(count, "día hábil menos", "días hábiles menos")}; las fechas siguientes se adelantan.`,
    noSchedule: "El calendario no cambia.",
  },
  sign: {
    heading: "Firmar o rechazar",
    disclosure: (business, phone, email) => [
      "Puede firmar esta orden de cambio electrónicamente. Su firma electrónica tiene el mismo efecto que firmar en papel.",
      `Puede pedir a ${business} una copia en papel sin costo: llame al ${phone} o escriba a ${email}.`,
    ],
    consent: "He leído esta orden de cambio y acepto firmarla electrónicamente.",
    name: "Su nombre completo",
    nameHint: "Escribir aquí su nombre completo es su firma.",
    button: "Firmar la orden de cambio",
    declineHeading: "¿No es lo que quiere?",
    declineReason: "Díganos por qué (opcional)",
    declineButton: "Rechazar la orden de cambio",
  },
  refusals: {
    unknown: "No encontramos esta orden de cambio en su proyecto, así que no se firmó nada.",
    settled: "Esta orden de cambio ya se firmó, se rechazó o se retiró. Nada cambió.",
    consent: "Marque la casilla para aceptar la firma electrónica y vuelva a firmar.",
    name: "Escriba su nombre completo como firma y vuelva a firmar.",
    changed:
      "Los totales cambiaron desde que se mostró esta página. Revise las cifras de abajo y vuelva a firmar.",
    payments:
      "Este crédito ya no se puede aplicar a los pagos pendientes. Su gerente de proyecto le enviará una nueva orden de cambio.",
    reason: "El motivo debe tener menos de 1,000 caracteres.",
  },
  done: {
    signed: "Firmada. El total del contrato, los pagos y el calendario de abajo ya la incluyen.",
    declined: "Rechazada. Su gerente de proyecto ya lo sabe; nada cambió.",
  },
  pdf: {
    link: (number) => `Orden de cambio ${number} (PDF)`,
    fileName: (jobId, number) => `orden-de-cambio-${jobId}-${number}.pdf`,
    kicker: "Orden de cambio",
    preparedFor: (name) => `Para ${name}`,
    sentOn: (day) => `Enviada el ${day}`,
    signature: "Firma",
    certificate: {
      heading: "Certificado de firma",
      intro: (business) => `Lo guarda ${business} junto con la orden de cambio firmada.`,
      document: "Orden de cambio",
      sentTo: "Enviada a",
      sentAt: "Enviada",
      signer: "Firmada por (nombre escrito)",
      signedAt: "Firmada",
      ipAddress: "Desde la dirección de internet",
      browser: "Navegador",
      contract: "Total del contrato",
      contractChange: (before, after) => `de ${before} a ${after}`,
      consent: "Consentimiento dado",
      hash: "Huella del registro firmado (SHA-256)",
      hashNote: (business) =>
        `${business} guarda el registro firmado; su SHA-256 aparece arriba, así que cualquier cambio se notaría.`,
    },
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
  mail: {
    subject: (number, title) => `Orden de cambio ${number} para firmar: ${title}`,
    intro: (number, title, jobTitle) =>
      `Su gerente de proyecto le envió la orden de cambio ${number}, “${title}”, para su proyecto “${jobTitle}”.`,
    total: (amount) =>
      `El total es ${amount}. Lea qué cambia y fírmela o recházela en la página de su proyecto.`,
    button: "Leerla y firmarla",
    after:
      "Nada cambia hasta que usted firme. ¿Tiene preguntas? Responda a este correo electrónico.",
  },
};

export const changeOrderCopyIn: Record<Locale, ChangeOrderCopy> = { en, es };
