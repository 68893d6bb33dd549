/*
 * Ranges as a Spanish sentence says them. A figure like "30-45" or "10-20%" is typed once, the
 * English way, in the facts; Spanish never reads the hyphen aloud: "de 30 a 45 minutos", "un
 * anticipo del 10 al 20%". A single figure ("45", "15%") stays as it is.
 */

const span = /^(\d[\d,.]*)\s*[-–]\s*(\d[\d,.]*)/;

/** "30-45" → "de 30 a 45", "150-300 pies cuadrados" → "de 150 a 300 pies cuadrados". */
export const spanishSpan = (figure: string) => {
  const text = figure.trim();
  return span.test(text) ? text.replace(span, "de $1 a $2") : text;
};

/** "10-20%" → "10 al 20%": the figure after "del" ("un anticipo del 10 al 20%"). */
export const spanishSpanAfterDel = (figure: string) => figure.trim().replace(span, "$1 al $2");
