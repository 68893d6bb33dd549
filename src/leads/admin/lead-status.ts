/** The owner's pipeline; "spam" is also what the intake sets for a submission judged as a bot. */
export const leadStatuses = [
  "new",
  "contacted",
  "estimate_scheduled",
  "estimate_sent",
  "estimate_accepted",
  "estimate_declined",
  "won",
  "lost",
  "spam",
] as const;

export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  estimate_scheduled: "Estimate scheduled",
  estimate_sent: "Estimate sent",
  estimate_accepted: "Estimate accepted",
  estimate_declined: "Estimate declined",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (leadStatuses as readonly string[]).includes(value);
}

/** A status the database holds that this list does not know still gets a readable label. */
export const leadStatusLabel = (status: string) =>
  isLeadStatus(status) ? leadStatusLabels[status] : status;
