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

/** What the error page says when a page fails to render. */
export const errorPage: Localized<{
  title: string;
  status: string;
  heading: string;
  text: (reference: string | undefined) => string;
  retry: string;
  homeLabel: string;
}> = {
  en: {
    title: "Something went wrong",
    status: "Error",
    heading: "Unexpected Application Error!",
    text: (reference) =>
      `Something went wrong on our side${reference ? ` (reference ${reference})` : ""}. Please try again, or call us directly.`,
    retry: "Try again",
    homeLabel: "Return to Home",
  },
  es: {
    title: "Algo salió mal",
    status: "Error",
    heading: "¡Ocurrió un error inesperado!",
    text: (reference) =>
      `Algo falló de nuestro lado${reference ? ` (referencia ${reference})` : ""}. Vuelva a intentarlo o llámenos directamente.`,
    retry: "Intentar de nuevo",
    homeLabel: "Volver al inicio",
  },
};
