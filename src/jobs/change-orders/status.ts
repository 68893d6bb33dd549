/**
 * Where a change order is: written (the homeowner sees nothing), sent (waiting for the homeowner,
 * locked), then signed or declined by them, or withdrawn by the office before they answered.
 */
export const changeOrderStatuses = ["draft", "sent", "signed", "declined", "withdrawn"] as const;
export type ChangeOrderStatus = (typeof changeOrderStatuses)[number];

export const changeOrderStatusLabels: Record<ChangeOrderStatus, string> = {
  draft: "Draft (not sent)",
  sent: "Sent, waiting for the homeowner",
  signed: "Signed by the homeowner",
  declined: "Declined by the homeowner",
  withdrawn: "Withdrawn",
};

/** What the office may move a change order to from where it is; the homeowner does the rest. */
export const officeMoves: Record<ChangeOrderStatus, readonly ChangeOrderStatus[]> = {
  draft: ["draft", "sent", "withdrawn"],
  sent: ["sent", "withdrawn"],
  signed: ["signed"],
  declined: ["declined"],
  withdrawn: ["withdrawn"],
};
