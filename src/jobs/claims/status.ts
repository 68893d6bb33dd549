/**
 * Where a warranty claim is: received from the homeowner, accepted as the warranty's to fix, a
 * visit booked to look or fix, resolved, or declined with the reason the homeowner reads.
 */
export const claimStatuses = [
  "received",
  "accepted",
  "visit_booked",
  "resolved",
  "declined",
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimStatusLabels: Record<ClaimStatus, string> = {
  received: "Received, not answered yet",
  accepted: "Accepted under the warranty",
  visit_booked: "Visit booked",
  resolved: "Resolved",
  declined: "Declined (say why)",
};

/** The warranties a claim is made under. */
export const warrantyKinds = ["workmanship", "structural"] as const;
export type WarrantyKind = (typeof warrantyKinds)[number];
