/** The messages an estimate sends through the outbox. Stored with every delivery: never renamed. */
export const estimateChannelIds = ["estimate_homeowner"] as const;

export type EstimateChannelId = (typeof estimateChannelIds)[number];

/**
 * The outbox subject of an estimate's e-mails: each sending (a revision's row) is one subject, so
 * its Message-ID is `<estimate-{revision row}.…>`.
 */
export const ESTIMATE_SUBJECT = "estimate";
