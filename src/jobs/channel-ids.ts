/** The messages a job sends through the outbox. Stored with every delivery: never renamed. */
export const jobChannelIds = ["job_owner", "job_ntfy", "job_push"] as const;

export type JobChannelId = (typeof jobChannelIds)[number];

/** The subject of the owner's alerts about a job handed to them (a `job_handovers` row). */
export const JOB_HANDOVER_SUBJECT = "job-handover";

/** The owner's channels a handover is alerted through. */
export const handoverAlertIds = {
  email: "job_owner",
  ntfy: "job_ntfy",
  push: "job_push",
} as const satisfies Record<string, JobChannelId>;

/** The subject of the e-mails and alerts about a message of a job (a `job-messages` row). */
export const JOB_MESSAGE_SUBJECT = "job-message";

/** The subject of a change order's e-mail at one of its steps (a `change_order_notices` row). */
export const CHANGE_ORDER_NOTICE_SUBJECT = "change-order-notice";

/** The subject of a warranty claim's e-mail at one of its steps (a `warranty_claim_notices` row). */
export const CLAIM_NOTICE_SUBJECT = "warranty-claim-notice";
