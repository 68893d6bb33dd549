import type { NewLeadRow } from "@/leads/tables";

/** A lead as the intake stores it, with the fields a test cares about and the rest typical. */
export const leadAsStored = (lead: Partial<NewLeadRow> & { fullName: string }): NewLeadRow => ({
  email: `${lead.fullName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
  phone: "(214) 555-0100",
  phoneDigits: "2145550100",
  projectAddress: "1 Main St",
  city: "Dallas",
  serviceTypes: ["Kitchen Remodel"],
  budgetRange: "$25K–$50K",
  consent: true,
  consentText: "I agree to be contacted.",
  consentAt: "2026-11-20T16:00:00.000Z",
  clientIp: "203.0.113.9",
  spamVerdict: "ok",
  isSpam: false,
  status: "new",
  ...lead,
});
