import type { ErrorWords } from "./error-words";

export const spanishErrorPage: ErrorWords = {
  title: "Algo salió mal",
  status: "Error",
  heading: "¡Ocurrió un error inesperado!",
  text: (reference) =>
    `Algo falló de nuestro lado${reference ? ` (referencia ${reference})` : ""}. Vuelva a intentarlo o llámenos directamente.`,
  retry: "Intentar de nuevo",
  homeLabel: "Volver al inicio",
};
