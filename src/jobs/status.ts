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

/** The job's place on the five-step process: steps 1–3 are behind it once the estimate is signed. */
export const processStepOf = (status: JobStatus): 4 | 5 | null =>
  status === "planning" ? 4 : status === "underway" ? 5 : null;
