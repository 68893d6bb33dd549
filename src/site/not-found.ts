import { englishErrorPage, type ErrorWords } from "./error-words";
import { spanishErrorPage } from "./error-words-es";
import type { Localized } from "@/lib/i18n/locale";

/** What every 404 says: an unknown address and an entry the owner hid or deleted alike. */
export const notFoundPage: Localized<{
  title: string;
  heading: string;
  text: string;
  homeLabel: string;
}> = {
  en: {
    title: "Page not found",
    heading: "Oops! Page not found",
    text: "The page you are looking for has moved or never existed.",
    homeLabel: "Return to Home",
  },
  es: {
    title: "Página no encontrada",
    heading: "¡Uy! No encontramos esta página",
    text: "La página que busca cambió de dirección o nunca existió.",
    homeLabel: "Volver al inicio",
  },
};

/** The error page's words per edition (each boundary imports its own file directly). */
export const errorPage: Localized<ErrorWords> = { en: englishErrorPage, es: spanishErrorPage };
