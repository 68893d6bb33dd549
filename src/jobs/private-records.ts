/**
 * The admin's collections that hold a family's job. Staff read them in the admin; anyone else who
 * reaches for one by its address is told nothing is there (start-up/api-checks.ts).
 */
export const JOB_COLLECTIONS = [
  "jobs",
  "job-updates",
  "job-photos",
  "job-messages",
  "change-orders",
  "warranty-claims",
] as const;
