/**
 * Where a job is: planning starts with the signature (the schedule is set, the materials ordered),
 * work under way is step 5 of the process the site promises, complete opens the warranty.
 */
export const jobStatuses = ["planning", "underway", "complete", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobStatusLabels: Record<JobStatus, string> = {
  planning: "Planning and scheduling",
  underway: "Work under way",
  complete: "Complete",
  cancelled: "Cancelled",
};
