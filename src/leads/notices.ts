import { perFacts, type Business } from "@/business";
import type { Localized } from "@/lib/i18n/locale";
import { englishFormWords, type LeadFormWords } from "./form-words";
import { spanishFormWords } from "./form-words-es";

type Notice = { title: string; text: string };
type LeadWords = {
  consentText: string;
  notices: { success: Notice; failure: Notice; rateLimited: Notice };
};

const leadWords: Localized<(business: Business) => LeadWords> = {
  en: (business) => ({
    consentText: `I agree to be contacted by ${business.name} by phone, text or e-mail about this inquiry. Consent is not a condition of purchase.`,
    notices: {
      success: {
        title: `Thank you for contacting ${business.name}!`,
        text: `Our team is reviewing your request. ${business.replyPromise.sentence}`,
      },
      failure: {
        title: "Submission Error",
        text: "There was an issue submitting your form. Please try again or call us directly.",
      },
      rateLimited: {
        title: "Too many requests",
        text: `We have received several requests from your connection in the last few minutes. Please wait a little and try again, or call us at ${business.phone.display}.`,
      },
    },
  }),
  es: (business) => ({
    consentText: `Acepto que ${business.name} se comunique conmigo por teléfono, mensaje de texto o correo electrónico sobre esta solicitud. Dar mi consentimiento no es condición para contratar.`,
    notices: {
      success: {
        title: `¡Gracias por comunicarse con ${business.name}!`,
        text: `Nuestro equipo está revisando su solicitud. ${business.replyPromise.sentence}`,
      },
      failure: {
        title: "No se pudo enviar",
        text: "Hubo un problema al enviar su formulario. Por favor, inténtelo de nuevo o llámenos directamente.",
      },
      rateLimited: {
        title: "Demasiadas solicitudes",
        text: `Hemos recibido varias solicitudes desde su conexión en los últimos minutos. Espere un momento y vuelva a intentarlo, o llámenos al ${business.phone.display}.`,
      },
    },
  }),
};

const formWords: Localized<LeadFormWords> = { en: englishFormWords, es: spanishFormWords };

/**
 * What the request form says, its labels and notices, with the owner's name, phone and reply
 * promise, in the facts' language: built on the server and handed to the form, which ships no
 * facts and no words of its own. `language` goes back with the form, so the lead remembers it and
 * the server answers in it.
 */
export const leadCopyFor = perFacts(({ locale, business }) => ({
  language: locale,
  ...leadWords[locale](business),
  form: formWords[locale],
}));

export type LeadCopy = ReturnType<typeof leadCopyFor>;
export type LeadNotice = LeadCopy["notices"]["success"];
