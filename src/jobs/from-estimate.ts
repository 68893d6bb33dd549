import type { SignedRecord } from "@/estimates/server";

/** How long a title may be: the homeowner's name and the address are cut to fit. */
const TITLE_MAX = 120;

/**
 * The job a signature starts: the homeowner and the address as signed, the contract total, the
 * build plan as its schedule (dated once the owner sets the start), and the payments as signed.
 */
export function jobFromSignature(
  record: SignedRecord,
  payments: readonly { title: string; cents: number }[],
  links: { leadId: number | null; projectManager: number | null },
) {
  const { document } = record;
  return {
    title: `${document.homeownerName} — ${document.projectAddress}`.slice(0, TITLE_MAX),
    status: "planning" as const,
    estimate: record.estimateId,
    lead: links.leadId,
    projectManager: links.projectManager,
    contractCents: record.figures.total,
    homeownerName: document.homeownerName,
    email: document.email,
    projectAddress: document.projectAddress,
    city: document.city,
    language: document.language,
    schedule: document.buildPlan.map(({ phase, days }) => ({ phase, days })),
    payments: payments.map(({ title, cents }) => ({ title, amountCents: cents })),
  };
}
