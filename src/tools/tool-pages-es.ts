import { listInSentence, type SiteFacts } from "@/business";
import { intlLocale } from "@/lib/i18n/locale";
import {
  defaultMonthlyBill,
  energyDefaults,
  formatRatePerKwh,
  getUpgrade,
  type EnergyWords,
} from "@/tools/calc/energy";
import { aprLimits, creditTiers, getCreditTier, type FinancingWords } from "@/tools/calc/financing";
import { formatPercent, formatUsd } from "@/tools/calc/format";
import {
  energyPageSchema,
  financingPageSchema,
  specLabels,
  type EnergyPage,
  type FinancingPage,
} from "./tool-page-schema";

/**
 * The two tool pages in Spanish, parsed with the English pages' schemas. Every figure comes from
 * the calc modules or the facts, as in the English, written the es-US way by Intl.
 */

const financingWordsEs: FinancingWords = {
  tierLabels: {
    poor: "Bajo (alto riesgo)",
    fair: "Regular",
    good: "Bueno",
    excellent: "Excelente",
  },
  tierRange: "(APR del {low} al {high}%)",
  term: "{months} meses",
  termOption: "{months} meses ({years} años)",
  paymentNote: "a {term}, con una APR de {apr}",
  disclaimer:
    "Solo son estimaciones. No es una decisión de crédito ni una oferta de financiamiento. La APR, los plazos y los pagos reales varían según el prestamista y el perfil de crédito.",
  extraEffect:
    "Si paga {extra} más cada mes, termina de pagar el préstamo en {months} meses, {saved} meses antes, y se ahorra {interest} de intereses.",
  compare: {
    heading: "Compare plazos",
    note: "El mismo monto con una APR de {apr} en cada plazo.",
    chosen: "su plazo",
  },
  chart: {
    heading: "Cómo baja el saldo",
    balance: "Saldo pendiente",
    interest: "Intereses pagados hasta ahora",
    description:
      "El saldo baja de {financed} a $0 en {years} años, mientras los intereses pagados suman {interest}.",
  },
  schedule: {
    heading: "Año por año",
    hint: "Cada pago cubre primero los intereses del mes; el resto baja el saldo. Abra un año para ver sus meses.",
    year: "Año",
    month: "Mes",
    interest: "Intereses",
    principal: "Capital",
    balance: "Saldo",
    yearLabel: "Año {year}",
    monthsCaption: "Año {year}, mes por mes",
  },
  summary: {
    title: "Estimación de financiamiento",
    cost: "Costo del proyecto",
    downPayment: "Enganche",
    tier: "Nivel de crédito",
    apr: "APR: {apr} a {term}",
    payment: "Pago mensual estimado: {payment} ({apr} de APR, {term})",
    financed: "Monto financiado",
    totalInterest: "Total de intereses",
    totalPaid: "Total pagado",
    extra:
      "Pago adicional de {extra} al mes: se termina de pagar en {months} meses ({saved} antes), con {interest} menos en intereses",
    compare: "Otros plazos con una APR de {apr}:",
    compareLine: "- {term}: {payment} al mes, {interest} de intereses",
    balances: "Saldo al final de cada año:",
    balanceLine: "- Año {year}: {balance}",
  },
};

const energyWordsEs: EnergyWords = {
  upgradeLabels: {
    "windows-doors": "Ventanas y puertas de eficiencia energética",
    insulation: "Aislamiento + sellado de fugas de aire",
    hvac: "Aire acondicionado y calefacción de alta eficiencia o bomba de calor",
    solar: "Sistema de paneles solares",
    appliances: "Electrodomésticos ENERGY STAR",
    led: "Iluminación LED",
    thermostat: "Termostato inteligente",
  },
  disclaimer:
    "Los ahorros de energía son estimaciones basadas en condiciones típicas del área de Dallas. Los resultados reales varían según el tamaño de la casa, los equipos, cuántas personas viven en ella y el clima.",
  shares: {
    heading: "De dónde viene el ahorro",
    note: "Lo que aporta cada mejora al ahorro combinado, en proporción a lo que ahorra por sí sola.",
    line: "{amount} al mes, {percent} del recibo",
  },
  summary: {
    title: "Estimación de ahorro de energía",
    bill: "Recibo de luz mensual actual",
    rate: "Tarifa de electricidad",
    perKwh: "{rate} por kWh",
    upgrades: "Mejoras elegidas",
    none: "Ninguna",
    monthlySavings: "Ahorro mensual estimado",
    annualSavings: "Ahorro anual estimado",
    percent: "Ahorro combinado",
    newBill: "Nuevo recibo mensual estimado",
    tenYearSavings: "Ahorro estimado en 10 años",
    shares: "Lo que aporta cada mejora al ahorro mensual:",
    shareLine: "- {upgrade}: {amount} al mes",
  },
};

/** What both calculators say around their "Copy results" button. */
const copyResults = {
  copyButton: specLabels.copyButton.es,
  copied: specLabels.copied.es,
  copyFailed: "Su navegador no permitió copiar. Seleccione las cifras y cópielas usted mismo.",
  linkLabel: "Vea esta estimación en línea:",
  toasterLabel: "Notificaciones",
};

const percent = (fraction: number) => formatPercent(fraction, { locale: "es" });
const tierRanges = listInSentence(
  creditTiers.map(
    (t) =>
      `del ${t.aprRange[0]} al ${t.aprRange[1]}% en el nivel ${financingWordsEs.tierLabels[t.key]}`,
  ),
  "es",
);
const goodTier = getCreditTier("good");
const typicalKwh = energyDefaults.averageKwh.toLocaleString(intlLocale.es);
const typicalRate = formatRatePerKwh(energyDefaults.ratePerKwh, "es");
const typicalBill = formatUsd(defaultMonthlyBill(energyDefaults.ratePerKwh), {
  cents: false,
  locale: "es",
});

export const spanishFinancingPage = ({ business }: SiteFacts): FinancingPage =>
  financingPageSchema.parse({
    slug: "financing-calculator",
    hero: {
      heading: "Calculadora de financiamiento para remodelaciones",
      intro:
        "Convierta el presupuesto de su proyecto en un pago mensual. Indique el costo, su nivel de crédito, la APR, el plazo y el enganche, si va a dar uno, y vea el pago, los intereses y el total que pagaría. Las cifras cambian mientras escribe y quedan guardadas en la dirección de la página, así que puede agregarla a sus favoritos o compartirla.",
    },
    calculator: {
      heading: "Calcule su pago mensual",
      resultsHeading: "Su estimación",
      fields: {
        cost: { label: "Costo del proyecto", hint: "El precio total de la remodelación." },
        downPayment: {
          label: "Enganche",
          hint: "El dinero que usted da al principio; solo se financia el resto.",
        },
        tier: {
          label: "Nivel de crédito",
          hint: "Al elegir un nivel se llena una APR típica para ese rango. Aun así, puede cambiar la APR.",
        },
        apr: {
          label: "APR (%)",
          hint: `Tasa de porcentaje anual, de 0 a ${aprLimits.max}.`,
        },
        term: { label: "Plazo del préstamo" },
        extra: {
          label: "Pago adicional al mes",
          hint: "Lo que podría agregar a cada pago. La mayoría de los prestamistas le dejan adelantar pagos sin penalidad; pregunte al suyo.",
        },
        compare: {
          legend: "Compare con otros plazos",
          first: "Otro plazo",
          second: "Un plazo más",
          none: "Ninguno",
        },
      },
      outputs: {
        payment: "Pago mensual estimado",
        financed: "Monto financiado",
        totalInterest: "Total de intereses",
        totalPaid: "Total pagado",
      },
      ...copyResults,
      words: financingWordsEs,
    },
    contactLink: {
      label: specLabels.discussFinancing.es,
    },
    howItWorks: {
      heading: "Cómo se calcula",
      paragraphs: [
        "La calculadora le resta el enganche al costo del proyecto para sacar el monto financiado y luego calcula un pago mensual fijo con la fórmula estándar de un préstamo amortizable: la tasa mensual es la APR dividida entre 12, y cada pago cubre los intereses de ese mes más una parte del saldo, de modo que el préstamo queda pagado justo al terminar el plazo.",
        `Los niveles de crédito son rangos amplios, no cotizaciones de un prestamista: la APR va ${tierRanges}. Al elegir uno se llena una tasa típica de la mitad de su rango, como el ${goodTier.defaultApr}% del nivel ${financingWordsEs.tierLabels.good}. Si un prestamista ya le cotizó una tasa, escríbala en el campo de la APR.`,
        "El total pagado es el pago mensual multiplicado por el número de meses, y el total de intereses es todo lo que usted paga además del monto financiado. Con una APR de 0%, el pago es simplemente el monto financiado dividido entre los meses del plazo, y si el enganche cubre todo el costo, no queda nada por financiar.",
        "La tabla año por año divide cada pago entre los intereses del mes y la parte que baja el saldo, redondeados al centavo para que los años sumen exactamente los totales de arriba. Un pago adicional al mes se aplica por completo al saldo, así que el préstamo termina antes y cada mes posterior genera menos intereses; eso supone que su prestamista lo aplica al capital y no cobra penalidad por pago anticipado, algo que conviene confirmar por escrito.",
      ],
    },
    leavesOut: {
      heading: "Lo que la estimación no toma en cuenta",
      paragraphs: [
        "Los cargos y las condiciones del préstamo. No se calculan los cargos de apertura, los costos de cierre, los periodos promocionales al 0% o con intereses diferidos, las tasas variables ni lo que pasa si liquida el préstamo antes de tiempo; el pago supone una sola tasa fija durante todo el plazo.",
        "Su tasa real. El prestamista fija la APR después de revisar su crédito, sus ingresos y el tipo de préstamo. Los préstamos garantizados con su casa suelen tener tasas distintas a los que no llevan garantía, y en Texas los préstamos sobre el valor acumulado de la vivienda (home equity) siguen reglas propias que están en la constitución del estado, así que pregúntele a cualquier prestamista cómo se aplican a su casa.",
        `El precio del proyecto en sí. El costo que usted escribe es su propia cifra; lo que de verdad cuesta una remodelación depende del alcance, los acabados y la casa. Nuestros presupuestos por escrito son gratuitos, desglosados y válidos por ${business.estimates.validDays} días, así que puede buscar financiamiento con una cifra firme.`,
      ],
    },
    closing: {
      heading: "¿Ya sabe cuánto puede invertir? Pongámosle precio a su proyecto.",
      text: "Una consulta gratuita en su casa convierte una cifra aproximada en un presupuesto por escrito y desglosado, hecho para su proyecto, con un calendario y un plan de pagos con los que puede contar.",
    },
  });

export const energyPageEs: EnergyPage = energyPageSchema.parse({
  slug: "energy-savings-estimator",
  hero: {
    heading: "Calculadora de ahorro de energía",
    intro:
      "Descubra cuánto podría bajar un recibo de luz del área de Dallas con las mejoras de energía más comunes. Empiece con un mes típico o con su propio recibo, marque las mejoras que está pensando hacer y vea cómo cambian los ahorros de cada mes y de cada año mientras avanza.",
  },
  calculator: {
    heading: "Calcule sus ahorros",
    resultsHeading: "Su estimación",
    fields: {
      monthlyBill: {
        label: "Recibo de luz mensual actual",
        hint: `Viene con el recibo de un mes típico del área de Dallas (${typicalKwh} kWh a su tarifa). Escriba el monto de su propio recibo para reemplazarlo.`,
      },
      ratePerKwh: {
        label: "Tarifa por kWh",
        hint: "Lo que paga en promedio por kWh; aparece en su recibo o en la Etiqueta de Datos de Electricidad (EFL) de su plan.",
      },
      upgrades: {
        label: "Mejoras",
        hint: "Junto a cada una aparece su ahorro típico en el recibo de luz.",
      },
    },
    outputs: {
      monthlySavings: "Ahorro mensual estimado",
      annualSavings: "Ahorro anual estimado",
      tenYearSavings: "Ahorro estimado en 10 años",
      percent: "Ahorro combinado",
      newBill: "Nuevo recibo mensual estimado",
    },
    ...copyResults,
    words: energyWordsEs,
  },
  contactLink: {
    label: "Hable con nosotros sobre estas mejoras",
  },
  howItWorks: {
    heading: "Cómo se calcula",
    paragraphs: [
      `El recibo inicial es el de un mes típico en el área de Dallas: ${typicalKwh} kWh a ${typicalRate} por kWh, unos ${typicalBill}. En Dallas, la mayoría de los hogares eligen a su propio proveedor de electricidad, así que la tarifa depende de su plan; con su propio recibo y su tarifa, la estimación se parece más a lo que pasa en su casa.`,
      `Cada mejora tiene un ahorro típico, que aparece junto a ella. Los ahorros no se suman sin más: cada uno se calcula sobre lo que dejan los demás. El aislamiento y el sellado de fugas de aire le quitan el ${percent(getUpgrade("insulation").savings)} al recibo, y las ventanas y puertas nuevas ahorran después el ${percent(getUpgrade("windows-doors").savings)} de lo que queda, no del recibo original. Elija las que elija, el ahorro combinado tiene un tope del ${percent(energyDefaults.maxCombinedSavings)} del recibo.`,
      "El ahorro mensual es su recibo multiplicado por el ahorro combinado, redondeado a dólares enteros; el ahorro anual es doce veces esa cantidad, el ahorro en diez años es diez veces el anual con el recibo y la tarifa de hoy, y el nuevo recibo es su recibo menos el ahorro mensual.",
      `Como cada ahorro se calcula sobre un recibo ya reducido por los demás, el ahorro combinado es menor que la suma de los ahorros individuales; por eso la barra de cada mejora muestra su parte del ahorro combinado en proporción a lo que ahorra por sí sola: el aislamiento, con un ${percent(getUpgrade("insulation").savings)} por sí solo, recibe una parte mayor que la iluminación LED, con un ${percent(getUpgrade("led").savings)}. Los dólares junto a las barras suman exactamente el ahorro mensual.`,
    ],
  },
  leavesOut: {
    heading: "Lo que la estimación no toma en cuenta",
    paragraphs: [
      "Lo que cuestan las mejoras. La calculadora muestra ahorros, no el precio de cada mejora ni cuánto tarda en pagarse sola. Los reembolsos, los programas de las compañías de luz y los créditos fiscales federales cambian las dos cosas, y además cambian de un año a otro.",
      "El gas y las estaciones del año. Muchas casas de Dallas calientan el aire o el agua con gas natural, y aquí no se cuentan los ahorros en el recibo del gas. La estimación también trata todos los meses por igual, mientras que en el norte de Texas los recibos llegan a lo más alto con el aire acondicionado del verano, así que los ahorros reales suben y bajan con el clima.",
      "Su casa y su plan. El tamaño y los años de la casa, los equipos que ya tiene, cuántas personas viven en ella y cómo la usan cambian el resultado. Los cargos fijos mensuales del recibo no bajan aunque use menos electricidad, y lo que ahorran los paneles solares depende de cómo su plan le acredita la energía que usted le devuelve a la red.",
    ],
  },
  closing: {
    heading: "¿Piensa hacer mejoras junto con una remodelación?",
    text: "El aislamiento, el sellado de fugas de aire y los ductos son más fáciles de mejorar mientras las paredes y los techos están abiertos. Cuéntenos de su proyecto y en su presupuesto por escrito le incluiremos el precio de las mejoras que tengan sentido para su casa.",
  },
});
