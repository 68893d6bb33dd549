import type { Channel } from "../channel";
import type { Step } from "../funnel";

/** The owner's page of sources and results, in the admin's English. */
export const funnelCopy = {
  title: "Sources and results",
  intro:
    "Where visitors first came from, and how many of them asked for an estimate, booked a consultation and signed. Each row follows the visitors who first came in the period, whenever they went further.",
  countedHow:
    "First visits and form starts are plain counts per day, made by the page itself: no cookie, no address, and crawlers left out. A page a cache served is counted too. Leads, bookings, estimates and signatures are the site's own records.",
  ownerOnly: "Only the owner sees sources and what they cost.",
  period: { legend: "Period", from: "From", to: "To", view: "Rows", show: "Show" },
  presets: { last30: "Last 30 days", thisMonth: "This month", lastMonth: "Last month" },
  views: { channel: "By channel", source: "By source", landing: "By first page" },
  headings: { label: { channel: "Channel", source: "Source", landing: "First page" } },
  steps: {
    visits: "First visits",
    formStarts: "Form started",
    leads: "Leads",
    booked: "Booked consultations",
    estimatesSent: "Estimates sent",
    signed: "Signed",
  } satisfies Record<Step, string>,
  signedValue: "Signed value",
  costs: {
    spent: "Spend",
    perLead: "Per lead",
    perBooked: "Per booked",
    perSigned: "Per signed job",
  },
  channels: {
    search: "Search",
    referral: "Other websites",
    social: "Social media",
    paid: "Paid ads",
    direct: "Direct",
  } satisfies Record<Channel, string>,
  total: "All sources",
  withoutScript: "Sent without JavaScript (no first visit counted)",
  rateNote: "Each percentage is of the step before it, for the same visitors.",
  none: "No visits or leads in this period.",
  charts: {
    steps: "Every source, step by step",
    leads: {
      channel: "Leads by channel",
      source: "Leads by source",
      landing: "Leads by first page",
    },
    empty: "Nothing in this period.",
  },
  csv: "Download as a spreadsheet (CSV)",
  spend: {
    heading: "What you spend",
    intro:
      "Enter what each paid source costs a month, and the table works out the cost per lead, per booked consultation and per signed job. A month's spend is spread evenly over its days.",
    month: "Month",
    channel: "Channel",
    source: "Source, as the table names it (e.g. google, yelp.com)",
    amount: "Amount for the month, in dollars",
    save: "Save spend",
    remove: "Remove",
    none: "No spend entered yet.",
    saved: "Spend saved.",
    removed: "Spend removed.",
    problems: {
      month: "Choose the month, e.g. 2026-11.",
      channel: "Choose the channel.",
      source: "Name the source in at most 60 characters, e.g. google.",
      amount: 'Write the amount in dollars, e.g. "1,250" or "1250.50", at most $10,000,000.',
    },
  },
} as const;
