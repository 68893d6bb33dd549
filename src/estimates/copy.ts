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
      `If you sign today, you may cancel until midnight (Dallas time) at the end of ${day}: on this page, by e-mail to ${email}, or by mailing or delivering the notice below.`,
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
  notice: {
    heading: "NOTICE OF CANCELLATION",
    transactionDate: (day) => `Date of transaction: ${day}`,
    paragraphs: [
      "YOU MAY CANCEL THIS TRANSACTION, WITHOUT ANY PENALTY OR OBLIGATION, WITHIN THREE BUSINESS DAYS FROM THE ABOVE DATE.",
      "IF YOU CANCEL, ANY PROPERTY TRADED IN, ANY PAYMENTS MADE BY YOU UNDER THE CONTRACT OR SALE, AND ANY NEGOTIABLE INSTRUMENT EXECUTED BY YOU WILL BE RETURNED WITHIN 10 BUSINESS DAYS FOLLOWING RECEIPT BY THE SELLER OF YOUR CANCELLATION NOTICE, AND ANY SECURITY INTEREST ARISING OUT OF THE TRANSACTION WILL BE CANCELLED.",
      "IF YOU CANCEL, YOU MUST MAKE AVAILABLE TO THE SELLER AT YOUR RESIDENCE, IN SUBSTANTIALLY AS GOOD CONDITION AS WHEN RECEIVED, ANY GOODS DELIVERED TO YOU UNDER THIS CONTRACT OR SALE, OR YOU MAY, IF YOU WISH, COMPLY WITH THE INSTRUCTIONS OF THE SELLER REGARDING THE RETURN SHIPMENT OF THE GOODS AT THE SELLER'S EXPENSE AND RISK.",
      "IF YOU DO MAKE THE GOODS AVAILABLE TO THE SELLER AND THE SELLER DOES NOT PICK THEM UP WITHIN 20 DAYS OF THE DATE OF YOUR NOTICE OF CANCELLATION, YOU MAY RETAIN OR DISPOSE OF THE GOODS WITHOUT ANY FURTHER OBLIGATION. IF YOU FAIL TO MAKE THE GOODS AVAILABLE TO THE SELLER, OR IF YOU AGREE TO RETURN THE GOODS TO THE SELLER AND FAIL TO DO SO, THEN YOU REMAIN LIABLE FOR PERFORMANCE OF ALL OBLIGATIONS UNDER THE CONTRACT.",
    ],
    howTo: (business, address, day) =>
      `TO CANCEL THIS TRANSACTION, MAIL OR DELIVER A SIGNED AND DATED COPY OF THIS CANCELLATION NOTICE, OR ANY OTHER WRITTEN NOTICE, TO ${business.toUpperCase()}, AT ${address.toUpperCase()}, NOT LATER THAN MIDNIGHT OF ${day.toUpperCase()}.`,
    hereby: "I HEREBY CANCEL THIS TRANSACTION.",
    dateLine: "(Date)",
    signatureLine: "(Buyer's signature)",
    otherWays: (email) =>
      `Besides this notice, an e-mail to ${email} or the cancel button on this page, once you have signed, cancels too.`,
  },
  cancel: {
    heading: "Cancel this transaction",
    intro: (day) =>
      `You may cancel until midnight (Dallas time) at the end of ${day}, without any penalty. Any deposit you paid is returned within 10 business days.`,
    confirm: "I hereby cancel this transaction.",
    button: "Cancel this transaction",
    ended: (day) => `The time to cancel ended at midnight (Dallas time) at the end of ${day}.`,
    cancelled: (when) =>
      `You cancelled this transaction on ${when}. Any deposit you paid is returned within 10 business days.`,
  },
  decline: {
    summary: "Not going ahead? Decline this estimate",
    intro:
      "Declining tells us you will not go ahead with this estimate. If something in it is the reason, tell us: a price, an option, the timing. We read every answer.",
    reason: "Why, if you want to say (optional)",
    reasonHint: "Up to 2,000 characters.",
    button: "Decline this estimate",
  },
  ask: {
    heading: "Ask a question",
    intro:
      "About a line, an option, the schedule or anything else. We answer by e-mail, usually the same business day.",
    label: "Your question",
    button: "Send the question",
  },
  replies: {
    done: {
      declined: "You declined this estimate. Thank you for telling us; we have let the team know.",
      cancelled:
        "You cancelled this transaction. We have been told, and a copy of this page is your record.",
      asked: "Your question was sent. We will answer by e-mail.",
    },
    refusals: {
      invalid: "This link does not work, so nothing was sent.",
      unknown: "We cannot find this estimate, so nothing was sent.",
      expired: "This link has expired, so nothing was sent.",
      replaced: "A newer revision of this estimate was sent. Open it from the latest e-mail.",
      settled: "This estimate was already signed, declined or cancelled. Nothing changed.",
      unsigned:
        "This estimate was not signed, so there is nothing to cancel. You can decline it instead.",
      no_right:
        "This estimate was signed without the 3-day right to cancel. Call us to talk it through.",
      late: "The time to cancel has ended, so nothing changed. Call us to talk it through.",
      confirm: "Tick the box to confirm that you cancel, then press the button again.",
      text: "Write your question or reason in 2 to 2,000 characters, then send it again.",
      too_many: "You have sent many questions today. Please call us instead.",
    },
  },
  pdf: {
    fileName: (estimateId, signed) => `estimate-${estimateId}${signed ? "-signed" : ""}.pdf`,
    download: "Download as PDF",
    number: (estimateId, revision) =>
      revision === 1
        ? `Estimate no. ${estimateId}`
        : `Estimate no. ${estimateId}, revision ${revision}`,
    unsigned:
      "Not signed. This copy shows the estimate as sent, with the choices made when it was saved.",
    chosen: (option) => `Chosen: ${option}`,
    added: "Added",
    page: (page, pages) => `Page ${page} of ${pages}`,
    noticeCopy: (copy) => (copy === 1 ? "Copy for you to keep" : "Copy to send if you cancel"),
    cancelOnline: (email) =>
      `You may also cancel by e-mail to ${email}, or with the cancel button on your estimate's page.`,
    certificate: {
      heading: "Certificate of electronic signature",
      intro: (business) =>
        `How this estimate was sent, opened and signed, as recorded by ${business}'s website.`,
      estimate: "Estimate",
      sentTo: "Sent to",
      sentAt: "Sent",
      opened: "Opened before signing",
      openedTimes: (count, first, last) =>
        count === 1 ? `Once, on ${first}` : `${count} times, first on ${first}, last on ${last}`,
      notOpened: "No opening recorded",
      signer: "Signed by",
      signedAt: "Signed",
      ipAddress: "From IP address",
      browser: "Browser",
      consent: "Consent given",
      total: "Accepted total",
      rightToCancel: "3-day right to cancel",
      cancelUntil: (day) => `Until midnight (Dallas time) at the end of ${day}`,
      noRight: "Not part of this estimate",
      hash: "SHA-256 of the signed record",
      hashNote: (business) =>
        `The signed record is the estimate as sent, the choices, the totals and the details above, exactly as ${business} keeps it. Computing its SHA-256 again gives this same fingerprint; if a single character had changed, it would not match.`,
    },
  },
  signedMail: {
    subject: (business, title) => `Your signed estimate from ${business}: ${title}`,
    intro: (title, when) =>
      `Thank you. Attached is the estimate for ${title} you signed on ${when}, with a certificate of how it was signed. Keep it with your records.`,
    cancel: (day) =>
      `You may cancel until midnight (Dallas time) at the end of ${day}: on your estimate's page, by replying to this e-mail, or with the notice of cancellation in the attached copy.`,
    open: "Open your signed estimate",
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
