import "server-only";
import type { BookingOffer } from "@/leads/contact-state";
import type { LeadRow } from "@/lib/db/schema";
import { processSlot } from "@/lib/runtime/process-slot";

type OfferMaker = (lead: LeadRow) => Promise<BookingOffer | undefined>;

const maker = processSlot<OfferMaker>("booking offer");

/**
 * The confirmation e-mail offers a time to book, as the owner's booking settings allow. The
 * server's start hands the maker over (src/start-up), for the same reason as the facts'
 * (sender-facts.ts): the settings are read through the admin's engine.
 */
export function registerBookingOffer(make: OfferMaker) {
  maker.set(make);
}

/** No offer before start-up: the confirmation goes out without one rather than wait. */
export function bookingOfferFor(lead: LeadRow): Promise<BookingOffer | undefined> {
  return maker.get()?.(lead) ?? Promise.resolve(undefined);
}
