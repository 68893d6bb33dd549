import type { Localized } from "@/lib/i18n/locale";

type OptOutCopy = {
  title: string;
  description: string;
  confirm: { heading: string; text: (email: string) => string; button: string };
  done: { heading: string; text: string };
  invalid: { heading: string; text: string };
  /** The answer to a mail client's own one-click "Unsubscribe" (plain text, nobody's page). */
  unsubscribed: string;
};

/** What the review opt-out page says, for each state a homeowner can reach it in. */
export const optOutCopy: Localized<OptOutCopy> = {
  en: {
    title: "Stop review requests",
    description: "Ask us to send you no more review requests.",
    confirm: {
      heading: "Stop review requests?",
      text: (email) =>
        `We will send no more review requests to ${email}. Everything else about your project stays as it is.`,
      button: "Stop review requests",
    },
    done: {
      heading: "You will get no more review requests",
      text: "Thank you for telling us. If you ever want to share how your project went, you are always welcome to.",
    },
    invalid: {
      heading: "This link does not work",
      text: "It may have been cut short when it was copied. Use the link in the e-mail itself, or call us and we will take you off the list.",
    },
    unsubscribed: "Unsubscribed from review requests.",
  },
  es: {
    title: "Dejar de recibir solicitudes de reseña",
    description: "Pídanos que ya no le enviemos solicitudes de reseña.",
    confirm: {
      heading: "¿Dejar de recibir solicitudes de reseña?",
      text: (email) =>
        `Ya no enviaremos solicitudes de reseña a ${email}. Todo lo demás sobre su proyecto sigue igual.`,
      button: "Dejar de recibir solicitudes de reseña",
    },
    done: {
      heading: "Ya no recibirá solicitudes de reseña",
      text: "Gracias por avisarnos. Si algún día quiere contarnos cómo le fue con su proyecto, con gusto lo leeremos.",
    },
    invalid: {
      heading: "Este enlace no funciona",
      text: "Es posible que se haya cortado al copiarlo. Use el enlace que viene en el correo, o llámenos y con gusto quitamos su dirección de la lista.",
    },
    unsubscribed: "Ya no recibirá solicitudes de reseña.",
  },
};
