import "server-only";
import type { BookingOffer } from "@/leads/contact-state";
import type { LeadRow } from "@/leads/tables";
import { processSlot } from "@/lib/runtime/process-slot";

type OfferMaker = (lead: LeadRow) => Promise<BookingOffer | undefined>;

const maker = processSlot<OfferMaker>("booking offer");

/**
 * The thank-you view and the confirmation e-mail offer a time to book, as the owner's booking
 * settings allow. The server's start hands the maker over (src/start-up): it lives with the
 * bookings, which import leads for the lead they book, and it reads the settings through the
 * admin's engine, as the facts' loader does (sender-facts.ts).
 */
export function registerBookingOffer(make: OfferMaker) {
  maker.set(make);
}

/** No offer before start-up: the thank-you and the confirmation show none rather than wait. */
export function bookingOfferFor(lead: LeadRow): Promise<BookingOffer | undefined> {
  return maker.get()?.(lead) ?? Promise.resolve(undefined);
}
