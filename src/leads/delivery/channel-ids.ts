/**
 * The messages a lead sends through the outbox (channels.ts says what each is). Stored with
 * every delivery: an id is never renamed once used.
 */
export const leadChannelIds = [
  "owner_email",
  "homeowner_email",
  "webhook",
  "ntfy",
  "owner_reminder",
  "ntfy_reminder",
  "push",
  "push_reminder",
  "review_request",
] as const;

export type LeadChannelId = (typeof leadChannelIds)[number];
