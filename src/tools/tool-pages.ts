import { perFacts, type SiteFacts } from "@/business";
import type { Localized } from "@/lib/i18n/locale";
import { defaultMonthlyBill, energyDefaults, energyWords, getUpgrade } from "@/tools/calc/energy";
import { creditTiers, financingWords, getCreditTier } from "@/tools/calc/financing";
import { formatPercent, formatUsd } from "@/tools/calc/format";
import { energyPageEs, spanishFinancingPage } from "./tool-pages-es";
import {
  energyPageSchema,
  financingPageSchema,
  type EnergyPage,
  type FinancingPage,
} from "./tool-page-schema";

/**
 * English copy of the two tool pages (the Spanish is in tool-pages-es.ts): the hero, the
 * calculators' labels and the prose on how each estimate is made and what it leaves out.
 * Figures in the prose come from the calc modules, so the text cannot drift from the numbers
 * the tools use.
 */

const percent = (fraction: number) => formatPercent(fraction);
const tierRanges = creditTiers
  .map((t) => `${t.label} ${t.aprRange[0]}–${t.aprRange[1]}%`)
  .join(", ");
const goodTier = getCreditTier("good");
const typicalKwh = energyDefaults.averageKwh.toLocaleString("en-US");
const typicalRate = `$${energyDefaults.ratePerKwh}`;
const typicalBill = formatUsd(defaultMonthlyBill(energyDefaults.ratePerKwh), { cents: false });

const englishFinancingPage = ({ business }: SiteFacts): FinancingPage =>
  financingPageSchema.parse({
    slug: "financing-calculator",
    hero: {
      heading: "Remodeling Financing Calculator",
      intro:
        "Turn a project budget into a monthly payment. Enter the cost, your credit range, the APR, a term and any down payment, and see the payment, the interest and the total you would pay. The figures update as you type and stay in the page address, so you can bookmark or share them.",
    },
    calculator: {
      heading: "Estimate your monthly payment",
      resultsHeading: "Your estimate",
      fields: {
        cost: { label: "Project cost", hint: "The total price of the remodel." },
        downPayment: {
          label: "Down payment",
          hint: "Cash you put in up front; only the rest is financed.",
        },
        tier: {
          label: "Credit tier",
          hint: "Choosing a tier fills in a typical APR for that range. You can still change the APR.",
        },
        apr: { label: "APR (%)", hint: "Annual percentage rate, from 0 to 60." },
        term: { label: "Loan term" },
        extra: {
          label: "Extra monthly payment",
          hint: "Anything you could add to each payment. Most lenders let you pay ahead without a penalty; ask yours.",
        },
        compare: {
          legend: "Compare with other terms",
          first: "Other term",
          second: "Another term",
          none: "None",
        },
      },
      outputs: {
        payment: "Estimated monthly payment",
        financed: "Amount financed",
        totalInterest: "Total interest",
        totalPaid: "Total paid",
      },
      copyButton: "Copy results",
      copied: "Results copied",
      copyFailed: "Your browser blocked the copy. Select the figures and copy them instead.",
      linkLabel: "See this estimate online:",
      toasterLabel: "Notifications",
      words: financingWords,
    },
    contactLink: {
      label: "Discuss Financing Options",
    },
    howItWorks: {
      heading: "How the estimate is made",
      paragraphs: [
        "The calculator subtracts your down payment from the project cost to find the amount financed, then works out a fixed monthly payment with the standard formula for an amortizing loan: the monthly rate is the APR divided by 12, and each payment covers that month's interest plus part of the balance, so the loan is paid off exactly at the end of the term.",
        `The credit tiers are broad ranges, not lender quotes: ${tierRanges} APR. Choosing one fills in a typical rate from the middle of its range, such as ${goodTier.defaultApr}% for ${goodTier.label}. If a lender has already quoted you a rate, type it in the APR field instead.`,
        "Total paid is the monthly payment times the number of months, and total interest is everything you pay beyond the amount financed. At 0% APR the payment is simply the amount financed divided by the term, and a down payment that covers the whole cost leaves nothing to finance.",
        "The year-by-year table splits every payment into the month's interest and the part that pays down the balance, rounded to the cent so the years add up exactly to the totals above. An extra monthly payment is counted entirely against the balance, so the loan ends sooner and every later month owes less interest; that assumes your lender applies it to principal and charges no prepayment penalty, which is worth confirming in writing.",
      ],
    },
    leavesOut: {
      heading: "What the estimate leaves out",
      paragraphs: [
        "Fees and loan features. Origination fees, closing costs, promotional 0% or deferred-interest periods, variable rates and paying the loan off early are not modeled; the payment assumes one fixed rate for the whole term.",
        "Your actual rate. A lender sets the APR after reviewing your credit, income and the kind of loan. Loans secured by your home usually price differently from unsecured ones, and in Texas home equity lending follows its own rules written into the state constitution, so ask any lender how they apply to your house.",
        `The price of the project itself. The cost you enter is your number; what a remodel really costs depends on its scope, the finishes and the house. Our written estimates are free, itemized and valid for ${business.estimates.validDays} days, so you can finance against a figure that will hold.`,
      ],
    },
    closing: {
      heading: "Know your budget? Let's price the project.",
      text: "A free in-home consultation turns a ballpark into a written, itemized estimate for your house, with a schedule and a payment plan you can count on.",
    },
  });

export const energyPage: EnergyPage = energyPageSchema.parse({
  slug: "energy-savings-estimator",
  hero: {
    heading: "Energy Savings Estimator",
    intro:
      "See how much common energy upgrades could trim a Dallas-area electric bill. Start from a typical month or your own bill, tick the upgrades you are considering, and watch the monthly and yearly savings change as you go.",
  },
  calculator: {
    heading: "Estimate your savings",
    resultsHeading: "Your estimate",
    fields: {
      monthlyBill: {
        label: "Current monthly electric bill",
        hint: `Starts at a typical Dallas-area month of ${typicalKwh} kWh at your rate. Type your own bill to replace it.`,
      },
      ratePerKwh: {
        label: "Rate per kWh",
        hint: "Your average price per kWh, shown on your bill or your plan's Electricity Facts Label.",
      },
      upgrades: {
        label: "Upgrades",
        hint: "Each shows its typical saving on the electric bill.",
      },
    },
    outputs: {
      monthlySavings: "Estimated monthly savings",
      annualSavings: "Estimated annual savings",
      tenYearSavings: "Estimated savings over 10 years",
      percent: "Combined savings",
      newBill: "New estimated monthly bill",
    },
    copyButton: "Copy results",
    copied: "Results copied",
    copyFailed: "Your browser blocked the copy. Select the figures and copy them instead.",
    linkLabel: "See this estimate online:",
    toasterLabel: "Notifications",
    words: energyWords,
  },
  contactLink: {
    label: "Talk to Us About These Upgrades",
  },
  howItWorks: {
    heading: "How the estimate is made",
    paragraphs: [
      `The starting bill is a typical Dallas-area month: ${typicalKwh} kWh at ${typicalRate} per kWh, or about ${typicalBill}. Most Dallas homes buy electricity from a retail provider of their choice, so the rate depends on your plan; with your own bill and rate the estimate gets closer to your house.`,
      `Each upgrade carries a typical saving, shown beside it. Savings compound rather than add up: insulation and air sealing take ${percent(getUpgrade("insulation").savings)} off the bill, and new windows and doors then save ${percent(getUpgrade("windows-doors").savings)} of what is left, not of the original bill. However many you pick, the combined saving is capped at ${percent(energyDefaults.maxCombinedSavings)} of the bill.`,
      "The monthly saving is your bill times the combined saving, rounded to whole dollars; the annual saving is twelve times that, the ten-year saving ten times the annual one at today's bill and rate, and the new bill is your bill minus the monthly saving.",
      `Because the savings compound, the combined figure is less than their sum, so each upgrade's bar shows its part of the combined saving in proportion to what it saves on its own: insulation, at ${percent(getUpgrade("insulation").savings)} alone, gets a larger part than LED lighting at ${percent(getUpgrade("led").savings)}. The dollars beside the bars add up exactly to the monthly saving.`,
    ],
  },
  leavesOut: {
    heading: "What the estimate leaves out",
    paragraphs: [
      "What the upgrades cost. The estimator shows savings, not the price of each upgrade or how long it takes to pay for itself. Rebates, utility programs and federal tax credits change both, and they change from year to year.",
      "Gas and the seasons. Many Dallas homes heat their air or water with natural gas, and savings on a gas bill are not counted here. The estimate also treats every month alike, while North Texas bills peak with summer air conditioning, so real savings swing with the weather.",
      "Your house and your plan. The size and age of the home, the equipment already in it, how many people live there and how they use it all move the result. Fixed monthly charges on a bill do not shrink with usage, and what solar saves depends on how your retail plan credits the power you send back to the grid.",
    ],
  },
  closing: {
    heading: "Planning upgrades along with a remodel?",
    text: "Insulation, air sealing and ductwork are easiest to improve while walls and ceilings are open. Tell us about your project and we will price the upgrades that make sense for your house in your written estimate.",
  },
});

const financingPages: Localized<(facts: SiteFacts) => FinancingPage> = {
  en: englishFinancingPage,
  es: spanishFinancingPage,
};

/** The financing calculator's page in the edition of the facts. */
export const financingPageFor = perFacts((facts) => financingPages[facts.locale](facts));

/** The energy estimator's page in each edition: it quotes no business facts. */
export const energyPageIn: Localized<EnergyPage> = { en: energyPage, es: energyPageEs };
