import { createHash } from "node:crypto";
import type { EstimateDocument } from "./document";
import type { EstimateChoice, EstimateFigures } from "./pricing";

/**
 * What a signature binds, as one record: the revision as sent, what was chosen and what it came
 * to, who signed, the consent they gave in the words they read, where from, and when. Stored as
 * the exact JSON text its SHA-256 is of, so the hash printed on the record can be checked again.
 */
export type SignedRecord = {
  estimateId: number;
  revision: number;
  document: EstimateDocument;
  choice: EstimateChoice;
  figures: EstimateFigures;
  signer: { name: string; consent: string; clientIp: string; userAgent: string | null };
  signedAt: string;
  /** The end of the Texas 3-day right to cancel, when the estimate carries it. */
  cancelUntil: string | null;
};

export const recordText = (record: SignedRecord) => JSON.stringify(record);

export const sha256Of = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
