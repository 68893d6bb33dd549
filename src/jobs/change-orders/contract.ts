import type { Job } from "@/lib/cms/payload-types";

/** A job's contract total as it stands: the signed figure, or its payments when it has none. */
export const contractOf = (job: Pick<Job, "contractCents" | "payments">) =>
  job.contractCents ?? (job.payments ?? []).reduce((sum, p) => sum + p.amountCents, 0);
