import "server-only";
import { loadBusinessFacts } from "@/business/server";
import { signatureOf } from "@/estimates/server";
import type { Job } from "@/lib/cms/payload-types";
import { cms } from "@/lib/cms/ready";
import { dallasDay } from "@/lib/time/dallas";
import { warrantiesFrom, type JobWarranty } from "../warranty";

/**
 * A complete job's warranties, from its completion day, on the terms of the estimate the
 * homeowner signed (the business facts' workmanship warranty for a job started by hand).
 */
export async function warrantiesOf(job: Job): Promise<JobWarranty[]> {
  if (job.status !== "complete" || !job.completedOn) return [];
  const estimateId = typeof job.estimate === "object" ? job.estimate?.id : job.estimate;
  const signed = estimateId ? await signatureOf(estimateId) : undefined;
  const terms = signed?.record.document.warranty ?? {
    workmanshipYears: (await loadBusinessFacts(await cms())).claims.workmanshipWarrantyYears,
    structuralYears: null,
  };
  return warrantiesFrom(dallasDay(new Date(job.completedOn)), terms);
}
