import type { BookingCopy } from "./booking-copy-schema";

/** "a las 9:00 a. m.", but "a la 1:30 p. m.": one o'clock is singular in Spanish. */
const atTime = (time: string) => `${time.startsWith("1:") ? "a la" : "a las"} ${time}`;

/**
 * The booking page and the homeowner's appointment e-mails in Spanish. Every kind is feminine
 * ("la llamada", "la consulta", "la visita"), so the sentences name them with "la" and agree in "-a";
 * `when` is "lunes 5 de enero a las 9:00 a. m. (hora de Dallas)", said after "el".
 */
export const bookingCopyEs: BookingCopy = {
  title: "Agende su llamada",
  description:
    "Elija la hora de su llamada inicial o de la consulta en su casa, en hora de Dallas, con el enlace que recibió al enviar su solicitud.",
  offer: (callMinutes, visit) =>
    callMinutes === undefined
      ? "Elija la hora de la consulta en su casa"
      : `Elija la hora de su llamada de ${callMinutes} minutos${visit ? " o de la consulta en su casa" : ""}`,
  greeting: (firstName) =>
    `Gracias${firstName ? `, ${firstName}` : ""}. Elija el horario que mejor le convenga.`,
  when: (day, time) => `${day} ${atTime(time)} (hora de Dallas)`,
  kinds: {
    call: {
      name: "llamada",
      named: (minutes) => `llamada de ${minutes} minutos`,
      tab: "Llamada telefónica",
      pick: (minutes) => `Elija la hora de su llamada de ${minutes} minutos`,
      what: "Le llamamos al número que nos dio para hablar de su proyecto, de cuánto piensa invertir y de los tiempos.",
    },
    visit: {
      name: "consulta en su casa",
      named: () => "consulta en su casa",
      tab: "Consulta en su casa",
      pick: (minutes) => `Elija la hora de la consulta en su casa (de hasta ${minutes} minutos)`,
      what: "Vamos a la dirección del proyecto que nos dio, revisamos el espacio, tomamos medidas y respondemos sus preguntas.",
    },
    warranty: {
      name: "visita de garantía",
      named: () => "visita de garantía",
      what: "Vamos a su casa a revisar lo que nos reportó en su reclamo de garantía y, si se puede, lo arreglamos ahí mismo.",
    },
  },
  tabsLabel: "Qué desea agendar",
  timeZone: "Todos los horarios están en hora de Dallas (hora del Centro).",
  dayTimes: (count) => (count === 1 ? "1 horario disponible" : `${count} horarios disponibles`),
  book: "Agendar este horario",
  move: "Cambiar a este horario",
  cancel: (name) => `Cancelar la ${name}`,
  current: (name, when) => `Tiene agendada la ${name} para el ${when}.`,
  moveHeading: "¿Necesita otro horario?",
  none: (phone) =>
    `No hay horarios disponibles en las próximas semanas. Llámenos al ${phone} y buscamos uno juntos.`,
  notices: {
    booked: (name, when) =>
      `Listo: la ${name} quedó agendada para el ${when}. En unos momentos le llega a su correo una invitación para su calendario.`,
    moved: (name, when) =>
      `Listo: la ${name} se cambió para el ${when}. En unos momentos le llega a su correo la invitación actualizada para su calendario.`,
    cancelled: (name) => `La ${name} quedó cancelada. Si quiere otro horario, elija uno abajo.`,
    taken: (day) =>
      `Alguien acaba de tomar ese horario. Estos son los horarios que siguen disponibles el ${day}.`,
    takenDayFull: (day) =>
      `Alguien acaba de tomar ese horario, y el ${day} ya no queda ningún otro. Estos son los demás días.`,
    gone: "Ese horario ya no está disponible. Estos son los horarios disponibles ahora.",
    started: (name, phone) =>
      `La ${name} ya empezó, así que este enlace ya no puede cambiarla. Llámenos al ${phone}.`,
    notOffered: (name, phone) =>
      `Por ahora la ${name} no se agenda en línea. Llámenos al ${phone} y se la programamos.`,
    choose: "Elija uno de los horarios de abajo.",
  },
  invalid: {
    heading: "Este enlace no funciona",
    text: (phone) =>
      `Use el enlace de su correo de confirmación, o llámenos al ${phone} y le agendamos la cita por teléfono.`,
  },
  expired: {
    heading: "Este enlace ya venció",
    text: (phone, days) =>
      `Los enlaces para agendar funcionan durante ${days} días después de enviar una solicitud, y los de una invitación, hasta que empieza la cita. Llámenos al ${phone} o envíe una nueva solicitud.`,
  },
  mail: {
    subjects: {
      booked: (name, when) => `Cita agendada: ${name} el ${when}`,
      moved: (name, when) => `Cambio de cita: ${name} el ${when}`,
      confirmed: (name, when) => `Cita confirmada: ${name} el ${when}`,
      cancelled: (name, when) => `Cita cancelada: ${name} del ${when}`,
      reminder: (name, when) => `Recordatorio: ${name} el ${when}`,
    },
    leads: {
      booked: (name, business, when) =>
        `La ${name} con ${business} quedó agendada para el ${when}.`,
      moved: (name, business, when) => `La ${name} con ${business} se cambió para el ${when}.`,
      confirmed: (name, business, when) =>
        `Le confirmamos la ${name} con ${business} para el ${when}.`,
      cancelled: (name, business, when) =>
        `La ${name} con ${business} del ${when} quedó cancelada, y la invitación de este correo la quita de su calendario.`,
      reminder: (name, business, when) =>
        `Le recordamos que tiene la ${name} con ${business} el ${when}.`,
    },
    calendar:
      "Con la invitación que viene en este correo, puede agregarla a su calendario con un solo toque.",
    another: "¿Necesita otro horario? Responda a este correo o llámenos y la cambiamos.",
    manage:
      "¿Necesita otro horario o no va a poder asistir? Cámbiela o cancélela aquí (el enlace funciona hasta que empiece la cita):",
    rebook: "¿Le gustaría otro horario? Elija uno aquí:",
    questions: (phone, hours) => `¿Tiene preguntas? Llámenos al ${phone} (${hours}).`,
    event: (name, business) => `${name.replace(/^./, (c) => c.toUpperCase())} con ${business}`,
  },
  refusals: {
    noForm: "Envíe el formulario de la página de citas.",
    kind: "Elija una llamada telefónica o una consulta en su casa.",
    intent: "Agende o cancele un horario desde la página de citas.",
    start: "Elija uno de los horarios de la página de citas.",
  },
};
