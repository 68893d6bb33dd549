/** The owner's pipeline; "spam" is also what the intake sets for a submission judged as a bot. */
export const leadStatuses = [
  "new",
  "contacted",
  "estimate_scheduled",
  "won",
  "lost",
  "spam",
] as const;

export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  estimate_scheduled: "Estimate scheduled",
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
