import type { ReplyOutcome, ReplyRefusal } from "./reply-refusals";
import type { SignRefusal } from "./sign-refusals";

/**
 * The words of the homeowner's estimate page, written out here so the English (copy.ts) and the
 * Spanish (copy-es.ts) each fill in the same entries. Sentence builders take the figures already
 * written in the page's language ("$1,250.00", "January 2, 2027").
 */
export type EstimateCopy = {
  title: string;
  description: string;
  kicker: string;
  preparedFor: (name: string) => string;
  revision: (revision: number, sentOn: string) => string;
  validUntil: (day: string) => string;
  status: {
    viewed: string;
    accepted: string;
    declined: string;
    cancelled: string;
    lapsed: string;
  };
  scope: string;
  line: {
    each: (quantity: string, unit: string, price: string) => string;
    allowance: string;
    optional: string;
    add: (description: string) => string;
  };
  sectionTotal: (title: string) => string;
  choose: (title: string) => string;
  update: string;
  updateHint: string;
  totals: {
    heading: string;
    subtotal: string;
    tax: (percent: string) => string;
    total: string;
  };
  payments: {
    heading: string;
    intro: string;
    deposit: (percent: string) => string;
    share: (percent: string) => string;
    when: string;
    amount: string;
  };
  plan: {
    heading: string;
    intro: string;
    days: (count: number) => string;
    total: (count: number) => string;
  };
  warranty: {
    heading: string;
    workmanship: (years: number) => string;
    structural: (years: number) => string;
  };
  exclusions: string;
  terms: {
    heading: string;
    items: (facts: { validUntil: string; depositPercent: string }) => string[];
  };
  questions: (business: string, phone: string, email: string) => string;
  governing: string | null;
  /** Accepting and signing, with the consent to electronic records ESIGN and the UETA expect. */
  sign: {
    heading: string;
    total: (amount: string) => string;
    disclosure: (business: string, phone: string, email: string) => string[];
    consent: string;
    name: string;
    nameHint: string;
    button: string;
    /** Tex. Bus. & Com. Code §601.052's statement, beside the signature. */
    cancelStatement: string;
    cancelHow: (day: string, email: string) => string;
    refusals: Record<SignRefusal, string>;
    signed: {
      heading: string;
      by: (name: string, when: string) => string;
      total: (amount: string) => string;
      hash: string;
      cancelUntil: (day: string) => string;
    };
  };
  /**
   * The notice of cancellation the §601.052 statement points to, in the form the Federal Trade
   * Commission prescribes (16 CFR 429.1), which Tex. Bus. & Com. Code §601.054 accepts.
   */
  notice: {
    heading: string;
    transactionDate: (day: string) => string;
    paragraphs: string[];
    howTo: (business: string, address: string, day: string) => string;
    hereby: string;
    dateLine: string;
    signatureLine: string;
    otherWays: (email: string) => string;
  };
  /** Cancelling from the link, after signing. */
  cancel: {
    heading: string;
    intro: (day: string) => string;
    confirm: string;
    button: string;
    ended: (day: string) => string;
    cancelled: (when: string) => string;
  };
  decline: {
    summary: string;
    intro: string;
    reason: string;
    reasonHint: string;
    button: string;
  };
  ask: {
    heading: string;
    intro: string;
    label: string;
    button: string;
  };
  replies: {
    done: Record<ReplyOutcome, string>;
    refusals: Record<ReplyRefusal, string>;
  };
  /** The printed estimate (a PDF), and the certificate page a signed one ends with. */
  pdf: {
    fileName: (estimateId: number, signed: boolean) => string;
    download: string;
    number: (estimateId: number, revision: number) => string;
    unsigned: string;
    chosen: (option: string) => string;
    added: string;
    page: (page: number, pages: number) => string;
    /** The notice of cancellation is given twice, one to keep and one to send (16 CFR 429.1). */
    noticeCopy: (copy: 1 | 2) => string;
    cancelOnline: (email: string) => string;
    certificate: {
      heading: string;
      intro: (business: string) => string;
      estimate: string;
      sentTo: string;
      sentAt: string;
      opened: string;
      openedTimes: (count: number, first: string, last: string) => string;
      notOpened: string;
      signer: string;
      signedAt: string;
      ipAddress: string;
      browser: string;
      consent: string;
      total: string;
      rightToCancel: string;
      cancelUntil: (day: string) => string;
      noRight: string;
      hash: string;
      hashNote: (business: string) => string;
    };
  };
  /** The homeowner's e-mail after signing, with the signed PDF attached. */
  signedMail: {
    subject: (business: string, title: string) => string;
    intro: (title: string, when: string) => string;
    cancel: (day: string) => string;
    open: string;
  };
  /** The e-mail that carries the link: a subject, then paragraphs around the link. */
  mail: {
    subject: (business: string, title: string) => string;
    intro: (title: string, address: string) => string;
    replaces: string;
    open: string;
    valid: (day: string) => string;
    questions: (phone: string) => string;
  };
  refused: {
    invalid: { heading: string; text: string };
    unknown: { heading: string; text: string };
    expired: { heading: string; text: string };
    replaced: { heading: string; text: string; link: string };
  };
};
