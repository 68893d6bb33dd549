import type { Tool, ToolsIndexCopy } from "./tool-schema";

/**
 * The two planning tools in Spanish, parsed in tools.ts with the schema the English list follows
 * (tool-schema.ts).
 */
export const toolsEs: readonly Tool[] = [
  {
    slug: "financing-calculator",
    path: "/tools/financing-calculator",
    title: "Calculadora de financiamiento",
    summary:
      "Vea cuánto podría pagar al mes por una remodelación: indique el costo del proyecto, su nivel de crédito, la APR, el plazo y el enganche, y compare el pago, los intereses y el total pagado.",
    promoLabel: "Calcule sus pagos",
    metaTitle: "Calculadora de financiamiento para remodelar",
    metaDescription:
      "Calcule el pago mensual de una remodelación en Dallas según el costo, su nivel de crédito, la APR, el plazo y el enganche, con intereses y total. Gratis.",
  },
  {
    slug: "energy-savings-estimator",
    path: "/tools/energy-savings-estimator",
    title: "Calculadora de ahorro de energía",
    summary:
      "Elija mejoras como aislamiento, ventanas, una bomba de calor o paneles solares y vea cuánto podrían bajar un recibo de luz típico de Dallas cada mes y cada año.",
    promoLabel: "Calcule sus ahorros",
    metaTitle: "Calculadora de ahorro de energía en Dallas",
    metaDescription:
      "Calcule cuánto podría ahorrar en su recibo de luz en Dallas con aislamiento, ventanas nuevas, bomba de calor, luces LED o paneles solares. Gratis.",
  },
];

export const toolsIndexEs: ToolsIndexCopy = {
  heading: "Herramientas para su remodelación",
  metaTitle: "Herramientas gratuitas para su remodelación",
  metaDescription:
    "Dos herramientas gratuitas para planear su remodelación en Dallas: una calculadora de pagos mensuales y otra del ahorro que dan las mejoras de energía.",
  intro:
    "Dos herramientas rápidas para que planee antes de que nos reunamos: una convierte el presupuesto de un proyecto en un pago mensual y la otra calcula cuánto podrían ahorrarle en el recibo de luz las mejoras de eficiencia energética. Las dos funcionan en su navegador y no guardan nada.",
  ctaHeading: "¿Quiere cifras reales para su casa?",
  ctaText:
    "Las herramientas dan cifras aproximadas. En una consulta gratuita las convertimos en un presupuesto por escrito y desglosado.",
  crumb: "Herramientas",
  promoHeading: "Haga sus cuentas antes de que nos reunamos",
};
