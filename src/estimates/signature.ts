import { createHash } from "node:crypto";
import type { EstimateDocument } from "./document";
import { ALTERNATE_PREFIX, OPTION_PARAM } from "./choice";
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

/** The choice exactly as the signing form sent it: nothing filled in, nothing dropped. */
export function choiceAsSent(form: FormData): EstimateChoice {
  const alternates: Record<string, string> = {};
  for (const [key, value] of form.entries())
    if (key.startsWith(ALTERNATE_PREFIX) && typeof value === "string")
      alternates[key.slice(ALTERNATE_PREFIX.length)] = value;
  const options = form
    .getAll(OPTION_PARAM)
    .filter((value): value is string => typeof value === "string");
  return { alternates, options: [...new Set(options)] };
}
