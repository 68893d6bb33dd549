import type { PortalCopy } from "./copy-schema";

/** El portal del cliente y sus correos, en español (en inglés: copy.ts). */
export const portalCopyEs: PortalCopy = {
  title: "La página de su proyecto",
  description:
    "Inicie sesión para ver el calendario de su proyecto, las novedades diarias, sus documentos y sus pagos.",
  signIn: {
    heading: "La página de su proyecto",
    intro:
      "Su calendario, las novedades diarias de su gerente de proyecto, sus documentos firmados y lo que ya pagó, en un solo lugar. No hay contraseña: escriba el correo electrónico al que le enviamos su presupuesto y le enviaremos un enlace para iniciar sesión.",
    address: "Su correo electrónico",
    send: "Enviarme un enlace para iniciar sesión",
    notices: {
      sent: {
        heading: "Revise su correo",
        text: "Si ese correo corresponde a uno de nuestros proyectos, ya le enviamos un enlace para iniciar sesión. Sirve una sola vez, durante 15 minutos. ¿Pasaron unos minutos y no llegó nada? Revise la carpeta de correo no deseado (spam).",
      },
      "signed-out": { heading: "Sesión cerrada", text: "Cerró la sesión en este dispositivo." },
      "signed-out-everywhere": {
        heading: "Sesión cerrada en todos los dispositivos",
        text: "Cerró la sesión en todos sus dispositivos. Para volver, pida un enlace nuevo.",
      },
      "device-signed-out": {
        heading: "Sesión cerrada en ese dispositivo",
        text: "Ese dispositivo ya no tiene la sesión abierta. Necesitará un enlace nuevo para volver.",
      },
    },
    problems: {
      address: () =>
        "Escriba el correo electrónico al que le enviamos su presupuesto, por ejemplo nombre@ejemplo.com.",
      limit: (minutes) =>
        `Se pidieron demasiados enlaces para iniciar sesión. Vuelva a intentarlo en ${minutes} minuto${minutes === 1 ? "" : "s"}.`,
    },
    callUs: (phone) => `¿Tiene preguntas sobre su proyecto? Llámenos al ${phone}.`,
  },
  link: {
    heading: "Inicie sesión en la página de su proyecto",
    text: (days) =>
      `Presione el botón para iniciar sesión en este dispositivo. Su sesión seguirá abierta durante ${days} días o hasta que la cierre.`,
    button: "Iniciar sesión",
    refused: {
      invalid: {
        heading: "Este enlace está incompleto",
        text: "Falta parte del enlace. Ábralo directamente desde el correo, o pida uno nuevo.",
      },
      unknown: {
        heading: "Este enlace no funciona",
        text: "No reconocemos este enlace. Pida uno nuevo; solo toma unos segundos.",
      },
      spent: {
        heading: "Este enlace ya se usó",
        text: "Cada enlace sirve para iniciar sesión una sola vez y en un solo dispositivo. Pida uno nuevo; solo toma unos segundos.",
      },
      expired: {
        heading: "Este enlace ya venció",
        text: "Un enlace sirve durante 15 minutos. Pida uno nuevo; solo toma unos segundos.",
      },
    },
    askAgain: "Pedir un enlace nuevo para iniciar sesión",
  },
  project: {
    signedInAs: (address) => `Sesión iniciada como ${address}`,
    signOut: "Cerrar sesión",
    none: {
      heading: "No hay ningún proyecto con este correo electrónico",
      text: (address) =>
        `No tenemos ningún proyecto registrado con ${address}. Si su presupuesto le llegó a otro correo electrónico, cierre la sesión y entre con ese.`,
    },
    steps: { heading: "En qué etapa está su proyecto", current: "Ahora", done: "Terminado" },
    schedule: {
      heading: "Calendario",
      phase: "Etapa",
      dates: "Fechas",
      days: (days) => `${days} día${days === 1 ? "" : "s"} hábil${days === 1 ? "" : "es"}`,
      range: (from, to) => (from === to ? from : `del ${from} al ${to}`),
      moved: (before, because) => `Se cambió. Antes era ${before}. Motivo: ${because}`,
      undated: "Las fechas aparecerán cuando se fije su fecha de inicio.",
      none: "Su gerente de proyecto agregará aquí las etapas de la obra.",
    },
    updates: {
      heading: "Novedades diarias",
      none: "Cuando empiece la obra, su gerente de proyecto publicará una novedad cada día hábil.",
      noWork: (note) => `No se trabajó en la obra: ${note}`,
      photoAlt: (position, count, day) => `Foto ${position} de ${count} del ${day}`,
      openPhoto: "Abrir la foto en tamaño completo",
    },
    payments: {
      heading: "Pagos",
      payment: "Pago",
      amount: "Monto",
      state: "Estado",
      paidOn: (day) => `Recibido el ${day}`,
      due: "Aún no recibido",
      summary: (paid, total) => `Recibido hasta ahora: ${paid} de ${total}.`,
      next: (title, amount) => `Próximo: ${title}, ${amount}.`,
      allPaid: "Todo está pagado. Gracias.",
      noCards: "Nunca le pediremos números de tarjeta por correo electrónico ni en esta página.",
      none: "Su calendario de pagos aparecerá aquí cuando se fije con su contrato.",
    },
    documents: {
      heading: "Documentos",
      estimate: "Su presupuesto firmado (PDF)",
      none: "Sus documentos firmados aparecerán aquí.",
    },
    warranty: {
      heading: "Su garantía",
      completed: (day) =>
        `El trabajo se terminó el ${day}. Sus garantías empiezan a contar a partir de ese día.`,
      workmanship: (years, day) =>
        `Garantía de mano de obra: ${years} ${years === 1 ? "año" : "años"}, hasta el ${day}.`,
      structural: (years, day) =>
        `Garantía estructural de la ampliación: ${years} ${years === 1 ? "año" : "años"}, hasta el ${day}.`,
      claim:
        "Su gerente de proyecto responde a cada reclamo de abajo, aquí y por correo electrónico.",
      claims: {
        heading: "Reclamos de garantía",
        none: "No hay reclamos. Esperamos que siga así.",
        kind: { workmanship: "de mano de obra", structural: "estructural" },
        filed: (day, kind) => `Presentado el ${day} bajo la garantía ${kind}`,
        state: {
          received: "Recibido. Su gerente de proyecto le responderá aquí y por correo electrónico.",
          accepted: "Aceptado: lo arreglaremos bajo la garantía.",
          visit_booked: (when) => `Hay una visita programada para el ${when}.`,
          resolved: "Resuelto.",
          declined: (reason) => `No lo cubre la garantía: ${reason}`,
        },
        photoAlt: (position, count) => `Foto ${position} de ${count} enviada con el reclamo`,
        form: {
          heading: "¿Algo no está bien? Presente un reclamo de garantía",
          warranty: "Garantía",
          description: "Qué está mal y dónde",
          hint: "Por ejemplo: “La boquilla junto al desagüe de la tina se está agrietando”. Su gerente de proyecto lo sabrá de inmediato.",
          photos: (max) => `Fotos (opcional, hasta ${max})`,
          send: "Presentar el reclamo",
        },
        sent: {
          heading: "Reclamo presentado",
          text: "Su gerente de proyecto ya lo tiene. Cada respuesta le llegará por correo electrónico y aparecerá aquí.",
        },
        problems: {
          length: "La descripción debe tener de 10 a 4,000 caracteres.",
          photos: "Envíe hasta 6 fotos (JPEG, PNG, WebP o AVIF), 25 MB en total.",
          warranty:
            "Esa garantía ya venció o este trabajo no la incluye. Mejor escríbanos en la sección Mensajes.",
          limit: "Hoy ya presentó varios reclamos. Espere, por favor, o llámenos.",
        },
      },
    },
    manager: {
      heading: "Su gerente de proyecto",
      text: (name) =>
        name
          ? `${name} dirige su proyecto y responde a sus preguntas.`
          : "Su gerente de proyecto dirige su proyecto y responde a sus preguntas.",
      write: "Enviarle un correo a",
    },
    messages: {
      heading: "Mensajes",
      none: "Todavía no hay mensajes. Pregunte aquí lo que quiera sobre su proyecto.",
      you: "Usted",
      office: (name) => name || "Su gerente de proyecto",
      about: {
        update: (day) => `Sobre la novedad del ${day}`,
        photo: "Sobre esta foto",
        estimate: "Sobre su presupuesto firmado",
      },
      ask: {
        update: "Preguntar sobre esta novedad",
        photo: "Preguntar sobre esta foto",
        estimate: "Preguntar sobre el presupuesto",
      },
      photoAlt: (position, count) => `Foto ${position} de ${count} enviada con el mensaje`,
      form: {
        heading: "Escriba a su gerente de proyecto",
        label: "Su mensaje",
        about: "Sobre",
        general: "El proyecto en general",
        update: (day) => `La novedad del ${day}`,
        photo: "La foto que eligió",
        estimate: "Su presupuesto firmado",
        photos: (max) => `Fotos (opcional, hasta ${max})`,
        send: "Enviar el mensaje",
        when: "Su gerente de proyecto recibe el aviso al instante y responde en días hábiles. La respuesta le llega por correo y aparece aquí.",
      },
      sent: {
        heading: "Mensaje enviado",
        text: "Su gerente de proyecto ya lo tiene. La respuesta le llegará por correo y aparecerá aquí.",
      },
      problems: {
        length: "Escriba un mensaje de 2 a 4,000 caracteres.",
        photos: "Envíe hasta 6 fotos (JPEG, PNG, WebP o AVIF), 25 MB en total.",
        about: "Esa novedad o foto no es de este proyecto. Elija otra, o el proyecto en general.",
        limit: "Ha enviado muchos mensajes en la última hora. Espere un poco, o llámenos.",
      },
    },
  },
  digest: {
    heading: "Correo diario",
    on: (time) =>
      `Cada día que su gerente de proyecto publique una novedad, le enviaremos por correo las novedades del día a las ${time}.`,
    off: "El correo diario está desactivado. Las novedades siguen aquí, en esta página.",
    stop: "Dejar de recibir el correo diario",
    start: "Enviarme por correo las novedades de cada día",
  },
  devices: {
    heading: "Dispositivos con sesión iniciada",
    intro: (days) =>
      `Cada dispositivo mantiene la sesión abierta durante ${days} días después de usar el enlace. Cierre la sesión en los que no reconozca.`,
    thisDevice: "Este dispositivo",
    signedIn: (moment) => `Sesión iniciada el ${moment}`,
    lastUsed: (moment) => `último uso el ${moment}`,
    signOutDevice: "Cerrar sesión",
    everywhere: "Cerrar sesión en todos los dispositivos",
  },
  mail: {
    link: {
      subject: (business) => `Su enlace para iniciar sesión en ${business}`,
      intro: "Aquí tiene el enlace que pidió para iniciar sesión en la página de su proyecto.",
      button: "Iniciar sesión en la página de su proyecto",
      valid: (minutes) =>
        `Sirve una sola vez, durante ${minutes} minutos. Pasado ese tiempo, pida uno nuevo en la página de su proyecto.`,
      notYou: "Si usted no lo pidió, ignore este correo: nadie puede iniciar sesión sin el enlace.",
    },
    digest: {
      subject: (title, day) => `Su proyecto hoy, ${day}: ${title}`,
      intro: (day) => `Esto es lo que su gerente de proyecto publicó el ${day}.`,
      photos: (count) =>
        count === 1
          ? "La foto del día está en la página de su proyecto."
          : `Las ${count} fotos del día están en la página de su proyecto.`,
      button: "Ver la página de su proyecto",
      stop: "Recibe este correo cada día que hay una novedad. Para dejar de recibirlo, use “Correo diario” en la página de su proyecto.",
    },
    claim: {
      subject: (title) => `Su reclamo de garantía: ${title}`,
      intro: (title) => `Hay una respuesta a su reclamo de garantía del proyecto “${title}”:`,
      button: "Verlo en la página de su proyecto",
    },
    answer: {
      subject: (title) => `Una respuesta sobre su proyecto: ${title}`,
      intro: (name, title) =>
        `${name || "Su gerente de proyecto"} respondió a su mensaje sobre “${title}”:`,
      button: "Ver la conversación en la página de su proyecto",
      reply: "Para contestar, use la página de su proyecto o simplemente responda a este correo.",
    },
    invitation: {
      subject: (business, title) => `${business}: la página de su proyecto “${title}”`,
      intro: (title) => `La página de su proyecto “${title}” ya está lista.`,
      what: "Ahí encontrará su calendario, una novedad de su gerente de proyecto cada día hábil, su presupuesto firmado y sus pagos.",
      how: "Para iniciar sesión, abra la página y escriba esta dirección de correo electrónico. Le enviaremos un enlace para iniciar sesión; no hay contraseña que recordar.",
      button: "Abrir la página de su proyecto",
    },
  },
};
