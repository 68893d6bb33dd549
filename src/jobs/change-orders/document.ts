import type { Locale } from "@/lib/i18n/locale";
import type { ChangeFigures, ChangeLine, PaymentTiming } from "./effects";

/**
 * A change order as it was sent: everything the homeowner reads and signs, frozen when the office
 * sends it. The page, the PDF and the signature's hash are made from this, never from the row,
 * which the admin cannot edit once sent anyway.
 */
export type ChangeOrderDocument = {
  changeOrderId: number;
  /** Counted per job: "Change order 2". */
  number: number;
  jobId: number;
  language: Locale;
  jobTitle: string;
  homeownerName: string;
  email: string;
  projectAddress: string;
  title: string;
  reason: string;
  lines: ChangeLine[];
  taxPercent: number | null;
  figures: ChangeFigures;
  /** The phase it lengthens or shortens, in working days; null when the schedule stays. */
  schedule: { phase: string; days: number } | null;
  paymentTiming: PaymentTiming;
  sentAt: string;
  business: { name: string; phone: string; email: string };
};

/** What the job came to when the homeowner signed, and what it comes to with the change. */
export type ContractChange = { before: number; after: number };

/**
 * What a change order's signature binds, as one record: the change order as sent, the contract
 * total it moved, who signed, the consent in the words they read, where from and when. Stored as
 * the exact JSON text its SHA-256 is of.
 */
export type SignedChangeOrder = {
  document: ChangeOrderDocument;
  contract: ContractChange;
  signer: { name: string; consent: string; clientIp: string; userAgent: string | null };
  signedAt: string;
};
