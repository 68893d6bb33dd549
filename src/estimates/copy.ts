import type { Localized } from "@/lib/i18n/locale";
import type { EstimateCopy } from "./copy-schema";
import { estimateCopyEs } from "./copy-es";

export type { EstimateCopy };

/** The homeowner's estimate page in English; the Spanish is in copy-es.ts. */
export const estimateCopy: EstimateCopy = {
  title: "Your estimate",
  description:
    "Your written, itemized estimate: every line, your choices, the totals and the payments.",
  kicker: "Written estimate",
  preparedFor: (name) => `Prepared for ${name}`,
  revision: (revision, sentOn) =>
    revision === 1 ? `Sent ${sentOn}` : `Revision ${revision}, sent ${sentOn}`,
  validUntil: (day) => `Valid until ${day}`,
  status: {
    viewed: "",
    accepted: "You accepted and signed this estimate.",
    declined: "You declined this estimate.",
    cancelled: "This estimate was cancelled.",
    lapsed:
      "This estimate is past its valid-until date and can no longer be signed. Ask us for a fresh one: prices are checked again and the date starts over.",
  },
  scope: "Scope of work",
  line: {
    each: (quantity, unit, price) => `${quantity} ${unit} × ${price}`,
    allowance: "Allowance",
    optional: "Optional",
    add: (description) => `Add: ${description}`,
  },
  sectionTotal: (title) => `${title} total`,
  choose: (title) => `Choose: ${title}`,
  update: "Update the totals",
  updateHint: "Pick your options above, then update the totals to see what they come to.",
  totals: {
    heading: "Your total",
    subtotal: "Subtotal",
    tax: (percent) => `Tax (${percent})`,
    total: "Total",
  },
  payments: {
    heading: "Payment schedule",
    intro:
      "The deposit at signing, then each payment as the work reaches it. Together they are the total, to the cent.",
    deposit: (percent) => `Deposit at signing (${percent})`,
    share: (percent) => `${percent} of the balance`,
    when: "When",
    amount: "Amount",
  },
  plan: {
    heading: "Build plan",
    intro:
      "The work in order, in working days. The project's schedule starts from this plan once the estimate is signed.",
    days: (count) => (count === 1 ? "1 working day" : `${count} working days`),
    total: (count) => `About ${count} working days in all`,
  },
  warranty: {
    heading: "Warranty",
    workmanship: (years) =>
      `Workmanship: ${years === 1 ? "1 year" : `${years} years`} from completion, in writing.`,
    structural: (years) =>
      `Structural work of the addition: ${years === 1 ? "1 year" : `${years} years`} from completion.`,
  },
  exclusions: "Not included",
  terms: {
    heading: "Terms",
    items: ({ validUntil, depositPercent }) => [
      `These prices hold until ${validUntil}.`,
      `A deposit of ${depositPercent} of the total is due when you sign; the rest is paid as the schedule above says.`,
      "An allowance is a budget for something you choose later (tile, fixtures). If your choice costs less, the difference is credited; if it costs more, you approve the difference in writing first.",
      "Any change to the work or the price is agreed in a written change order before it is done.",
    ],
  },
  questions: (business, phone, email) =>
    `Questions about a line or an option? Call ${business} at ${phone} or write to ${email}.`,
  governing: null,
  sign: {
    heading: "Accept and sign",
    total: (amount) =>
      `You are accepting the work and the choices shown above, for a total of ${amount}.`,
    disclosure: (business, phone, email) => [
      `You may sign this estimate electronically. Your electronic signature has the same effect as signing on paper.`,
      `You can ask ${business} for a paper copy of this estimate and anything you sign here, at no charge: call ${phone} or write to ${email}.`,
      `You can withdraw your consent to electronic records at any time by telling us in writing; from then on we send records on paper. Withdrawing does not undo a signature already given.`,
      "To open and keep these records you need a device with a current web browser and e-mail. You can print this page or save it.",
    ],
    consent: "I have read the above and agree to receive and sign this estimate electronically.",
    name: "Your full name",
    nameHint: "Typing your full name here is your signature.",
    button: "Accept and sign",
    cancelStatement:
      "YOU, THE BUYER, MAY CANCEL THIS TRANSACTION AT ANY TIME PRIOR TO MIDNIGHT OF THE THIRD BUSINESS DAY AFTER THE DATE OF THIS TRANSACTION. SEE THE ATTACHED NOTICE OF CANCELLATION FORM FOR AN EXPLANATION OF THIS RIGHT.",
    cancelHow: (day, email) =>
      `If you sign today, you may cancel until midnight (Dallas time) at the end of ${day} by telling us in writing: an e-mail to ${email} or a letter.`,
    refusals: {
      invalid: "This link does not work, so nothing was signed.",
      unknown: "We cannot find this estimate, so nothing was signed.",
      expired: "This link has expired, so nothing was signed.",
      replaced: "A newer revision of this estimate was sent, so this one cannot be signed.",
      settled: "This estimate was already signed, declined or cancelled. Nothing changed.",
      lapsed: "This estimate is past its valid-until date and can no longer be signed.",
      consent: "Tick the box to agree to sign electronically, then sign again.",
      name: "Type your full name as your signature, then sign again.",
      choice: "Your choices did not match this estimate. Check them and sign again.",
      changed:
        "Your choices changed the total since it was shown. Check the new total below, then sign again.",
    },
    signed: {
      heading: "Signed",
      by: (name, when) => `Signed electronically by ${name} on ${when}.`,
      total: (amount) => `Accepted total: ${amount}.`,
      hash: "Fingerprint of the signed record (SHA-256)",
      cancelUntil: (day) =>
        `You may cancel this transaction until midnight (Dallas time) at the end of ${day}.`,
    },
  },
  mail: {
    subject: (business, title) => `Your estimate from ${business}: ${title}`,
    intro: (title, address) =>
      `Here is your written estimate for ${title} at ${address}. It lists every line of the work, the choices you can make and what each comes to, down to the cent.`,
    replaces: "This revision replaces the one we sent before; its link now leads here.",
    open: "Open your estimate",
    valid: (day) => `The prices hold until ${day}.`,
    questions: (phone) => `Questions? Reply to this e-mail or call us at ${phone}.`,
  },
  refused: {
    invalid: {
      heading: "This link does not work",
      text: "The link may have been cut off or changed. Open it again from the e-mail we sent, or call us and we will send it again.",
    },
    unknown: {
      heading: "We cannot find this estimate",
      text: "It may have been withdrawn. Call us and we will help.",
    },
    expired: {
      heading: "This link has expired",
      text: "Call us and we will send you a fresh copy of your estimate.",
    },
    replaced: {
      heading: "This estimate was replaced",
      text: "We sent you a newer revision of this estimate. The one this link opened can no longer be signed.",
      link: "Open the current estimate",
    },
  },
};

export const estimateCopyIn: Localized<EstimateCopy> = { en: estimateCopy, es: estimateCopyEs };
