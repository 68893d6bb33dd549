/**
 * What other concepts read of the estimates on the server: the signed ones, and a signature's
 * record (the revision as sent, what was chosen and what it came to). A job starts from these.
 * The funnel reads how far each lead's estimates went.
 * The admin's priced line is here too: it brings the admin engine along.
 */
export { signedEstimates, type SignedEstimate } from "./signed-estimates";
export { estimateOutcomes, type EstimateOutcome } from "./lead-outcomes";
export { signatureOf, type StoredSignature } from "./store";
export type { SignedRecord } from "./signature";
export type { EstimateDocument } from "./document";
export { signedPayments } from "./payment-titles";
export { signedCopy, type PdfFile } from "./pdf/signed-copy";
export { pdfResponse } from "./pdf-endpoint";
export { pricedLineFields } from "./admin/line-fields";
