/** The messages an estimate sends through the outbox. Stored with every delivery: never renamed. */
export const estimateChannelIds = [
  "estimate_homeowner",
  "estimate_owner",
  "estimate_ntfy",
  "estimate_push",
  "estimate_copy",
] as const;

export type EstimateChannelId = (typeof estimateChannelIds)[number];

/**
 * The outbox subject of an estimate's e-mails: each sending (a revision's row) is one subject, so
 * its Message-ID is `<estimate-{revision row}.…>`.
 */
export const ESTIMATE_SUBJECT = "estimate";

/** The subject of the owner's alerts: one homeowner's answer (an `estimate_events` row). */
export const ESTIMATE_EVENT_SUBJECT = "estimate-event";

/** The owner's channels an answer is alerted through (leads/delivery/alert-channels.ts). */
export const ownerAlertIds = {
  email: "estimate_owner",
  ntfy: "estimate_ntfy",
  push: "estimate_push",
} as const satisfies Record<string, EstimateChannelId>;
