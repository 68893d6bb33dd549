import "server-only";

/**
 * What other concepts read of the jobs: the jobs table (a portal invitation belongs to a job), a
 * homeowner's jobs as their portal shows them, and what a job's payments come to.
 */
export {
  addressKey,
  homeownerJobs,
  jobIdsOf,
  jobsUpdatedOn,
  ownJob,
  updatesOn,
} from "./homeowner-jobs";
export type { HomeownerJob, HomeownerUpdate, UpdatedJob } from "./homeowner-jobs";
export { paymentStanding } from "./payments";
export { jobRows } from "./tables";
export { JOB_COLLECTIONS } from "./private-records";
