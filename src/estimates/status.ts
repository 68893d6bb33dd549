/**
 * Where an estimate is in its life. "Expired" is not stored: an estimate past its valid-until
 * date is expired whatever its row says, so no clock job has to remember to mark it.
 */
export const estimateStatuses = [
  "draft",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "cancelled",
] as const;

export type EstimateStatus = (typeof estimateStatuses)[number];

export const estimateStatusLabels: Record<EstimateStatus | "expired", string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** Once signed, declined or cancelled, nothing about an estimate changes again. */
export const isSettled = (status: unknown) =>
  status === "accepted" || status === "declined" || status === "cancelled";
