import "server-only";
import type { BookingOffer, LeadRow } from "@/leads";
import { describeDbError } from "@/lib/db/errors";
import { bookingCopyIn } from "./copy";
import { bookingLink } from "./link";
import { appointmentKinds } from "./rules";
import { bookingOffers } from "./schedule";

/**
 * The link to book what the owner offers online, signed for this lead and in its language; none
 * for a lead stored as spam, when nothing is offered, or when the settings cannot be read (the
 * lead is stored and its confirmation goes out all the same).
 */
export async function bookingOffer(
  lead: Pick<LeadRow, "id" | "createdAt" | "isSpam" | "language">,
): Promise<BookingOffer | undefined> {
  if (lead.isSpam) return undefined;
  try {
    const { rules } = await bookingOffers();
    const call = rules.call;
    const offered = appointmentKinds.filter((kind) => rules[kind]);
    if (!offered.length) return undefined;
    const label = bookingCopyIn[lead.language].offer(
      call?.lengthMinutes,
      offered.includes("visit"),
    );
    return { href: await bookingLink(lead), label };
  } catch (error) {
    console.error(`The booking link could not be made: ${describeDbError(error)}`);
    return undefined;
  }
}
