import "server-only";
import { leadsThatBooked } from "@/bookings/server";
import { estimateOutcomes } from "@/estimates/server";
import { leadsSince } from "@/leads/server";
import { dallasDay, dallasDayStartUtc } from "@/lib/time/dallas";
import { originOf } from "./channel";
import type { LeadOutcome, Period } from "./funnel";
import { landingOf } from "./landing";

/**
 * The leads whose first visit fell in the period (spam left out), each with how far it has gone
 * since: a consultation booked, an estimate sent, one signed and what it came to. A lead is made
 * after its first visit, so the leads made since the period began hold them all.
 */
export async function leadOutcomes(period: Period, siteHost: string): Promise<LeadOutcome[]> {
  const leads = await leadsSince(dallasDayStartUtc(period.from));
  const ids = leads.map((lead) => lead.id);
  const [booked, estimates] = await Promise.all([leadsThatBooked(ids), estimateOutcomes(ids)]);
  return leads.map((lead) => {
    const estimate = estimates.get(lead.id);
    // A lead from before the first visit had its own record came with a first page or without.
    const withoutScript =
      lead.attributedFrom === "form_post" || (!lead.attributedFrom && !lead.landingPage);
    return {
      day: dallasDay(new Date(lead.firstTouchAt ?? lead.createdAt)),
      origin: originOf({ ...lead, landingPage: lead.landingPage ?? "/" }, siteHost),
      landing: landingOf(lead.landingPage ?? "/"),
      withoutScript,
      booked: booked.has(lead.id),
      estimateSent: estimate?.sent ?? false,
      signed: (estimate?.signedCents ?? null) !== null,
      signedCents: estimate?.signedCents ?? 0,
    };
  });
}
